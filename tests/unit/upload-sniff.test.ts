// Uploads: file type by magic bytes, size cap, re-encoding that drops metadata, random names
// (storing them in the database: tests/api/stored-images.test.ts).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  ImageUploadError,
  newImagePath,
  reencodeImage,
  STORED_NAME,
} from '../../server/uploads/image-store.ts';
import { sniffImage } from '../../server/uploads/sniff.ts';
import { PHOTO_MAX_BYTES } from '../../src/domain/photo-limits.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('sniffImage', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0))).toBe('jpeg');
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(sniffImage(new Uint8Array([...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WEBPVP8 ')]))).toBe('webp');
  });
  it('rejects everything else, including near misses and short files', () => {
    expect(sniffImage(ascii('isto é texto'))).toBeUndefined();
    expect(sniffImage(bytes(0xff, 0xd8))).toBeUndefined();
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a))).toBeUndefined();
    expect(sniffImage(new Uint8Array([...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WAVE')]))).toBeUndefined();
    expect(sniffImage(ascii('GIF89a'))).toBeUndefined();
    expect(sniffImage(ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImage(new Uint8Array())).toBeUndefined();
  });
});

describe('reencodeImage', () => {
  const fileOf = (data: Uint8Array, name = 'foto.jpg') =>
    new File([new Uint8Array(data)], name, { type: 'image/jpeg' });

  it('re-encodes to WebP without metadata, at most 1600 px', async () => {
    const jpeg = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#884422' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'TestCam', Artist: 'Maria' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const out = await reencodeImage(fileOf(new Uint8Array(jpeg), '../../etc/passwd.jpg'));
    const meta = await sharp(out).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1600);
    expect(out.includes(Buffer.from('TestCam'))).toBe(false);
  });

  it('names each image at random, never after the client’s file', () => {
    const a = newImagePath('selfies');
    expect(a).toMatch(STORED_NAME);
    expect(newImagePath('selfies')).not.toBe(a);
    expect(newImagePath('inspections')).toMatch(/^inspections\/[0-9a-f]{32}\.webp$/);
  });

  it('refuses missing, oversized, non-image and undecodable files', async () => {
    const problem = async (value: unknown) => {
      try {
        await reencodeImage(value);
        return 'stored';
      } catch (error) {
        return error instanceof ImageUploadError ? error.problem : String(error);
      }
    };
    expect(await problem(undefined)).toBe('missing');
    expect(await problem('texto')).toBe('missing');
    expect(await problem(new File([], 'vazio.jpg'))).toBe('missing');
    const big = new Uint8Array(PHOTO_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(await problem(fileOf(big))).toBe('too-large');
    expect(await problem(fileOf(ascii('não sou uma foto')))).toBe('not-image');
    expect(await problem(fileOf(bytes(0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5)))).toBe('not-image');
  });

  it('reads only names it could have given', () => {
    expect(STORED_NAME.test('../secret.webp')).toBe(false);
    expect(STORED_NAME.test('selfies/../../x.webp')).toBe(false);
    expect(STORED_NAME.test(`selfies/${'0'.repeat(32)}.webp`)).toBe(true);
  });
});
