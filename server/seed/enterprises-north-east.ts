// The demo buildings of the north and east zones: Santana (zona norte) and Tatuapé (zona leste).
// Ids in the data: see enterprise-seed.ts.
import type { EnterpriseSeed } from './enterprise-seed.ts';

export const SANTANA: EnterpriseSeed = {
  name: 'Tokaas Santana',
  street: 'Rua Voluntários da Pátria',
  number: '3120',
  neighborhood: 'Santana',
  postalCode: '02401000',
  lat: -23.4995,
  lon: -46.627,
  shortUrl: 'tokaas-santana',
  description:
    'Na zona norte, perto do metrô Santana e do Parque da Juventude. Casas mobiliadas com quintal e apartamentos de dois e três quartos, pensados para famílias e grupos que dividem moradia. Estacionamento e piscina.',
  nearbyStreets: [
    'Rua Voluntários da Pátria',
    'Avenida Cruzeiro do Sul',
    'Rua Alfredo Pujol',
    'Rua Doutor César',
    'Rua Leite de Morais',
    'Rua Salete',
  ],
  landmarks: [
    {
      type: 'Metrô',
      name: 'Estação Santana (Linha 1-Azul)',
      address: 'Avenida Cruzeiro do Sul, 3.173 - Santana',
      lat: -23.5026,
      lon: -46.6254,
    },
    {
      type: 'Metrô',
      name: 'Estação Carandiru (Linha 1-Azul)',
      address: 'Avenida Cruzeiro do Sul, 2.487 - Santana',
      lat: -23.5096,
      lon: -46.6249,
    },
    {
      type: 'Hospital',
      name: 'Hospital São Camilo Santana',
      address: 'Rua Voluntários da Pátria, 3.693 - Santana',
      lat: -23.4935,
      lon: -46.628,
    },
    {
      type: 'Shopping',
      name: 'Santana Center Shopping',
      address: 'Rua Voluntários da Pátria, 2.250 - Santana',
      lat: -23.5048,
      lon: -46.6262,
    },
  ],
  amenities: [3, 6],
  units: { 1: 8, 2: 5 },
  priceFactor: 0.9,
};

export const TATUAPE: EnterpriseSeed = {
  name: 'Tokaas Tatuapé',
  street: 'Rua Tuiuti',
  number: '1500',
  neighborhood: 'Tatuapé',
  postalCode: '03081000',
  lat: -23.544,
  lon: -46.5735,
  shortUrl: 'tokaas-tatuape',
  description:
    'Condomínio com área de lazer completa a poucos minutos dos shoppings Metrô Tatuapé e Boulevard. Apartamentos, studios e casas mobiliadas com piscina, academia e vaga coberta, com a Linha 3-Vermelha ao lado.',
  nearbyStreets: [
    'Rua Tuiuti',
    'Rua Itapura',
    'Rua Serra de Bragança',
    'Rua Apucarana',
    'Rua Emília Marengo',
    'Rua Cantagalo',
  ],
  landmarks: [
    {
      type: 'Metrô',
      name: 'Estação Tatuapé (Linha 3-Vermelha)',
      address: 'Rua Melo Freire, s/n - Tatuapé',
      lat: -23.5403,
      lon: -46.5767,
    },
    {
      type: 'Metrô',
      name: 'Estação Carrão (Linha 3-Vermelha)',
      address: 'Avenida Radial Leste, s/n - Carrão',
      lat: -23.5378,
      lon: -46.5648,
    },
    {
      type: 'Shopping',
      name: 'Shopping Metrô Tatuapé',
      address: 'Rua Domingos Agostim, 91 - Tatuapé',
      lat: -23.5405,
      lon: -46.5763,
    },
    {
      type: 'Shopping',
      name: 'Shopping Metrô Boulevard Tatuapé',
      address: 'Rua Gonçalves Crespo, 78 - Tatuapé',
      lat: -23.5397,
      lon: -46.5759,
    },
    {
      type: 'Universidade',
      name: 'Unicid - Campus Tatuapé',
      address: 'Rua Cesário Galeno, 448 - Tatuapé',
      lat: -23.5411,
      lon: -46.567,
    },
    {
      type: 'Hospital',
      name: 'Hospital Municipal do Tatuapé',
      address: 'Rua Coronel Luís Americano, 130 - Tatuapé',
      lat: -23.5372,
      lon: -46.5703,
    },
  ],
  amenities: [3, 6, 7],
  units: { 1: 8, 2: 2, 3: 4 },
  priceFactor: 0.92,
};
