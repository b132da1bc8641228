// What rooms are made of: the wall-and-floor backdrop, windows with a view, plants, lamps,
// art, rugs and furniture, each drawn at a given position in the palette's colours.
import type { Palette } from './illustration-palettes.ts';
import { c, e, FLOOR_Y, H, line, path, r, shadow, W } from './illustration-shapes.ts';
import type { Rng } from './prng.ts';

/** Wall, baseboard and a plank floor. */
export function room(p: Palette, accentPanel?: { x: number; w: number }): string {
  const planks = Array.from({ length: 8 }, (_, i) => {
    const y = FLOOR_Y + 14 + i * i * 3.2 + i * 10;
    return line(0, y, W, y, '#000', 2, 'opacity="0.07"');
  }).join('');
  const seams = Array.from({ length: 14 }, (_, i) => {
    const x = (i * 173) % W;
    const y = FLOOR_Y + 20 + ((i * 37) % 180);
    return line(x, y, x, y + 30, '#000', 2, 'opacity="0.06"');
  }).join('');
  return [
    r(0, 0, W, FLOOR_Y, 'url(#wall)'),
    accentPanel ? r(accentPanel.x, 0, accentPanel.w, FLOOR_Y, p.accentWall, 0, 'opacity="0.9"') : '',
    r(0, FLOOR_Y, W, H - FLOOR_Y, 'url(#floor)'),
    planks,
    seams,
    r(0, FLOOR_Y - 14, W, 14, '#ffffff', 0, 'opacity="0.7"'),
  ].join('');
}

function skyline(x: number, y: number, w: number, h: number, rng: Rng, tint: string): string {
  let out = '';
  let bx = x - 10;
  while (bx < x + w) {
    const bw = rng.int(40, 90);
    const bh = rng.int(Math.round(h * 0.25), Math.round(h * 0.7));
    out += r(bx, y + h - bh, bw, bh, tint, 0, 'opacity="0.55"');
    for (let wy = y + h - bh + 12; wy < y + h - 10; wy += 22) {
      for (let wx = bx + 8; wx < bx + bw - 10; wx += 16) {
        if (rng.chance(0.35)) out += r(wx, wy, 7, 10, '#fff6c9', 0, 'opacity="0.75"');
      }
    }
    bx += bw + rng.int(2, 10);
  }
  return out;
}

/** A window with sky, sun or clouds, an optional skyline, mullions and curtains. */
export function windowView(
  x: number,
  y: number,
  w: number,
  h: number,
  p: Palette,
  rng: Rng,
  opts: { skyline?: boolean; curtains?: boolean; trees?: boolean } = {},
): string {
  const clip = `clip${Math.round(x)}_${Math.round(y)}`;
  const inner = [
    r(x, y, w, h, 'url(#sky)'),
    c(x + w * 0.72, y + h * 0.28, Math.min(w, h) * 0.09, '#fff3b0', 'opacity="0.9"'),
    e(x + w * 0.3, y + h * 0.22, w * 0.12, h * 0.04, '#ffffff', 'opacity="0.8"'),
    e(x + w * 0.38, y + h * 0.2, w * 0.08, h * 0.05, '#ffffff', 'opacity="0.8"'),
    opts.skyline === false
      ? ''
      : skyline(x, y + h * 0.35, w, h * 0.65, rng, p.accent2 === '#3d405b' ? '#5b6b8c' : '#6d7f99'),
    opts.trees
      ? [0.15, 0.45, 0.8].map((f) => c(x + w * f, y + h * 0.95, w * 0.16, p.plant, 'opacity="0.9"')).join('')
      : '',
    r(x, y, w, h, 'url(#glass)', 0, 'opacity="0.25"'),
  ].join('');
  const frame = 10;
  const curtains = opts.curtains
    ? [
        path(
          `M${x - 40} ${y - 30} h70 q-10 ${h / 2} 10 ${h + 40} h-80 q14 -${h / 2} 0 -${h + 40}z`,
          p.accent2,
          'opacity="0.92"',
        ),
        path(
          `M${x + w + 40} ${y - 30} h-70 q10 ${h / 2} -10 ${h + 40} h80 q-14 -${h / 2} 0 -${h + 40}z`,
          p.accent2,
          'opacity="0.92"',
        ),
        r(x - 60, y - 40, w + 120, 10, p.metal, 5),
      ].join('')
    : '';
  return [
    `<clipPath id="${clip}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>`,
    `<g clip-path="url(#${clip})">${inner}</g>`,
    r(x - frame, y - frame, w + frame * 2, frame, '#ffffff'),
    r(x - frame, y + h, w + frame * 2, frame + 6, '#ffffff'),
    r(x - frame, y, frame, h, '#ffffff'),
    r(x + w, y, frame, h, '#ffffff'),
    r(x + w / 2 - 4, y, 8, h, '#ffffff'),
    r(x, y + h * 0.42, w, 7, '#ffffff', 0, 'opacity="0.9"'),
    curtains,
  ].join('');
}

export function plant(x: number, baseY: number, s: number, p: Palette, potColor?: string): string {
  const potW = 70 * s;
  const potH = 80 * s;
  const leaves = Array.from({ length: 9 }, (_, i) => {
    const angle = -80 + i * 20;
    const len = (70 + (i % 3) * 25) * s;
    return e(
      x,
      baseY - potH - len * 0.55,
      16 * s,
      len * 0.55,
      i % 2 ? p.plant : p.plantDark,
      `transform="rotate(${angle} ${x} ${baseY - potH})"`,
    );
  }).join('');
  return [
    shadow(x, baseY + 4, potW * 0.7, 10 * s),
    leaves,
    path(
      `M${x - potW / 2} ${baseY - potH} h${potW} l-${potW * 0.12} ${potH} h-${potW * 0.76}z`,
      potColor ?? p.accent,
    ),
  ].join('');
}

export function floorLamp(x: number, baseY: number, p: Palette): string {
  return [
    c(x, baseY - 380, 110, '#fff7d6', 'opacity="0.35"'),
    shadow(x, baseY + 2, 50, 8),
    e(x, baseY - 4, 40, 8, p.metal),
    r(x - 3, baseY - 330, 6, 330, p.metal),
    path(
      `M${x - 45} ${baseY - 330} L${x + 45} ${baseY - 330} L${x + 30} ${baseY - 410} L${x - 30} ${baseY - 410}z`,
      p.accent2,
    ),
  ].join('');
}

export function pendant(x: number, y: number, p: Palette, len = 150): string {
  return [
    line(x, 0, x, y + len, p.metal, 3),
    path(`M${x - 40} ${y + len + 40} Q${x} ${y + len - 20} ${x + 40} ${y + len + 40}z`, p.metal),
    e(x, y + len + 42, 22, 6, '#fff3b0'),
  ].join('');
}

export function artFrame(x: number, y: number, w: number, h: number, p: Palette, rng: Rng): string {
  const shapes = [
    c(x + w * rng.float(0.3, 0.7), y + h * 0.45, Math.min(w, h) * 0.25, p.accent2),
    path(
      `M${x + w * 0.1} ${y + h * 0.9} L${x + w * 0.45} ${y + h * 0.35} L${x + w * 0.8} ${y + h * 0.9}z`,
      p.accent,
      'opacity="0.85"',
    ),
    r(x + w * 0.55, y + h * 0.55, w * 0.35, h * 0.35, p.fabric, 0, 'opacity="0.8"'),
  ].join('');
  return [
    shadow(x + w / 2, y + h + 16, w * 0.45, 6, 0.08),
    r(x - 8, y - 8, w + 16, h + 16, p.woodDark, 3),
    r(x, y, w, h, '#fbfaf7'),
    `<g>${shapes}</g>`,
  ].join('');
}

export function rug(cx: number, cy: number, rx: number, ry: number, p: Palette): string {
  return [
    e(cx, cy, rx, ry, p.rug),
    e(cx, cy, rx - 18, ry - 7, 'none', `stroke="${p.accent}" stroke-width="3" opacity="0.45"`),
  ].join('');
}

export function sofa(x: number, baseY: number, w: number, p: Palette): string {
  const h = 190;
  return [
    shadow(x + w / 2, baseY + 6, w * 0.55, 16),
    r(x + 30, baseY - h, w - 60, 110, 'url(#fabric)', 26),
    r(x, baseY - 120, 70, 110, p.fabricDark, 24),
    r(x + w - 70, baseY - 120, 70, 110, p.fabricDark, 24),
    r(x + 50, baseY - 95, w - 100, 70, p.fabric, 18),
    r(x + 70, baseY - 160, 110, 80, p.accent2, 20, `transform="rotate(-6 ${x + 125} ${baseY - 120})"`),
    r(x + w - 190, baseY - 165, 110, 85, p.accent, 20),
    r(x + 20, baseY - 28, 14, 28, p.woodDark),
    r(x + w - 34, baseY - 28, 14, 28, p.woodDark),
  ].join('');
}

export function coffeeTable(cx: number, baseY: number, p: Palette): string {
  return [
    shadow(cx, baseY + 4, 120, 10),
    e(cx, baseY - 60, 130, 22, 'url(#wood)'),
    r(cx - 90, baseY - 60, 8, 60, p.woodDark),
    r(cx + 82, baseY - 60, 8, 60, p.woodDark),
    r(cx - 40, baseY - 92, 44, 26, p.accent, 4),
    c(cx + 45, baseY - 82, 16, p.accent2),
  ].join('');
}

export function bookshelf(x: number, y: number, w: number, p: Palette, rng: Rng): string {
  let out = '';
  for (let s = 0; s < 2; s++) {
    const sy = y + s * 90;
    out += r(x, sy, w, 10, p.woodDark, 2);
    let bx = x + 10;
    while (bx < x + w - 30) {
      const bw = rng.int(12, 22);
      const bh = rng.int(45, 70);
      out += r(bx, sy - bh, bw, bh, rng.pick([p.accent, p.accent2, p.fabric, p.fabricDark, '#ffffff']), 2);
      bx += bw + 3;
      if (rng.chance(0.15)) bx += 30;
    }
  }
  return out;
}

export function bed(x: number, baseY: number, w: number, p: Palette): string {
  return [
    shadow(x + w / 2, baseY + 6, w * 0.55, 16),
    r(x - 20, baseY - 330, w + 40, 200, 'url(#wood)', 18),
    r(x, baseY - 150, w, 120, '#ffffff', 14),
    r(x + 30, baseY - 200, w * 0.36, 70, '#ffffff', 22, `stroke="${p.wallBottom}" stroke-width="3"`),
    r(
      x + w - 30 - w * 0.36,
      baseY - 200,
      w * 0.36,
      70,
      '#ffffff',
      22,
      `stroke="${p.wallBottom}" stroke-width="3"`,
    ),
    r(x + w * 0.18, baseY - 185, w * 0.22, 50, p.accent2, 18),
    path(
      `M${x - 10} ${baseY - 120} Q${x + w / 2} ${baseY - 150} ${x + w + 10} ${baseY - 120} L${x + w + 16} ${baseY - 22} L${x - 16} ${baseY - 22}z`,
      'url(#fabric)',
    ),
    r(x - 16, baseY - 60, w + 32, 24, p.fabricDark, 8, 'opacity="0.7"'),
    r(x, baseY - 24, 14, 24, p.woodDark),
    r(x + w - 14, baseY - 24, 14, 24, p.woodDark),
  ].join('');
}

export function nightstand(x: number, baseY: number, p: Palette): string {
  return [
    shadow(x + 55, baseY + 4, 65, 8),
    r(x, baseY - 130, 110, 120, 'url(#wood)', 8),
    line(x + 10, baseY - 70, x + 100, baseY - 70, p.woodDark, 3),
    c(x + 55, baseY - 100, 5, p.metal),
    c(x + 55, baseY - 40, 5, p.metal),
    r(x + 8, baseY - 12, 8, 12, p.woodDark),
    r(x + 94, baseY - 12, 8, 12, p.woodDark),
    r(x + 48, baseY - 190, 14, 60, p.metal, 4),
    path(`M${x + 20} ${baseY - 190} h70 l-12 -50 h-46z`, p.accent2),
  ].join('');
}

export function chair(x: number, baseY: number, p: Palette): string {
  return [
    shadow(x + 35, baseY + 3, 40, 6),
    r(x, baseY - 150, 70, 80, p.accent, 14),
    r(x, baseY - 80, 70, 16, p.accent, 6),
    line(x + 8, baseY - 64, x, baseY, p.metal, 5),
    line(x + 62, baseY - 64, x + 70, baseY, p.metal, 5),
  ].join('');
}

export function stool(x: number, baseY: number, p: Palette): string {
  return [
    shadow(x, baseY + 3, 35, 6),
    e(x, baseY - 150, 38, 12, p.accent),
    line(x - 20, baseY - 145, x - 28, baseY, p.metal, 5),
    line(x + 20, baseY - 145, x + 28, baseY, p.metal, 5),
    line(x - 24, baseY - 60, x + 24, baseY - 60, p.metal, 4),
  ].join('');
}
