// Flat illustrations of interiors, facades and container units, drawn as SVG in code so the
// demo catalogue has pleasant, varied pictures without shipping binaries or using the network.
// Each scene is a front view: a wall above `FLOOR_Y`, a floor below, furniture as simple
// shapes with gradients and soft ellipse shadows. The variant picks a palette and mirrors
// every other picture, so two images of the same room never look alike.
// Palettes, primitives, furniture and the scenes of each kind live in their illustration-*.ts modules.
import { containerInterior, containerPark } from './illustration-containers.ts';
import { facade, house } from './illustration-exteriors.ts';
import { bathroom, bedroom, kitchen, living, studio } from './illustration-interiors.ts';
import { PALETTES, type Palette } from './illustration-palettes.ts';
import { commonDefs, H, W } from './illustration-shapes.ts';
import type { PoolImage, SceneKind } from './image-pool.ts';
import { createRng, type Rng } from './prng.ts';

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
