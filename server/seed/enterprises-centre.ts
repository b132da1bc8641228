// The demo buildings of the centre (centro expandido): Bela Vista and Liberdade.
// Ids in the data: see enterprise-seed.ts.
import type { EnterpriseSeed } from './enterprise-seed.ts';

export const BELA_VISTA: EnterpriseSeed = {
  name: 'Tokaas Bela Vista',
  street: 'Rua Treze de Maio',
  number: '1100',
  neighborhood: 'Bela Vista',
  postalCode: '01327001',
  lat: -23.564,
  lon: -46.6452,
  shortUrl: 'tokaas-bela-vista',
  description:
    'No coração do Bixiga, a dez minutos a pé da Avenida Paulista. Studios compactos e apartamentos de um e dois quartos, com lavanderia compartilhada, bicicletário e portaria 24 horas. Perto dos principais hospitais da região.',
  nearbyStreets: [
    'Rua Treze de Maio',
    'Rua Rui Barbosa',
    'Rua Santo Antônio',
    'Rua Martiniano de Carvalho',
    'Avenida Brigadeiro Luís Antônio',
    'Rua dos Franceses',
  ],
  landmarks: [
    {
      type: 'Metrô',
      name: 'Estação Brigadeiro (Linha 2-Verde)',
      address: 'Avenida Paulista, 1.000 - Bela Vista',
      lat: -23.5686,
      lon: -46.6497,
    },
    {
      type: 'Metrô',
      name: 'Estação São Joaquim (Linha 1-Azul)',
      address: 'Avenida da Liberdade, 1.000 - Liberdade',
      lat: -23.5617,
      lon: -46.6389,
    },
    {
      type: 'Metrô',
      name: 'Estação Trianon-Masp (Linha 2-Verde)',
      address: 'Avenida Paulista, 1.500 - Bela Vista',
      lat: -23.5614,
      lon: -46.656,
    },
    {
      type: 'Shopping',
      name: 'Shopping Pátio Paulista',
      address: 'Rua Treze de Maio, 1.947 - Bela Vista',
      lat: -23.5708,
      lon: -46.6451,
    },
    {
      type: 'Hospital',
      name: 'Hospital Beneficência Portuguesa',
      address: 'Rua Maestro Cardim, 769 - Bela Vista',
      lat: -23.5671,
      lon: -46.6425,
    },
    {
      type: 'Hospital',
      name: 'Hospital Sírio-Libanês',
      address: 'Rua Dona Adma Jafet, 91 - Bela Vista',
      lat: -23.5574,
      lon: -46.6538,
    },
    {
      type: 'Universidade',
      name: 'Faculdade Cásper Líbero',
      address: 'Avenida Paulista, 900 - Bela Vista',
      lat: -23.5659,
      lon: -46.6521,
    },
  ],
  amenities: [4, 5],
  units: { 1: 6, 3: 10 },
  priceFactor: 1.0,
};

export const LIBERDADE: EnterpriseSeed = {
  name: 'Tokaas Liberdade',
  street: 'Rua Galvão Bueno',
  number: '480',
  neighborhood: 'Liberdade',
  postalCode: '01506000',
  lat: -23.56,
  lon: -46.6355,
  shortUrl: 'tokaas-liberdade',
  description:
    'Entre lanternas vermelhas e as lojas da Galvão Bueno, o prédio reúne studios e kitnets mobiliados para estudantes e profissionais que querem morar perto do centro. Metrô Japão-Liberdade a cinco minutos a pé.',
  nearbyStreets: [
    'Rua Galvão Bueno',
    'Rua dos Estudantes',
    'Rua Tomás Gonzaga',
    'Rua da Glória',
    'Rua Conselheiro Furtado',
    'Rua São Joaquim',
  ],
  landmarks: [
    {
      type: 'Metrô',
      name: 'Estação Japão-Liberdade (Linha 1-Azul)',
      address: 'Praça da Liberdade, s/n - Liberdade',
      lat: -23.5555,
      lon: -46.6357,
    },
    {
      type: 'Metrô',
      name: 'Estação São Joaquim (Linha 1-Azul)',
      address: 'Avenida da Liberdade, 1.000 - Liberdade',
      lat: -23.5617,
      lon: -46.6389,
    },
    {
      type: 'Shopping',
      name: 'Liberdade Plaza',
      address: 'Rua Galvão Bueno, 212 - Liberdade',
      lat: -23.5578,
      lon: -46.6352,
    },
    {
      type: 'Universidade',
      name: 'FMU - Campus Liberdade',
      address: 'Avenida da Liberdade, 899 - Liberdade',
      lat: -23.564,
      lon: -46.636,
    },
    {
      type: 'Hospital',
      name: 'Hospital Beneficência Portuguesa',
      address: 'Rua Maestro Cardim, 769 - Bela Vista',
      lat: -23.5671,
      lon: -46.6425,
    },
  ],
  amenities: [4],
  units: { 1: 4, 3: 10 },
  priceFactor: 0.95,
};
