// A key's selfie: the photo waiting to be sent (from the outbox, so it shows offline), or the
// server's owner-only image fetched with the bearer token when online; otherwise the initials.
// The server's selfie is not stored on the device (personal data: only what is needed offline).
import { useEffect, useState } from 'react';
import { tokenOf } from '../../../data/session.ts';
import { useObjectUrl } from '../shared/use-object-url.ts';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
}

function useServerSelfie(url: string | null, skip: boolean): Blob | null {
  const [blob, setBlob] = useState<Blob | null>(null);
  useEffect(() => {
    const token = tokenOf();
    if (!url || skip || !token) return;
    const controller = new AbortController();
    fetch(url, {
      headers: { authorization: `Bearer ${token}` },
      cache: 'no-store',
      signal: controller.signal,
    })
      .then((res) => (res.ok ? res.blob() : null))
      .then((b) => setBlob(b))
      .catch(() => setBlob(null));
    return () => controller.abort();
  }, [url, skip]);
  return blob;
}

export function KeySelfie({
  name,
  selfieUrl,
  pendingBlob,
  size = 64,
}: {
  name: string;
  selfieUrl: string | null;
  pendingBlob?: Blob | undefined;
  size?: number;
}) {
  const server = useServerSelfie(selfieUrl, Boolean(pendingBlob));
  const src = useObjectUrl(pendingBlob ?? server);
  return src ? (
    <img
      className="key-selfie"
      src={src}
      alt={name ? `Selfie de ${name}` : 'Selfie escolhida'}
      width={size}
      height={size}
    />
  ) : (
    <span
      className="key-selfie key-selfie--initials"
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {initials(name) || '?'}
    </span>
  );
}
