// A unit row's prices as the pricing rule (src/domain/pricing.ts) reads them: one mapping for the
// hire and for the seeded contracts.
import type { UnitPrices } from '../../src/domain/pricing.ts';

export interface UnitPriceColumns {
  price_hosting: number;
  price_per_day: number;
  price_entry_cost: number;
  price_condominium: number;
  price_electricity: number;
  price_water: number;
}

export const unitPricesOf = (unit: UnitPriceColumns): UnitPrices => ({
  priceHosting: unit.price_hosting,
  pricePerDay: unit.price_per_day,
  priceEntryCost: unit.price_entry_cost,
  priceCondominium: unit.price_condominium,
  priceElectricity: unit.price_electricity,
  priceWater: unit.price_water,
});
