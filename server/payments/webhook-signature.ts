// Webhook signatures: `X-Tokaas-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`
// with PAYMENTS_WEBHOOK_SECRET. Older than 5 minutes (or more than 5 minutes ahead) is refused,
// so a captured call cannot be replayed later; the event id stops replays within the window.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-tokaas-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export function signPayload(secret: string, body: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

export type SignatureCheck = 'ok' | 'missing' | 'invalid' | 'expired';

export function verifySignature(
  secret: string,
  header: string | undefined,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  if (!header) return 'missing';
  const parts = new Map(
    header.split(',').map((part) => {
      const [k, ...v] = part.trim().split('=');
      return [k ?? '', v.join('=')] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return 'invalid';
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return 'invalid';
  if (Math.abs(nowSeconds - t) > SIGNATURE_TOLERANCE_SECONDS) return 'expired';
  return 'ok';
}
