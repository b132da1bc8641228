// Small spherical-earth helpers: good to a metre or so over the ~2 km distances used here.

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

export function distanceMeters(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(a));
}

/** The point `meters` away from (lat, lon) towards `bearingDeg` (0 = north, 90 = east). */
export function offsetPoint(lat: number, lon: number, meters: number, bearingDeg: number): [number, number] {
  const d = meters / EARTH_RADIUS_M;
  const b = rad(bearingDeg);
  const dLat = d * Math.cos(b);
  const dLon = (d * Math.sin(b)) / Math.cos(rad(lat));
  const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
  return [round6(lat + (dLat * 180) / Math.PI), round6(lon + (dLon * 180) / Math.PI)];
}
