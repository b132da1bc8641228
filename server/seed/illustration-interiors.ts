// Interior scenes: living room, bedroom, kitchen, bathroom and studio, composed from the
// furniture with a few random choices (art, books, the view).
import {
  artFrame,
  bed,
  bookshelf,
  chair,
  coffeeTable,
  floorLamp,
  nightstand,
  pendant,
  plant,
  room,
  rug,
  sofa,
  stool,
  windowView,
} from './illustration-furniture.ts';
import type { Palette } from './illustration-palettes.ts';
import { c, e, FLOOR_Y, H, line, path, r, shadow, W } from './illustration-shapes.ts';
import type { Rng } from './prng.ts';

export function living(p: Palette, rng: Rng): string {
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

export function bedroom(p: Palette, rng: Rng): string {
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

export function kitchen(p: Palette, rng: Rng): string {
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

export function bathroom(p: Palette, rng: Rng): string {
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

export function studio(p: Palette, rng: Rng): string {
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
