// The demo buildings of the south zone (zona sul): Moema, Vila Mariana and Brooklin.
// Ids in the data: see enterprise-seed.ts.
import type { EnterpriseSeed } from './enterprise-seed.ts';

export const MOEMA: EnterpriseSeed = {
  name: 'Tokaas Moema',
  street: 'Alameda dos Maracatins',
  number: '820',
  neighborhood: 'Moema',
  postalCode: '04089001',
  lat: -23.606,
  lon: -46.665,
  shortUrl: 'tokaas-moema',
  description:
    'Rua arborizada e tranquila a poucas quadras do Parque Ibirapuera e do Shopping Ibirapuera. Apartamentos amplos e casas com quintal, piscina aquecida, academia e vaga de garagem. Metrô Moema (Linha 5-Lilás) a pé.',
  nearbyStreets: [
    'Alameda dos Maracatins',
    'Avenida Ibirapuera',
    'Alameda dos Jurupis',
    'Avenida Moema',
    'Alameda dos Nhambiquaras',
    'Alameda dos Anapurus',
  ],
  landmarks: [
    {
      type: 'Metrô',
      name: 'Estação Moema (Linha 5-Lilás)',
      address: 'Avenida Ibirapuera, 2.600 - Moema',
      lat: -23.602,
      lon: -46.6626,
    },
    {
      type: 'Metrô',
      name: 'Estação Eucaliptos (Linha 5-Lilás)',
      address: 'Avenida Ibirapuera, 3.000 - Moema',
      lat: -23.6096,
      lon: -46.6674,
    },
    {
      type: 'Shopping',
      name: 'Shopping Ibirapuera',
      address: 'Avenida Ibirapuera, 3.103 - Moema',
      lat: -23.6103,
      lon: -46.6665,
    },
    {
      type: 'Hospital',
      name: 'Hospital Alvorada Moema',
      address: 'Avenida Ministro Gabriel de Rezende Passos, 550 - Moema',
      lat: -23.6012,
      lon: -46.6702,
    },
  ],
  amenities: [3, 6, 7],
  units: { 1: 10, 2: 2, 3: 2 },
  priceFactor: 1.15,
};

export const VILA_MARIANA: EnterpriseSeed = {
  name: 'Tokaas Vila Mariana',
  street: 'Rua Joaquim Távora',
  number: '910',
  neighborhood: 'Vila Mariana',
  postalCode: '04015011',
  lat: -23.5872,
  lon: -46.638,
  shortUrl: 'tokaas-vila-mariana',
  description:
    'A três minutos da estação Vila Mariana, perto da ESPM, da Unifesp e da Cinemateca. Apartamentos e studios com academia no térreo e bicicletário, numa das regiões mais bem servidas de transporte da cidade.',
  nearbyStreets: [
    'Rua Joaquim Távora',
    'Rua Domingos de Morais',
    'Rua França Pinto',
    'Rua Vergueiro',
    'Rua Áurea',
    'Rua Humberto I',
  ],
  landmarks: [
    {
      type: 'Metrô',
      name: 'Estação Vila Mariana (Linha 1-Azul)',
      address: 'Rua Domingos de Morais, 1.000 - Vila Mariana',
      lat: -23.589,
      lon: -46.6348,
    },
    {
      type: 'Metrô',
      name: 'Estação Ana Rosa (Linhas 1-Azul e 2-Verde)',
      address: 'Rua Vergueiro, 1.400 - Vila Mariana',
      lat: -23.5812,
      lon: -46.6385,
    },
    {
      type: 'Metrô',
      name: 'Estação Santa Cruz (Linhas 1-Azul e 5-Lilás)',
      address: 'Rua Domingos de Morais, 2.564 - Vila Mariana',
      lat: -23.599,
      lon: -46.6366,
    },
    {
      type: 'Shopping',
      name: 'Shopping Metrô Santa Cruz',
      address: 'Rua Domingos de Morais, 2.564 - Vila Mariana',
      lat: -23.5987,
      lon: -46.637,
    },
    {
      type: 'Universidade',
      name: 'ESPM - Campus Prof. Francisco Gracioso',
      address: 'Rua Dr. Álvaro Alvim, 123 - Vila Mariana',
      lat: -23.5853,
      lon: -46.6355,
    },
    {
      type: 'Universidade',
      name: 'Unifesp - Escola Paulista de Medicina',
      address: 'Rua Botucatu, 740 - Vila Clementino',
      lat: -23.5985,
      lon: -46.6418,
    },
    {
      type: 'Hospital',
      name: 'Hospital São Paulo (Unifesp)',
      address: 'Rua Napoleão de Barros, 715 - Vila Clementino',
      lat: -23.5982,
      lon: -46.6428,
    },
  ],
  amenities: [5, 7],
  units: { 1: 8, 3: 7 },
  priceFactor: 1.0,
};

export const BROOKLIN: EnterpriseSeed = {
  name: 'Tokaas Brooklin',
  street: 'Rua Joaquim Nabuco',
  number: '700',
  neighborhood: 'Brooklin',
  postalCode: '04621000',
  lat: -23.617,
  lon: -46.685,
  shortUrl: 'tokaas-brooklin',
  description:
    'Perto dos escritórios da Berrini e da Chucri Zaidan, com fácil acesso à Avenida Santo Amaro e à Linha 5-Lilás. Apartamentos com varanda gourmet, casas de vila e dois containers no jardim, com piscina, academia e garagem.',
  nearbyStreets: [
    'Rua Joaquim Nabuco',
    'Avenida Santo Amaro',
    'Rua Princesa Isabel',
    'Rua Barão do Triunfo',
    'Rua Nebraska',
    'Rua Texas',
  ],
  landmarks: [
    {
      type: 'Metrô',
      name: 'Estação Brooklin (Linha 5-Lilás)',
      address: 'Avenida Santo Amaro, 4.500 - Brooklin',
      lat: -23.6262,
      lon: -46.6876,
    },
    {
      type: 'Metrô',
      name: 'Estação Campo Belo (Linha 5-Lilás)',
      address: 'Avenida Santo Amaro, 3.400 - Campo Belo',
      lat: -23.6194,
      lon: -46.6735,
    },
    {
      type: 'Shopping',
      name: 'Shopping D&D',
      address: 'Avenida das Nações Unidas, 12.555 - Brooklin',
      lat: -23.6097,
      lon: -46.6935,
    },
  ],
  amenities: [3, 6, 7],
  units: { 1: 9, 2: 3, 4: 2 },
  priceFactor: 1.12,
};
