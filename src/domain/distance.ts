// Straight-line distance between two coordinates, floored to whole metres as the unit page shows it.

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Haversine distance in whole metres (floored): good to a metre over the few kilometres that matter here. */
export function distanceInMeters(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const dLat = rad(to.latitude - from.latitude);
  const dLon = rad(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.floor(2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(a)));
}
