// /perfil/notificacoes (issue 33): 'Ativar notificações' for this device, and per kind whether it
// comes by push and by e-mail. Each switch saves at once; the suspension warnings are shown on and
// disabled with the reason. The preferences live on the server only, so they need the internet:
// offline the screen says so and the switches wait (nothing is half-saved); a save that could not
// reach the server puts the switch back and says why.
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { fetchNotificationPreferences, saveNotificationPreferences } from '../../api/notification-calls.ts';
import type { NotificationPreference } from '../../api/notification-preferences.ts';
import { useSessionToken } from '../../data/session.ts';
import {
  MANDATORY_REASON,
  NOTIFICATION_KIND_LABELS,
  type NotificationChannel,
} from '../../domain/notification-texts.ts';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { Container } from '../../ui/Layout.tsx';
import { SkeletonCards } from '../../ui/Skeleton.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { NetworkNotice } from '../account/NetworkNotice.tsx';
import { Notice } from '../account/Notice.tsx';
import { isOfflineError, needsNetworkMessage, useOnline } from '../account/use-online.ts';
import { PushOptIn } from './PushOptIn.tsx';
import './NotificationSettings.css';

const ACTION = 'alterar as preferências de notificação';
const CHANNELS: { channel: NotificationChannel; label: string }[] = [
  { channel: 'push', label: 'Push' },
  { channel: 'email', label: 'E-mail' },
];

const messageOf = (error: unknown) =>
  isOfflineError(error)
    ? needsNetworkMessage(ACTION)
    : error instanceof ApiError
      ? error.message
      : 'Não foi possível salvar. Tente novamente.';

export default function NotificationSettingsScreen() {
  useDocumentTitle('Notificações');
  const token = useSessionToken();
  const online = useOnline();
  const [prefs, setPrefs] = useState<NotificationPreference[] | undefined>();
  const [error, setError] = useState<string | undefined>();

  const load = useCallback(async () => {
    if (!token) return;
    try {
      setPrefs((await fetchNotificationPreferences(token)).data);
      setError(undefined);
    } catch (e) {
      // Offline the notice above already says it; it loads again when the connection is back.
      setError(isOfflineError(e) && !navigator.onLine ? undefined : messageOf(e));
    }
  }, [token]);

  // Loads on arrival and again when the connection comes back, if it had failed.
  useEffect(() => {
    if (online && prefs === undefined) void load();
  }, [online, prefs, load]);

  const change = async (kind: NotificationPreference['kind'], channel: NotificationChannel, on: boolean) => {
    if (!token || !prefs) return;
    const before = prefs;
    setPrefs(prefs.map((p) => (p.kind === kind ? { ...p, [channel]: on } : p)));
    setError(undefined);
    try {
      setPrefs((await saveNotificationPreferences(token, { preferences: [{ kind, [channel]: on }] })).data);
    } catch (e) {
      setPrefs(before);
      setError(messageOf(e));
    }
  };

  return (
    <Container width="narrow" className="notification-settings">
      <h1>Notificações</h1>
      <NetworkNotice action={ACTION} />
      <PushOptIn />
      <section aria-labelledby="notification-kinds-title" className="notification-settings__kinds">
        <h2 id="notification-kinds-title">O que você quer receber</h2>
        <p>Escolha, para cada aviso, se ele chega por push neste aparelho e por e-mail.</p>
        {error ? <Notice tone="error">{error}</Notice> : null}
        {prefs === undefined ? (
          error || !online ? null : (
            <SkeletonCards count={3} label="Carregando preferências" />
          )
        ) : (
          <ul className="notification-settings__list">
            {prefs.map((p) => {
              const label = NOTIFICATION_KIND_LABELS[p.kind];
              const reasonId = `notification-reason-${p.kind}`;
              return (
                <li key={p.kind}>
                  <fieldset
                    aria-describedby={p.locked ? reasonId : undefined}
                    className="notification-settings__kind"
                  >
                    <legend className="notification-settings__label">{label}</legend>
                    {CHANNELS.map(({ channel, label: channelLabel }) => (
                      <Switch
                        key={channel}
                        isSelected={p[channel]}
                        isDisabled={p.locked || !online}
                        onChange={(on) => void change(p.kind, channel, on)}
                      >
                        {channelLabel}
                      </Switch>
                    ))}
                    {p.locked ? (
                      <p id={reasonId} className="notification-settings__reason">
                        {MANDATORY_REASON}
                      </p>
                    ) : null}
                  </fieldset>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Container>
  );
}
