// Exterior scenes: a building facade and a village house under an open sky with trees.
import { plant } from './illustration-furniture.ts';
import type { Palette } from './illustration-palettes.ts';
import { c, e, H, line, path, r, shadow, W } from './illustration-shapes.ts';
import type { Rng } from './prng.ts';

function clouds(rng: Rng): string {
  return Array.from({ length: 4 }, () => {
    const x = rng.int(60, W - 160);
    const y = rng.int(50, 220);
    const s = rng.float(0.7, 1.3);
    return `<g opacity="0.85">${e(x, y, 70 * s, 24 * s, '#ffffff')}${e(x + 40 * s, y - 16 * s, 46 * s, 28 * s, '#ffffff')}${e(x - 34 * s, y - 8 * s, 36 * s, 20 * s, '#ffffff')}</g>`;
  }).join('');
}

export function tree(x: number, baseY: number, s: number, p: Palette): string {
  return [
    shadow(x, baseY + 4, 60 * s, 10 * s),
    r(x - 9 * s, baseY - 140 * s, 18 * s, 140 * s, p.woodDark, 4),
    c(x, baseY - 190 * s, 75 * s, p.plantDark),
    c(x - 45 * s, baseY - 160 * s, 50 * s, p.plant),
    c(x + 45 * s, baseY - 165 * s, 55 * s, p.plant),
    c(x + 10 * s, baseY - 235 * s, 45 * s, p.plant),
  ].join('');
}

export function outdoorBase(rng: Rng, groundY: number, ground: string): string {
  return [
    r(0, 0, W, groundY, 'url(#sky)'),
    c(rng.int(900, 1150), rng.int(100, 170), 56, '#fff3b0', 'opacity="0.9"'),
    clouds(rng),
    r(0, groundY, W, H - groundY, ground),
  ].join('');
}

export function facade(p: Palette, rng: Rng, variant: number): string {
  const groundY = 760;
  // Three building types: a slim tower, a wide low-rise and a modern block with a colour stripe.
  const style = variant % 3;
  const cols = [4, 5, 3][style] ?? 4;
  const bw = [560, 700, 500][style] ?? 560;
  const bx = (W - bw) / 2;
  const floors = [rng.int(7, 8), rng.int(5, 6), rng.int(7, 8)][style] ?? 7;
  const top = groundY - 110 - floors * 78;
  const body = ['#efe6d8', '#c8735a', '#e4e8ec'][style] ?? p.wallBottom;
  const colW = (bw - 40) / cols;
  let windows = '';
  for (let f = 0; f < floors; f++) {
    const wy = top + 30 + f * 78;
    for (let i = 0; i < cols; i++) {
      const wx = bx + 20 + i * colW + colW * 0.12;
      const ww = colW * 0.76;
      windows += r(wx, wy, ww, 50, rng.chance(0.3) ? '#fff1b8' : '#9fc6df', 3);
      windows += r(wx, wy, ww, 50, 'url(#glass)', 3, 'opacity="0.3"');
      if (style !== 2 && f % 2 === 0)
        windows +=
          r(wx - 6, wy + 50, ww + 12, 6, p.metal, 2) +
          line(wx - 6, wy + 38, wx + ww + 6, wy + 38, p.metal, 2);
      if (style === 1) windows += r(wx - 4, wy - 6, ww + 8, 6, '#f3ede4', 1);
    }
  }
  if (style === 2) windows += r(bx + bw - 70, top, 36, groundY - 110 - top, p.accent, 0, 'opacity="0.9"');
  const neighbours = [
    r(60, top + 120, 260, groundY - top - 120, '#c7d3de'),
    r(960, top + 60, 260, groundY - top - 60, '#cdd6cf'),
    ...Array.from({ length: 12 }, (_, i) =>
      r(90 + (i % 3) * 75, top + 150 + Math.floor(i / 3) * 110, 50, 60, '#e9f0f6', 2),
    ),
    ...Array.from({ length: 15 }, (_, i) =>
      r(990 + (i % 3) * 75, top + 90 + Math.floor(i / 3) * 110, 50, 60, '#eef3ee', 2),
    ),
  ].join('');
  return [
    outdoorBase(rng, groundY, '#9aa3a8'),
    neighbours,
    shadow(bx + bw / 2, groundY + 6, bw * 0.55, 12),
    r(bx, top, bw, groundY - top, body),
    r(bx, top, 18, groundY - top, '#000', 0, 'opacity="0.06"'),
    r(bx - 10, top - 14, bw + 20, 18, p.metal, 3),
    windows,
    // ground floor: glass entrance and awning in the brand colour
    r(bx, groundY - 110, bw, 110, p.woodDark),
    r(bx + bw / 2 - 80, groundY - 95, 160, 95, '#bfe0ef'),
    line(bx + bw / 2, groundY - 95, bx + bw / 2, groundY, p.metal, 4),
    r(bx + bw / 2 - 100, groundY - 118, 200, 22, p.accent, 4),
    r(bx + 30, groundY - 90, 130, 60, '#bfe0ef', 3),
    r(bx + bw - 160, groundY - 90, 130, 60, '#bfe0ef', 3),
    r(0, groundY + 10, W, 16, '#d9d9d9'),
    r(0, groundY + 26, W, H - groundY - 26, '#5d6468'),
    ...Array.from({ length: 8 }, (_, i) => r(40 + i * 170, groundY + 60, 90, 8, '#f2f2f2', 2)),
    tree(250, groundY + 8, 0.95, p),
    tree(1030, groundY + 8, 1.1, p),
    plant(bx + bw / 2 - 110, groundY, 0.5, p, p.metal),
    plant(bx + bw / 2 + 110, groundY, 0.5, p, p.metal),
  ].join('');
}

export function house(p: Palette, rng: Rng): string {
  const groundY = 700;
  const hx = 330;
  const hw = 620;
  const wallTop = 360;
  const body = rng.pick(['#f4e9d8', '#e9f1f4', '#f6e4df', p.wallBottom]);
  const shutter = (x: number, y: number) =>
    [
      r(x, y, 120, 110, '#a8d4ea', 4),
      r(x, y, 120, 110, 'url(#glass)', 4, 'opacity="0.35"'),
      line(x + 60, y, x + 60, y + 110, '#ffffff', 5),
      r(x - 26, y, 24, 110, p.accent, 3),
      r(x + 122, y, 24, 110, p.accent, 3),
      r(x - 10, y + 110, 140, 10, '#ffffff', 2),
    ].join('');
  const gate = { from: hx + hw / 2 - 90, to: hx + hw / 2 + 90 };
  const pickets = Array.from({ length: 40 }, (_, i) => i * 33)
    .filter((x) => x + 20 < gate.from || x > gate.to)
    .map((x) => path(`M${x} ${groundY + 70} v-70 l10 -14 l10 14 v70z`, '#ffffff'))
    .join('');
  const rail = (y: number) => r(0, y, gate.from, 10, '#ffffff') + r(gate.to, y, W - gate.to, 10, '#ffffff');
  return [
    outdoorBase(rng, groundY, p.plant),
    shadow(hx + hw / 2, groundY + 4, hw * 0.55, 12),
    r(hx + hw - 150, 200, 50, 120, '#8a5a44'),
    r(hx, wallTop, hw, groundY - wallTop, body),
    path(
      `M${hx - 40} ${wallTop + 6} L${hx + hw / 2} ${wallTop - 190} L${hx + hw + 40} ${wallTop + 6}z`,
      p.woodDark,
    ),
    path(`M${hx - 20} ${wallTop} L${hx + hw / 2} ${wallTop - 170} L${hx + hw + 20} ${wallTop}z`, '#b3563f'),
    c(hx + hw / 2, wallTop - 70, 34, '#a8d4ea', `stroke="#ffffff" stroke-width="8"`),
    shutter(hx + 60, wallTop + 70),
    shutter(hx + hw - 180, wallTop + 70),
    r(hx + hw / 2 - 60, groundY - 200, 120, 200, p.accent2 === '#3d405b' ? p.accent2 : p.woodDark, 6),
    c(hx + hw / 2 + 38, groundY - 100, 6, '#f2c94c'),
    r(hx + hw / 2 - 80, groundY - 215, 160, 16, '#ffffff', 4),
    path(
      `M${hx + hw / 2 - 60} ${groundY} L${hx + hw / 2 + 60} ${groundY} L${hx + hw / 2 + 140} ${H} L${hx + hw / 2 - 140} ${H}z`,
      '#d8c7ad',
    ),
    pickets,
    rail(groundY + 20),
    rail(groundY + 45),
    tree(160, groundY + 40, 1.15, p),
    tree(1130, groundY + 30, 0.9, p),
    e(hx + 40, groundY + 30, 70, 36, p.plantDark),
    e(hx + hw - 40, groundY + 30, 70, 36, p.plantDark),
    c(hx + 20, groundY + 12, 8, p.accent2),
    c(hx + 60, groundY + 20, 8, p.accent),
    c(hx + hw - 60, groundY + 16, 8, p.accent2),
  ].join('');
}
