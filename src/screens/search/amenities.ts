// The amenity checkboxes of 'Filtros': the spec's catalogue (2, 'Unit detail') with the slugs the
// API resolves (server/seed/reference.ts, AMENITIES). There is no list call for amenities.
export interface AmenityOption {
  slug: string;
  name: string;
}

export const AMENITY_OPTIONS: readonly AmenityOption[] = [
  { slug: 'wifi', name: 'Wifi' },
  { slug: 'internet', name: 'Internet' },
  { slug: 'piscina', name: 'Piscina' },
  { slug: 'locker', name: 'Locker' },
  { slug: 'bicicletario', name: 'Bicicletário' },
  { slug: 'estacionamento', name: 'Estacionamento' },
  { slug: 'academia', name: 'Academia' },
];
