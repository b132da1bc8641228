// The illustrations' canvas and SVG primitives: shapes, soft shadows, gradients and the shared
// <defs> (wall, floor, sky, glass, fabric, wood and the corrugated, tile and subway patterns).
import { FULL_PHOTO } from '../../src/domain/catalogue-photos.ts';
import type { Palette } from './illustration-palettes.ts';

export const W = FULL_PHOTO.width;
export const H = FULL_PHOTO.height;
export const FLOOR_Y = 640;

export const r = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}" ${extra}/>`;
export const c = (cx: number, cy: number, radius: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${fill}" ${extra}/>`;
export const e = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;
export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2, extra = '') =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`;
export const shadow = (cx: number, cy: number, rx: number, ry = 14, opacity = 0.18) =>
  e(cx, cy, rx, ry, '#000', `opacity="${opacity}"`);

function linear(id: string, top: string, bottom: string, horizontal = false): string {
  const dir = horizontal ? 'x1="0" y1="0" x2="1" y2="0"' : 'x1="0" y1="0" x2="0" y2="1"';
  return `<linearGradient id="${id}" ${dir}><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

export function commonDefs(p: Palette): string {
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
