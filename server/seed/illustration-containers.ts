// Container units: the park of stacked containers seen from outside and a container's interior.
import { outdoorBase, tree } from './illustration-exteriors.ts';
import { chair, pendant, plant, rug, sofa, windowView } from './illustration-furniture.ts';
import type { Palette } from './illustration-palettes.ts';
import { c, FLOOR_Y, H, line, path, r, shadow, W } from './illustration-shapes.ts';
import type { Rng } from './prng.ts';

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

export function containerPark(p: Palette, rng: Rng): string {
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

export function containerInterior(p: Palette, rng: Rng): string {
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
