// How the unit page turns an apartment into what a person reads: its photos, address, numbers and
// links. Presentation only; prices and stay rules live in src/domain.
import type { Apartment, Enterprise, PointOfInterest } from '../../api/catalogue.ts';
import { POINT_OF_INTEREST_TYPES } from '../../api/catalogue-messages.ts';
import { formatNumber } from '../../domain/number-format.ts';

export interface Photo {
  /** Full size, for the large cell and the viewer. */
  src: string;
  /** Small version, for the small cells. */
  thumb: string;
  alt: string;
}

/** The unit's own photos first, then the building's (so the gallery fills its five cells). */
export function galleryPhotos(unit: Apartment): Photo[] {
  const building = unit.enterprise.data;
  const own = unit.images.map((img, i) => ({
    src: img.image,
    thumb: unit.imagesThumbnail[i]?.image ?? img.image,
    alt: img.title || `Foto ${i + 1} de ${unit.displayName}`,
  }));
  const shared = building.images.map((img, i) => ({
    src: img.image,
    thumb: building.imagesThumbnail[i]?.image ?? img.image,
    alt: img.title ? `${img.title} - ${building.name}` : `Foto do ${building.name}`,
  }));
  const seen = new Set<string>();
  return [...own, ...shared].filter((photo) => {
    if (seen.has(photo.src)) return false;
    seen.add(photo.src);
    return true;
  });
}

/** The street of 'Building name - Street' (the part after the first hyphen). */
export function streetOf(address: string): string {
  const at = address.indexOf(' - ');
  if (at >= 0) return address.slice(at + 3).trim();
  const hyphen = address.indexOf('-');
  return (hyphen >= 0 ? address.slice(hyphen + 1) : address).trim();
}

/** 'Rua Augusta, 1200 - Consolação, São Paulo - SP' */
export function fullAddress(building: Enterprise): string {
  const street = [streetOf(building.address), building.number].filter(Boolean).join(', ');
  return `${street} - ${building.neighborhood}, ${building.city.name} - ${building.city.state}`;
}

/** 1234 → '1.234 m' (distances arrive floored to whole metres; floored again to be sure). */
export function formatMetres(metres: number): string {
  return `${formatNumber(Math.floor(metres))} m`;
}

/** '1 banheiro', '2 banheiros'. */
export function countOf(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function streetViewUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${latitude},${longitude}`;
}

/** /book/{id}/{checkin}/{checkout}/{guests}/{slug?} with dates as 'YYYY-MM-DD'. */
export function bookingPath(
  unitId: number,
  period: { start: string; end: string },
  guests: number,
  slug?: string,
): string {
  const base = `/book/${unitId}/${period.start}/${period.end}/${guests}`;
  return slug ? `${base}/${encodeURIComponent(slug)}` : base;
}

export interface PlaceGroup {
  type: (typeof POINT_OF_INTEREST_TYPES)[number];
  places: PointOfInterest[];
}

/** Nearby places by type, in the catalogue's order of types, nearest first; empty types left out. */
export function placesByType(places: readonly PointOfInterest[]): PlaceGroup[] {
  return POINT_OF_INTEREST_TYPES.map((type) => ({
    type,
    places: places.filter((p) => p.type === type).sort((a, b) => a.distance - b.distance),
  })).filter((group) => group.places.length > 0);
}
