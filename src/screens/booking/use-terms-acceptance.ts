// Whether this resident accepted the terms of this booking ('Declaro que li e estou de acordo'),
// kept for the tab's session so a reload (or a detour to add a card) does not ask again.
import { useCallback, useState } from 'react';

const PREFIX = 'tokaas.terms-accepted:';

function read(key: string): boolean {
  try {
    return window.sessionStorage.getItem(PREFIX + key) === '1';
  } catch {
    return false;
  }
}

/** `key` names the person and the booking (user id, unit or package, period); null while signed out. */
export function useTermsAcceptance(key: string | null): [boolean, () => void] {
  const [accepted, setAccepted] = useState<Record<string, boolean>>({});
  const isAccepted = key !== null && (accepted[key] ?? read(key));
  const accept = useCallback(() => {
    if (key === null) return;
    setAccepted((current) => ({ ...current, [key]: true }));
    try {
      window.sessionStorage.setItem(PREFIX + key, '1');
    } catch {
      // Kept in memory only.
    }
  }, [key]);
  return [isAccepted, accept];
}
