// Turns unit rows into the API's Apartment shape (src/api/catalogue.ts). The photos come with the
// rows (apartment-rows.ts); other related data is loaded for all the rows at once, one query per
// kind (amenities, favourites, nearby places), never one query per unit.
import type {
  Amenity,
  Apartment,
  ApartmentType,
  Enterprise,
  Image,
  PointOfInterest,
} from '../../src/api/catalogue.ts';
import { distanceInMeters } from '../../src/domain/distance.ts';
import { unitDisplayName } from '../../src/domain/unit-name.ts';
import type { DB } from '../db/connect.ts';
import type { ApartmentRow } from './apartment-rows.ts';

export interface ResourceOptions {
  /** The caller, to fill `favorited`. */
  userId?: number | undefined;
  /** Unit page: the building's nearby places (its rows carry every photo: apartmentRowsById(…, 'all')). */
  detail?: boolean;
  /** Adds amenities: {data: [...]}. */
  amenities?: boolean;
}

type PhotoRow = ApartmentRow['photos'][number];

/** Photos as the API lists them: the full images, and the same order of thumbnails. */
function imagesOf(photos: readonly PhotoRow[]): { images: Image[]; imagesThumbnail: Image[] } {
  return {
    images: photos.map((photo) => ({ image: photo.image, title: photo.title })),
    imagesThumbnail: photos.map((photo) => ({ image: photo.thumbnail, title: photo.title })),
  };
}

async function amenitiesOf(db: DB, ids: number[]): Promise<Map<number, Amenity[]>> {
  const rows = await db
    .selectFrom('apartment_amenities as aa')
    .innerJoin('amenities as m', 'm.id', 'aa.amenity_id')
    .select(['aa.apartment_id', 'm.id', 'm.name', 'm.slug'])
    .where('aa.apartment_id', 'in', ids)
    .orderBy('m.id')
    .execute();
  const byUnit = new Map<number, Amenity[]>();
  for (const { apartment_id, ...item } of rows) {
    const list = byUnit.get(apartment_id) ?? [];
    list.push(item);
    byUnit.set(apartment_id, list);
  }
  return byUnit;
}

/** apartment id → the caller's favourite id. */
async function favoritesOf(db: DB, userId: number | undefined, ids: number[]): Promise<Map<number, number>> {
  if (userId === undefined) return new Map();
  const rows = await db
    .selectFrom('favorites')
    .select(['id', 'apartment_id'])
    .where('user_id', '=', userId)
    .where('apartment_id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.apartment_id, row.id]));
}

async function placesNear(db: DB, rows: readonly ApartmentRow[]): Promise<Map<number, PointOfInterest[]>> {
  const buildings = new Map(
    rows.map((r) => [
      r.enterprise_id,
      { latitude: r.enterprise_latitude, longitude: r.enterprise_longitude },
    ]),
  );
  const places = await db
    .selectFrom('points_of_interest')
    .select(['enterprise_id', 'name', 'address', 'type', 'latitude', 'longitude'])
    .where('enterprise_id', 'in', [...buildings.keys()])
    .orderBy('id')
    .execute();
  const byBuilding = new Map<number, PointOfInterest[]>();
  for (const place of places) {
    const building = buildings.get(place.enterprise_id);
    if (!building) continue;
    const list = byBuilding.get(place.enterprise_id) ?? [];
    list.push({
      name: place.name,
      adress: place.address,
      type: place.type,
      latitude: place.latitude,
      longitude: place.longitude,
      distance: distanceInMeters(building, place),
    });
    byBuilding.set(place.enterprise_id, list);
  }
  for (const list of byBuilding.values()) list.sort((x, y) => x.distance - y.distance);
  return byBuilding;
}

export async function toApartments(db: DB, rows: readonly ApartmentRow[], options: ResourceOptions = {}) {
  if (!rows.length) return [] as Apartment[];
  const ids = rows.map((row) => row.id);
  const [amenities, favorites, places] = await Promise.all([
    options.amenities ? amenitiesOf(db, ids) : undefined,
    favoritesOf(db, options.userId, ids),
    options.detail ? placesNear(db, rows) : undefined,
  ]);
  return rows.map((row): Apartment => {
    const type: ApartmentType = { id: row.type_id, name: row.type_name, slug: row.type_slug };
    const enterprise: Enterprise = {
      id: row.enterprise_id,
      name: row.enterprise_name,
      address: row.enterprise_address,
      number: row.enterprise_number,
      neighborhood: row.enterprise_neighborhood,
      city: { name: row.city_name, state: row.state_uf },
      latitude: row.enterprise_latitude,
      longitude: row.enterprise_longitude,
      shortUrl: row.enterprise_short_url,
      ...imagesOf(row.building_photos),
      ...(places ? { pointsInterest: places.get(row.enterprise_id) ?? [] } : {}),
    };
    const favoriteId = favorites.get(row.id);
    return {
      id: row.id,
      name: row.name,
      displayName: unitDisplayName(row),
      unitNumber: row.unit_number,
      apartamentType: type,
      type,
      enterpriseId: row.enterprise_id,
      enterprise: { data: enterprise },
      isRented: !row.available,
      available: row.available,
      soon_release: row.soon_release,
      preBookable: row.pre_bookable,
      // Renewal belongs to the caller's contracts, not to the catalogue.
      canRenew: false,
      favorited: favoriteId === undefined ? null : { id: favoriteId },
      meters: row.meters,
      rooms: row.rooms,
      beds: row.single_bed + row.double_bed,
      singleBed: row.single_bed,
      doubleBed: row.double_bed,
      bathrooms: row.bathrooms,
      residents: row.residents,
      pets: row.pets_allowed,
      tour: row.tour,
      ...imagesOf(row.photos),
      ...(amenities ? { amenities: { data: amenities.get(row.id) ?? [] } } : {}),
      priceHosting: row.price_hosting,
      price: row.price_hosting,
      priceWeekly: row.price_weekly,
      priceAnnual: row.price_annual,
      pricePerDay: row.price_per_day,
      priceFees: row.price_fees,
      priceEntryCost: row.price_entry_cost,
      priceCondominium: row.price_condominium,
      priceElectricity: row.price_electricity,
      priceWater: row.price_water,
    };
  });
}

/** 'amenities,enterprise' style include lists: which optional parts were asked for. */
export function includes(list: readonly string[] | undefined) {
  return { amenities: list?.includes('amenities') ?? false };
}
