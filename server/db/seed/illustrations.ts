// Flat illustrations of interiors, facades and container units, drawn as SVG in code so the
// demo catalogue has pleasant, varied pictures without shipping binaries or using the network.
// Each scene is a front view: a wall above `FLOOR_Y`, a floor below, furniture as simple
// shapes with gradients and soft ellipse shadows. The variant picks a palette and mirrors
// every other picture, so two images of the same room never look alike.
import type { PoolImage, SceneKind } from './image-pool.ts';
import { IMAGE_SIZE } from './image-pool.ts';
import { createRng, type Rng } from './prng.ts';

const W = IMAGE_SIZE.width;
const H = IMAGE_SIZE.height;
const FLOOR_Y = 640;

interface Palette {
  wallTop: string;
  wallBottom: string;
  accentWall: string;
  floorA: string;
  floorB: string;
  accent: string;
  accent2: string;
  fabric: string;
  fabricDark: string;
  wood: string;
  woodDark: string;
  metal: string;
  skyTop: string;
  skyBottom: string;
  plant: string;
  plantDark: string;
  rug: string;
}

const PALETTES: readonly Palette[] = [
  // Warm terracotta and sand.
  {
    wallTop: '#f6ede2',
    wallBottom: '#efe0cf',
    accentWall: '#e8c9a9',
    floorA: '#c89b6d',
    floorB: '#b5875a',
    accent: '#d9734e',
    accent2: '#f2b45a',
    fabric: '#7c9c8e',
    fabricDark: '#5f7f71',
    wood: '#a8774f',
    woodDark: '#7d5538',
    metal: '#3b3b3b',
    skyTop: '#8ec5e8',
    skyBottom: '#d7eef9',
    plant: '#5c9b63',
    plantDark: '#3f7a48',
    rug: '#efd9c0',
  },
  // Cool blue and grey.
  {
    wallTop: '#eef2f6',
    wallBottom: '#e1e7ee',
    accentWall: '#c9d6e3',
    floorA: '#b9a48c',
    floorB: '#a48f78',
    accent: '#3f6fb5',
    accent2: '#f0c24b',
    fabric: '#506a8a',
    fabricDark: '#3a506d',
    wood: '#c29a72',
    woodDark: '#8f6c4a',
    metal: '#2c3440',
    skyTop: '#f6b58a',
    skyBottom: '#fde3c4',
    plant: '#4e9a72',
    plantDark: '#357a55',
    rug: '#d7dee8',
  },
  // Sage green and cream.
  {
    wallTop: '#f3f5ec',
    wallBottom: '#e6eadb',
    accentWall: '#b9cbb0',
    floorA: '#d4b28a',
    floorB: '#c09c74',
    accent: '#e07a5f',
    accent2: '#3d405b',
    fabric: '#d8c3a5',
    fabricDark: '#b9a384',
    wood: '#9c6b43',
    woodDark: '#6e4a2d',
    metal: '#333333',
    skyTop: '#7fb7d9',
    skyBottom: '#cfe7f3',
    plant: '#6a994e',
    plantDark: '#386641',
    rug: '#f2e8cf',
  },
  // Blush and navy.
  {
    wallTop: '#fbf0ee',
    wallBottom: '#f3dfdb',
    accentWall: '#243b55',
    floorA: '#caa27a',
    floorB: '#b38b63',
    accent: '#e5989b',
    accent2: '#ffb4a2',
    fabric: '#2f4858',
    fabricDark: '#1f3340',
    wood: '#b5835a',
    woodDark: '#845c3c',
    metal: '#1d1d1d',
    skyTop: '#a3c4f3',
    skyBottom: '#e3ecfb',
    plant: '#52b788',
    plantDark: '#2d6a4f',
    rug: '#f6e1da',
  },
  // Mustard and charcoal.
  {
    wallTop: '#f4f1ea',
    wallBottom: '#e7e2d6',
    accentWall: '#d9a441',
    floorA: '#8d6e52',
    floorB: '#7a5d44',
    accent: '#264653',
    accent2: '#e9c46a',
    fabric: '#e9c46a',
    fabricDark: '#c9a44a',
    wood: '#6f4e37',
    woodDark: '#4d3424',
    metal: '#262626',
    skyTop: '#90d0e8',
    skyBottom: '#e0f4fa',
    plant: '#2a9d8f',
    plantDark: '#1d7068',
    rug: '#ece4d3',
  },
  // Lavender and teal.
  {
    wallTop: '#f2f0f7',
    wallBottom: '#e4e0ef',
    accentWall: '#cdc3e6',
    floorA: '#bfa58a',
    floorB: '#a98f74',
    accent: '#2a9d8f',
    accent2: '#f4a261',
    fabric: '#8e7dbe',
    fabricDark: '#6f5fa0',
    wood: '#b08968',
    woodDark: '#7f5539',
    metal: '#2b2b2b',
    skyTop: '#ffcf99',
    skyBottom: '#fff1dc',
    plant: '#5a9e6f',
    plantDark: '#3c7a51',
    rug: '#ebe5f5',
  },
];

// ---------------------------------------------------------------- primitives

const r = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`;
const c = (cx: number, cy: number, radius: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${fill}" ${extra}/>`;
const e = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2, extra = '') =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`;
const shadow = (cx: number, cy: number, rx: number, ry = 14, opacity = 0.18) =>
  e(cx, cy, rx, ry, '#000', `opacity="${opacity}"`);

function linear(id: string, top: string, bottom: string, horizontal = false): string {
  const dir = horizontal ? 'x1="0" y1="0" x2="1" y2="0"' : 'x1="0" y1="0" x2="0" y2="1"';
  return `<linearGradient id="${id}" ${dir}><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

function commonDefs(p: Palette): string {
  return [
    linear('wall', p.wallTop, p.wallBottom),
    linear('floor', p.floorA, p.floorB),
    linear('sky', p.skyTop, p.skyBottom),
    linear('glass', '#ffffff', '#ffffff', true).replace(
      '<stop offset="1" stop-color="#ffffff"/>',
      '<stop offset="1" stop-color="#ffffff" stop-opacity="0"/>',
    ),
    linear('fabric', p.fabric, p.fabricDark),
    linear('wood', p.wood, p.woodDark),
    `<pattern id="corrugated" width="28" height="10" patternUnits="userSpaceOnUse"><rect width="28" height="10" fill="#000" opacity="0"/><rect width="6" height="10" fill="#000" opacity="0.13"/><rect x="14" width="3" height="10" fill="#fff" opacity="0.18"/></pattern>`,
    `<pattern id="tiles" width="64" height="64" patternUnits="userSpaceOnUse"><rect width="64" height="64" fill="none" stroke="#000" stroke-opacity="0.08" stroke-width="2"/></pattern>`,
    `<pattern id="subway" width="60" height="30" patternUnits="userSpaceOnUse"><rect width="60" height="30" fill="none" stroke="#000" stroke-opacity="0.09" stroke-width="2"/><line x1="30" y1="15" x2="30" y2="30" stroke="#000" stroke-opacity="0.09" stroke-width="2"/><line x1="0" y1="15" x2="60" y2="15" stroke="#000" stroke-opacity="0.09" stroke-width="2"/></pattern>`,
  ].join('');
}

/** Wall, baseboard and a plank floor. */
function room(p: Palette, accentPanel?: { x: number; w: number }): string {
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
function windowView(
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

function plant(x: number, baseY: number, s: number, p: Palette, potColor?: string): string {
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

function floorLamp(x: number, baseY: number, p: Palette): string {
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

function pendant(x: number, y: number, p: Palette, len = 150): string {
  return [
    line(x, 0, x, y + len, p.metal, 3),
    path(`M${x - 40} ${y + len + 40} Q${x} ${y + len - 20} ${x + 40} ${y + len + 40}z`, p.metal),
    e(x, y + len + 42, 22, 6, '#fff3b0'),
  ].join('');
}

function artFrame(x: number, y: number, w: number, h: number, p: Palette, rng: Rng): string {
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

function rug(cx: number, cy: number, rx: number, ry: number, p: Palette): string {
  return [
    e(cx, cy, rx, ry, p.rug),
    e(cx, cy, rx - 18, ry - 7, 'none', `stroke="${p.accent}" stroke-width="3" opacity="0.45"`),
  ].join('');
}

function sofa(x: number, baseY: number, w: number, p: Palette): string {
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

function coffeeTable(cx: number, baseY: number, p: Palette): string {
  return [
    shadow(cx, baseY + 4, 120, 10),
    e(cx, baseY - 60, 130, 22, 'url(#wood)'),
    r(cx - 90, baseY - 60, 8, 60, p.woodDark),
    r(cx + 82, baseY - 60, 8, 60, p.woodDark),
    r(cx - 40, baseY - 92, 44, 26, p.accent, 4),
    c(cx + 45, baseY - 82, 16, p.accent2),
  ].join('');
}

function bookshelf(x: number, y: number, w: number, p: Palette, rng: Rng): string {
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

function bed(x: number, baseY: number, w: number, p: Palette): string {
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

function nightstand(x: number, baseY: number, p: Palette): string {
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

function chair(x: number, baseY: number, p: Palette): string {
  return [
    shadow(x + 35, baseY + 3, 40, 6),
    r(x, baseY - 150, 70, 80, p.accent, 14),
    r(x, baseY - 80, 70, 16, p.accent, 6),
    line(x + 8, baseY - 64, x, baseY, p.metal, 5),
    line(x + 62, baseY - 64, x + 70, baseY, p.metal, 5),
  ].join('');
}

function stool(x: number, baseY: number, p: Palette): string {
  return [
    shadow(x, baseY + 3, 35, 6),
    e(x, baseY - 150, 38, 12, p.accent),
    line(x - 20, baseY - 145, x - 28, baseY, p.metal, 5),
    line(x + 20, baseY - 145, x + 28, baseY, p.metal, 5),
    line(x - 24, baseY - 60, x + 24, baseY - 60, p.metal, 4),
  ].join('');
}

// ---------------------------------------------------------------- interiors

function living(p: Palette, rng: Rng): string {
  return [
    room(p, { x: 90, w: 620 }),
    windowView(800, 110, 360, 380, p, rng, { curtains: true }),
    artFrame(200, 130, 200, 150, p, rng),
    artFrame(430, 160, 140, 110, p, rng),
    floorLamp(680, 700, p),
    rug(430, 760, 360, 60, p),
    sofa(140, 700, 540, p),
    coffeeTable(430, 790, p),
    plant(1150, 720, 1.1, p),
    plant(820, 690, 0.75, p, p.fabric),
  ].join('');
}

function bedroom(p: Palette, rng: Rng): string {
  return [
    room(p, { x: 260, w: 560 }),
    windowView(960, 120, 240, 330, p, rng, { curtains: true, skyline: rng.chance(0.5) }),
    artFrame(440, 120, 200, 120, p, rng),
    pendant(215, 40, p, 180),
    pendant(865, 40, p, 180),
    rug(540, 780, 420, 55, p),
    nightstand(160, 720, p),
    nightstand(810, 720, p),
    bed(300, 740, 480, p),
    plant(1130, 720, 0.95, p),
  ].join('');
}

function kitchen(p: Palette, rng: Rng): string {
  const counterY = 470;
  const upper = (x: number, w: number) =>
    [
      r(x, 110, w, 200, p.wallTop, 6, `stroke="${p.woodDark}" stroke-opacity="0.25" stroke-width="3"`),
      ...Array.from({ length: Math.round(w / 120) }, (_, i) => r(x + 20 + i * 120, 280, 50, 6, p.metal, 3)),
    ].join('');
  const lowerDoors = Array.from({ length: 9 }, (_, i) =>
    [
      r(40 + i * 135, counterY + 30, 125, 150, p.accent, 6),
      r(40 + i * 135 + 40, counterY + 50, 45, 6, p.metal, 3),
    ].join(''),
  ).join('');
  return [
    room(p),
    r(0, 310, W, counterY - 310, '#ffffff'),
    r(0, 310, W, counterY - 310, 'url(#subway)'),
    windowView(500, 130, 280, 300, p, rng, { skyline: rng.chance(0.5), trees: true }),
    upper(40, 420),
    upper(820, 150),
    upper(1170, 110),
    // hood and stove
    path('M1000 310 L1140 310 L1110 250 L1030 250z', p.metal),
    r(1050, 110, 40, 140, p.metal),
    r(0, counterY, W, 30, p.woodDark),
    r(0, counterY, W, 8, '#ffffff', 0, 'opacity="0.3"'),
    lowerDoors,
    r(0, counterY + 180, W, FLOOR_Y - counterY - 180, p.woodDark, 0, 'opacity="0.6"'),
    // sink and faucet
    r(570, counterY - 6, 140, 10, '#cfd6dc', 4),
    path(`M640 ${counterY - 6} v-70 q0 -20 20 -20 h20 v12 h-18 q-8 0 -8 8 v70z`, p.metal),
    // stove top, kettle, fruit bowl and herbs
    r(1000, counterY - 8, 140, 8, p.metal),
    path(`M1030 ${counterY - 8} q0 -50 40 -50 q40 0 40 50z`, p.accent2),
    path(`M200 ${counterY} q60 -50 120 0z`, '#ffffff'),
    c(240, counterY - 24, 18, p.accent2),
    c(272, counterY - 28, 18, p.accent),
    plant(420, counterY, 0.55, p, '#ffffff'),
    pendant(360, 0, p, 70),
    pendant(920, 0, p, 70),
    stool(300, 830, p),
    stool(640, 840, p),
    stool(980, 830, p),
  ].join('');
}

function bathroom(p: Palette, rng: Rng): string {
  return [
    r(0, 0, W, FLOOR_Y, p.wallTop),
    r(0, 0, W, FLOOR_Y, 'url(#tiles)'),
    r(0, 380, W, FLOOR_Y - 380, p.accentWall, 0, 'opacity="0.55"'),
    r(0, FLOOR_Y, W, H - FLOOR_Y, p.floorB),
    r(0, FLOOR_Y, W, H - FLOOR_Y, 'url(#tiles)'),
    // mirror and lights
    r(240, 110, 300, 330, p.woodDark, 150),
    r(252, 122, 276, 306, 'url(#sky)', 140, 'opacity="0.55"'),
    path('M300 200 L420 140 L440 160 L320 230z', '#ffffff', 'opacity="0.5"'),
    c(200, 200, 14, '#fff3b0'),
    c(580, 200, 14, '#fff3b0'),
    // vanity with vessel sink
    shadow(390, FLOOR_Y + 10, 210, 12),
    r(190, 500, 400, 26, '#ffffff', 6),
    r(210, 526, 360, 100, 'url(#wood)', 8),
    line(390, 536, 390, 616, p.woodDark, 3),
    e(390, 496, 90, 22, '#ffffff', `stroke="${p.wallBottom}" stroke-width="3"`),
    path('M380 476 v-50 q0 -14 14 -14 h34 v10 h-30 v54z', p.metal),
    plant(540, 500, 0.45, p, '#ffffff'),
    // shower: glass, tiles and head
    r(760, 40, 440, FLOOR_Y - 40, p.accentWall, 0, 'opacity="0.35"'),
    r(760, 40, 440, FLOOR_Y - 40, 'url(#subway)'),
    line(1080, 40, 1080, 150, p.metal, 6),
    path('M1040 150 h80 l-10 20 h-60z', p.metal),
    ...Array.from({ length: 14 }, (_, i) =>
      line(
        1055 + (i % 7) * 10,
        180 + Math.floor(i / 7) * 40,
        1050 + (i % 7) * 12,
        220 + Math.floor(i / 7) * 40,
        '#9ad0ec',
        3,
        'opacity="0.6"',
      ),
    ),
    r(760, 40, 14, FLOOR_Y - 40, p.metal),
    r(774, 40, 200, FLOOR_Y - 40, '#dff3fb', 0, 'opacity="0.35"'),
    path('M800 120 L900 60 L920 80 L820 150z', '#ffffff', 'opacity="0.45"'),
    // towel bar
    r(630, 300, 100, 8, p.metal, 4),
    r(640, 304, 80, 150, p.accent, 8),
    r(640, 420, 80, 10, '#ffffff', 0, 'opacity="0.6"'),
    rug(390, 740, 180, 30, p),
    rng.chance(0.5) ? plant(1000, 760, 0.8, p) : plant(80, 760, 0.8, p),
  ].join('');
}

function studio(p: Palette, rng: Rng): string {
  return [
    room(p, { x: 0, w: 470 }),
    windowView(530, 110, 250, 340, p, rng, { curtains: true }),
    artFrame(150, 140, 170, 120, p, rng),
    bed(80, 760, 380, p),
    // kitchenette
    bookshelf(880, 180, 360, p, rng),
    r(860, 470, 400, 24, p.woodDark),
    r(870, 494, 380, 146, p.accent, 6),
    line(1060, 504, 1060, 630, '#000', 2, 'opacity="0.2"'),
    path('M1000 470 v-60 q0 -16 16 -16 h24 v10 h-22 v66z', p.metal),
    path('M1150 470 q0 -40 36 -40 q36 0 36 40z', p.accent2),
    pendant(1060, 0, p, 120),
    // table for two
    shadow(700, 800, 120, 10),
    c(700, 640, 80, 'url(#wood)'),
    r(694, 640, 12, 160, p.metal),
    e(700, 800, 50, 8, p.metal),
    chair(560, 800, p),
    chair(780, 800, p),
    plant(1190, 800, 0.9, p),
  ].join('');
}

// ---------------------------------------------------------------- exteriors

function clouds(rng: Rng): string {
  return Array.from({ length: 4 }, () => {
    const x = rng.int(60, W - 160);
    const y = rng.int(50, 220);
    const s = rng.float(0.7, 1.3);
    return `<g opacity="0.85">${e(x, y, 70 * s, 24 * s, '#ffffff')}${e(x + 40 * s, y - 16 * s, 46 * s, 28 * s, '#ffffff')}${e(x - 34 * s, y - 8 * s, 36 * s, 20 * s, '#ffffff')}</g>`;
  }).join('');
}

function tree(x: number, baseY: number, s: number, p: Palette): string {
  return [
    shadow(x, baseY + 4, 60 * s, 10 * s),
    r(x - 9 * s, baseY - 140 * s, 18 * s, 140 * s, p.woodDark, 4),
    c(x, baseY - 190 * s, 75 * s, p.plantDark),
    c(x - 45 * s, baseY - 160 * s, 50 * s, p.plant),
    c(x + 45 * s, baseY - 165 * s, 55 * s, p.plant),
    c(x + 10 * s, baseY - 235 * s, 45 * s, p.plant),
  ].join('');
}

function outdoorBase(rng: Rng, groundY: number, ground: string): string {
  return [
    r(0, 0, W, groundY, 'url(#sky)'),
    c(rng.int(900, 1150), rng.int(100, 170), 56, '#fff3b0', 'opacity="0.9"'),
    clouds(rng),
    r(0, groundY, W, H - groundY, ground),
  ].join('');
}

function facade(p: Palette, rng: Rng, variant: number): string {
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

function house(p: Palette, rng: Rng): string {
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

function containerBox(
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  p: Palette,
  withWindow: boolean,
): string {
  return [
    r(x, y, w, h, color, 3),
    r(x, y, w, h, 'url(#corrugated)', 3),
    r(x, y, w, 10, '#000', 0, 'opacity="0.15"'),
    r(x, y + h - 10, w, 10, '#000', 0, 'opacity="0.2"'),
    r(x, y, 10, h, '#000', 0, 'opacity="0.12"'),
    r(x + w - 10, y, 10, h, '#000', 0, 'opacity="0.12"'),
    withWindow
      ? [
          r(x + w * 0.18, y + h * 0.2, w * 0.5, h * 0.55, p.metal, 3),
          r(x + w * 0.18 + 6, y + h * 0.2 + 6, w * 0.5 - 12, h * 0.55 - 12, '#f7d89a', 2),
          r(
            x + w * 0.18 + 6,
            y + h * 0.2 + 6,
            w * 0.5 - 12,
            h * 0.55 - 12,
            'url(#glass)',
            2,
            'opacity="0.4"',
          ),
          line(x + w * 0.43, y + h * 0.2, x + w * 0.43, y + h * 0.75, p.metal, 4),
        ].join('')
      : [
          r(x + w * 0.72, y + h * 0.15, w * 0.16, h * 0.85 - 10, p.woodDark, 3),
          c(x + w * 0.74 + 6, y + h * 0.6, 4, '#f2c94c'),
        ].join(''),
  ].join('');
}

function containerPark(p: Palette, rng: Rng): string {
  const groundY = 720;
  const colors = rng.shuffle(['#d1495b', '#edae49', '#00798c', '#30638e', '#6a994e', '#f4a261']);
  const lights = Array.from({ length: 16 }, (_, i) =>
    c(60 + i * 76, 300 + Math.sin(i / 2.5) * 18 + 18, 7, '#fff3b0', `stroke="#f2c94c" stroke-width="2"`),
  ).join('');
  return [
    outdoorBase(rng, groundY, '#b7a58a'),
    r(0, groundY, W, H - groundY, '#000', 0, 'opacity="0.05"'),
    tree(120, groundY, 1.2, p),
    tree(1180, groundY, 1.05, p),
    shadow(640, groundY + 8, 520, 16),
    containerBox(180, groundY - 190, 420, 190, colors[0] ?? '#d1495b', p, true),
    containerBox(620, groundY - 190, 460, 190, colors[1] ?? '#edae49', p, false),
    containerBox(330, groundY - 380, 440, 190, colors[2] ?? '#00798c', p, true),
    // deck, railing and stairs to the upper unit
    r(770, groundY - 200, 300, 14, p.woodDark),
    ...Array.from({ length: 8 }, (_, i) =>
      line(780 + i * 40, groundY - 280, 780 + i * 40, groundY - 200, p.metal, 4),
    ),
    line(770, groundY - 280, 1070, groundY - 280, p.metal, 5),
    path(`M1080 ${groundY - 200} L1180 ${groundY} L1160 ${groundY} L1062 ${groundY - 186}z`, p.metal),
    `<polyline points="${Array.from({ length: 16 }, (_, i) => `${60 + i * 76},${300 + Math.sin(i / 2.5) * 18 + 10}`).join(' ')}" fill="none" stroke="${p.metal}" stroke-width="2"/>`,
    lights,
    r(0, groundY + 40, W, 40, p.woodDark, 0, 'opacity="0.85"'),
    ...Array.from({ length: 16 }, (_, i) =>
      line(i * 80, groundY + 40, i * 80, groundY + 80, '#000', 2, 'opacity="0.25"'),
    ),
    plant(230, groundY + 40, 0.7, p),
    plant(640, groundY + 40, 0.6, p, p.metal),
    plant(1000, groundY + 40, 0.75, p),
  ].join('');
}

function containerInterior(p: Palette, rng: Rng): string {
  return [
    r(0, 0, W, FLOOR_Y, '#f7f7f4'),
    r(0, 0, W, FLOOR_Y, 'url(#corrugated)', 0, 'opacity="0.6"'),
    r(0, 0, W, 40, p.metal, 0, 'opacity="0.85"'),
    r(0, FLOOR_Y, W, H - FLOOR_Y, 'url(#floor)'),
    ...Array.from({ length: 10 }, (_, i) =>
      line(0, FLOOR_Y + 20 + i * 22, W, FLOOR_Y + 20 + i * 22, '#000', 2, 'opacity="0.07"'),
    ),
    windowView(420, 110, 440, 360, p, rng, { skyline: false, trees: true }),
    pendant(300, 40, p, 90),
    pendant(980, 40, p, 90),
    // desk with laptop and chair
    shadow(1020, FLOOR_Y + 100, 180, 10),
    r(880, 560, 300, 18, 'url(#wood)', 4),
    r(895, 578, 10, 170, p.metal),
    r(1155, 578, 10, 170, p.metal),
    path('M960 560 l20 -70 h110 l-20 70z', p.metal),
    r(945, 556, 150, 6, '#9aa3a8', 2),
    chair(990, 830, p),
    // sofa bed
    sofa(60, 800, 420, p),
    plant(1210, 800, 0.8, p),
    rug(640, 790, 200, 40, p),
  ].join('');
}

// ---------------------------------------------------------------- entry point

const SCENES: Record<SceneKind, (p: Palette, rng: Rng, variant: number) => string> = {
  living,
  bedroom,
  kitchen,
  bathroom,
  studio,
  facade,
  house,
  container: containerPark,
  'container-interior': containerInterior,
};

/** The SVG document for one pool image. */
export function illustrationSvg(img: PoolImage): string {
  const seed = [...img.name].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0, 2166136261);
  const rng = createRng(seed);
  // Consecutive variants of a kind get consecutive palettes, so up to six never repeat one.
  const palette = PALETTES[(img.variant + img.kind.length) % PALETTES.length] as Palette;
  const scene = SCENES[img.kind](palette, rng, img.variant);
  // Mirroring every other variant doubles the layouts for free (the scenes hold no text).
  const mirrored = img.variant % 2 === 1 ? `transform="translate(${W} 0) scale(-1 1)"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${commonDefs(palette)}</defs><g ${mirrored}>${scene}</g></svg>`;
}
