// Draws the app icons (SVG → PNG with sharp). Run once after changing the logo:
// node --import tsx scripts/make-icons.ts
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const mark = (size: number, padding: number) => {
  const s = size - padding * 2;
  return `<g transform="translate(${padding} ${padding}) scale(${s / 100})">
    <path d="M50 14 L86 42 V84 a4 4 0 0 1 -4 4 H18 a4 4 0 0 1 -4 -4 V42 Z" fill="#ffffff"/>
    <rect x="40" y="56" width="20" height="32" rx="3" fill="#0f766e"/>
    <circle cx="55" cy="72" r="2" fill="#fbbf24"/>
  </g>`;
};

const svg = (
  size: number,
  maskable: boolean,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${maskable ? 0 : size * 0.22}" fill="#0f766e"/>
  ${mark(size, maskable ? size * 0.22 : size * 0.14)}
</svg>`;

await sharp(Buffer.from(svg(192, false)))
  .png()
  .toFile('public/icons/icon-192.png');
await sharp(Buffer.from(svg(512, false)))
  .png()
  .toFile('public/icons/icon-512.png');
await sharp(Buffer.from(svg(512, true)))
  .png()
  .toFile('public/icons/maskable-512.png');
await writeFile('public/icons/icon.svg', svg(64, false));
