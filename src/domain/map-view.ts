// Where the search and unit maps look (spec 9, 'Map'): São Paulo at zoom 12 by default; with
// markers, the view that fits them all, its zoom clamped between 8 and 15. Web Mercator maths
// (the projection of OpenStreetMap tiles), so the fit matches what the tiles show.

export type LatLng = readonly [latitude: number, longitude: number];

export const MAP_DEFAULT_CENTER: LatLng = [-23.5505, -46.6333];
export const MAP_DEFAULT_ZOOM = 12;
export const MAP_FIT_MIN_ZOOM = 8;
export const MAP_FIT_MAX_ZOOM = 15;

const TILE = 256;

/** Longitude and latitude as Web Mercator x/y in [0, 1] (y grows southwards). */
function project([lat, lng]: LatLng): [number, number] {
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return [(lng + 180) / 360, 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)];
}

function unproject([x, y]: [number, number]): LatLng {
  const lng = x * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
  return [lat, lng];
}

export interface MapViewState {
  center: LatLng;
  zoom: number;
}

export interface FitOptions {
  /** Size of the map on screen, in CSS pixels. */
  width: number;
  height: number;
  /** Room kept free around the markers on each side, in pixels (so pins are not cut off). */
  padding?: number;
}

/**
 * The view that shows every point: centred on their bounding box, at the largest whole zoom that
 * fits it in the map, then clamped to [8, 15]. No points (or no size yet) → the default view.
 */
export function fitView(
  points: readonly LatLng[],
  { width, height, padding = 48 }: FitOptions,
): MapViewState {
  if (points.length === 0 || width <= 0 || height <= 0) {
    return { center: MAP_DEFAULT_CENTER, zoom: MAP_DEFAULT_ZOOM };
  }
  const projected = points.map(project);
  const xs = projected.map(([x]) => x);
  const ys = projected.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const center = unproject([(minX + maxX) / 2, (minY + maxY) / 2]);
  const usableWidth = Math.max(width - 2 * padding, 1);
  const usableHeight = Math.max(height - 2 * padding, 1);
  // At zoom z the world is TILE·2^z pixels wide; a single point fits at any zoom (→ the maximum).
  const zoomFor = (span: number, pixels: number) =>
    span > 0 ? Math.log2(pixels / (span * TILE)) : Number.POSITIVE_INFINITY;
  const fitted = Math.floor(Math.min(zoomFor(maxX - minX, usableWidth), zoomFor(maxY - minY, usableHeight)));
  return { center, zoom: clampFitZoom(fitted) };
}

export function clampFitZoom(zoom: number): number {
  return Math.min(MAP_FIT_MAX_ZOOM, Math.max(MAP_FIT_MIN_ZOOM, zoom));
}
