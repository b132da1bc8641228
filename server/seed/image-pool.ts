// The catalogue's image pool: names, what each picture shows, and the URL paths stored in
// the database. The pictures themselves are drawn by illustrations.ts and written by images.ts.
import { catalogueVariantUrl, FULL_PHOTO, THUMB_PHOTO } from '../../src/domain/catalogue-photos.ts';

export type SceneKind =
  | 'living'
  | 'bedroom'
  | 'kitchen'
  | 'bathroom'
  | 'studio'
  | 'facade'
  | 'house'
  | 'container'
  | 'container-interior';

export interface PoolImage {
  name: string;
  kind: SceneKind;
  /** Picks the palette and layout variant, so images of one kind differ. */
  variant: number;
  title: string;
}

const TITLES: Record<SceneKind, string> = {
  living: 'Sala de estar',
  bedroom: 'Quarto',
  kitchen: 'Cozinha',
  bathroom: 'Banheiro',
  studio: 'Studio integrado',
  facade: 'Fachada do prédio',
  house: 'Fachada da casa',
  container: 'Vila de containers',
  'container-interior': 'Interior do container',
};

const COUNTS: Record<SceneKind, number> = {
  living: 4,
  bedroom: 4,
  kitchen: 3,
  bathroom: 3,
  studio: 3,
  facade: 3,
  house: 2,
  container: 2,
  'container-interior': 2,
};

export const IMAGE_POOL: readonly PoolImage[] = (Object.keys(COUNTS) as SceneKind[]).flatMap((kind) =>
  Array.from({ length: COUNTS[kind] }, (_, i) => ({
    name: `${kind}-${i + 1}`,
    kind,
    variant: i,
    title: TITLES[kind],
  })),
);

export function poolOf(kind: SceneKind): PoolImage[] {
  return IMAGE_POOL.filter((img) => img.kind === kind);
}

/**
 * URL paths as stored in the database (the server maps /media to MEDIA_DIR): the full photo and
 * the thumbnail. The other widths of PHOTO_VARIANTS are not stored; the app derives their URLs.
 */
export function imageUrl(name: string): string {
  return catalogueVariantUrl(`${name}.webp`, FULL_PHOTO);
}
export function thumbnailUrl(name: string): string {
  return catalogueVariantUrl(`${name}.webp`, THUMB_PHOTO);
}
