// The shape of one demo building: where it is, what is near it, which units and amenities it has.
// Unit type ids (see reference.ts): 1 apartamento, 2 casa mobiliada, 3 studio/kitnet, 4 container.
// Amenity ids: 1 Wifi, 2 Internet, 3 Piscina, 4 Locker, 5 Bicicletário, 6 Estacionamento, 7 Academia.
import type { PointOfInterestType } from '../db/schema.ts';
import type { ApartmentTypeId } from './reference.ts';

export interface LandmarkSeed {
  type: PointOfInterestType;
  name: string;
  address: string;
  lat: number;
  lon: number;
}

/** How many units of each type the building has. */
export type UnitMix = Partial<Record<ApartmentTypeId, number>>;

export interface EnterpriseSeed {
  name: string;
  /** The part after the hyphen in enterprises.address. */
  street: string;
  number: string;
  neighborhood: string;
  postalCode: string;
  lat: number;
  lon: number;
  shortUrl: string;
  description: string;
  /** Real streets nearby, for the addresses of generated places. */
  nearbyStreets: readonly string[];
  landmarks: readonly LandmarkSeed[];
  /** Amenity ids the building offers (units pick from these plus Wifi/Internet). */
  amenities: readonly number[];
  units: UnitMix;
  /** Multiplies the base rent: location premium or discount. */
  priceFactor: number;
  /** Whether the facade pictures are containers rather than a building. */
  containerPark?: boolean;
}
