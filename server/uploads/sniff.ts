// What an uploaded file really is, read from its first bytes (its magic number), never from the
// name or the Content-Type the client sent: a '.jpg' that holds text is not an image.

export type ImageKind = 'jpeg' | 'png' | 'webp';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = [0x52, 0x49, 0x46, 0x46]; // 'RIFF'
const WEBP = [0x57, 0x45, 0x42, 0x50]; // 'WEBP', after the 4-byte RIFF size

export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp';
  return undefined;
}
