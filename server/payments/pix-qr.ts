// The QR image of a Pix payload, as a PNG data: URL the app can put in an <img> (and keep offline).
// Drawing one costs tens of milliseconds of CPU, and the same unpaid bill is rendered on every
// contract read (the app polls every 5 s while a Pix is pending), so images are kept in a small
// in-process LRU keyed by the payload.
import QRCode from 'qrcode';

const CACHE_SIZE = 500;
const cache = new Map<string, Promise<string>>();

export function pixQrDataUrl(payload: string): Promise<string> {
  const hit = cache.get(payload);
  if (hit) {
    // Refresh its place: Map keeps insertion order, the oldest is evicted first.
    cache.delete(payload);
    cache.set(payload, hit);
    return hit;
  }
  // Level M and a 4-module quiet zone: what banking apps scan reliably from a phone screen.
  const image = QRCode.toDataURL(payload, {
    errorCorrectionLevel: 'M',
    margin: 4,
    width: 320,
    type: 'image/png',
  });
  image.catch(() => cache.delete(payload));
  cache.set(payload, image);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return image;
}
