// The demo buildings of the west zone (zona oeste): Vila Madalena, Pinheiros, Butantã and Barra Funda.
// Ids in the data: see enterprise-seed.ts.
import type { EnterpriseSeed } from './enterprise-seed.ts';

export const VILA_MADALENA: EnterpriseSeed = {
  name: 'Tokaas Vila Madalena',
  street: 'Rua Harmonia',
  number: '640',
  neighborhood: 'Vila Madalena',
  postalCode: '05435000',
  lat: -23.5558,
  lon: -46.6888,
  shortUrl: 'tokaas-vila-madalena',
  description:
    'Prédio boutique a duas quadras do Beco do Batman, cercado de ateliês, cafés e bares. Unidades mobiliadas com varanda, bicicletário coberto e lockers para entregas. Ideal para quem quer viver a vida cultural da Vila a pé.',
  nearbyStreets: [
    'Rua Harmonia',
    'Rua Fradique Coutinho',
    'Rua Aspicuelta',
    'Rua Mourato Coelho',
    'Rua Wisard',
    'Rua Girassol',
  ],
  landmarks: [
    {
      type: 'Metrô',
      name: 'Estação Vila Madalena (Linha 2-Verde)',
      address: 'Rua Heitor Penteado, 1.700 - Sumarezinho',
      lat: -23.5466,
      lon: -46.6914,
    },
    {
      type: 'Metrô',
      name: 'Estação Fradique Coutinho (Linha 4-Amarela)',
      address: 'Rua Fradique Coutinho, 361 - Pinheiros',
      lat: -23.5664,
      lon: -46.6843,
    },
    {
      type: 'Metrô',
      name: 'Estação Sumaré (Linha 2-Verde)',
      address: 'Avenida Doutor Arnaldo, 1.500 - Sumaré',
      lat: -23.5509,
      lon: -46.6777,
    },
    {
      type: 'Shopping',
      name: 'Galeria Vila Madalena',
      address: 'Rua Mourato Coelho, 1.120 - Vila Madalena',
      lat: -23.5589,
      lon: -46.6906,
    },
  ],
  amenities: [4, 5],
  units: { 1: 8, 2: 3, 3: 5 },
  priceFactor: 1.12,
};

export const PINHEIROS: EnterpriseSeed = {
  name: 'Tokaas Pinheiros',
  street: 'Rua Cardeal Arcoverde',
  number: '1450',
  neighborhood: 'Pinheiros',
  postalCode: '05407002',
  lat: -23.5652,
  lon: -46.6878,
  shortUrl: 'tokaas-pinheiros',
  description:
    'Edifício moderno entre o Largo da Batata e a Rua dos Pinheiros, a poucos minutos das estações Fradique Coutinho e Faria Lima. Academia, piscina na cobertura e coworking no térreo para quem trabalha de casa.',
  nearbyStreets: [
    'Rua Cardeal Arcoverde',
    'Rua dos Pinheiros',
    'Rua Teodoro Sampaio',
    'Rua Capote Valente',
    'Rua Artur de Azevedo',
    'Rua Joaquim Antunes',
  ],
  landmarks: [
    {
      type: 'Metrô',
      name: 'Estação Fradique Coutinho (Linha 4-Amarela)',
      address: 'Rua Fradique Coutinho, 361 - Pinheiros',
      lat: -23.5664,
      lon: -46.6843,
    },
    {
      type: 'Metrô',
      name: 'Estação Faria Lima (Linha 4-Amarela)',
      address: 'Avenida Brigadeiro Faria Lima, 1.400 - Pinheiros',
      lat: -23.5672,
      lon: -46.6936,
    },
    {
      type: 'Shopping',
      name: 'Shopping Eldorado',
      address: 'Avenida Rebouças, 3.970 - Pinheiros',
      lat: -23.5727,
      lon: -46.6966,
    },
  ],
  amenities: [3, 4, 5, 7],
  units: { 1: 10, 3: 8 },
  priceFactor: 1.15,
};

export const BUTANTA: EnterpriseSeed = {
  name: 'Tokaas Butantã',
  street: 'Rua Alvarenga',
  number: '1230',
  neighborhood: 'Butantã',
  postalCode: '05509002',
  lat: -23.57,
  lon: -46.7095,
  shortUrl: 'tokaas-butanta',
  description:
    'Vila de containers reaproveitados a cinco minutos do metrô Butantã e do portão 1 da USP. Unidades com isolamento térmico, painéis solares e horta comunitária: morar barato e sustentável perto da Cidade Universitária.',
  nearbyStreets: [
    'Rua Alvarenga',
    'Avenida Vital Brasil',
    'Rua Camargo',
    'Rua Pirajussara',
    'Avenida Corifeu de Azevedo Marques',
    'Rua Sapetuba',
  ],
  landmarks: [
    {
      type: 'Metrô',
      name: 'Estação Butantã (Linha 4-Amarela)',
      address: 'Avenida Vital Brasil, 1.000 - Butantã',
      lat: -23.5718,
      lon: -46.7081,
    },
    {
      type: 'Metrô',
      name: 'Estação Pinheiros (Linhas 4-Amarela e 9-Esmeralda)',
      address: 'Rua Capri, 145 - Pinheiros',
      lat: -23.5673,
      lon: -46.702,
    },
    {
      type: 'Shopping',
      name: 'Shopping Eldorado',
      address: 'Avenida Rebouças, 3.970 - Pinheiros',
      lat: -23.5727,
      lon: -46.6966,
    },
    {
      type: 'Universidade',
      name: 'USP - Cidade Universitária (Portão 1)',
      address: 'Rua Alvarenga, 2.500 - Butantã',
      lat: -23.5685,
      lon: -46.722,
    },
  ],
  amenities: [4, 5],
  units: { 3: 4, 4: 10 },
  priceFactor: 0.95,
  containerPark: true,
};

export const BARRA_FUNDA: EnterpriseSeed = {
  name: 'Tokaas Barra Funda',
  street: 'Rua Brigadeiro Galvão',
  number: '620',
  neighborhood: 'Barra Funda',
  postalCode: '01151000',
  lat: -23.53,
  lon: -46.661,
  shortUrl: 'tokaas-barra-funda',
  description:
    'Antigo galpão industrial convertido em vila de containers e studios, a dez minutos do Memorial da América Latina e do terminal Palmeiras-Barra Funda. Pátio com redário, bicicletário e estacionamento.',
  nearbyStreets: [
    'Rua Brigadeiro Galvão',
    'Rua Barra Funda',
    'Rua Lopes Chaves',
    'Rua Vitorino Carmilo',
    'Avenida General Olímpio da Silveira',
    'Rua Sólon',
  ],
  landmarks: [
    {
      type: 'Metrô',
      name: 'Estação Marechal Deodoro (Linha 3-Vermelha)',
      address: 'Avenida General Olímpio da Silveira, 20 - Santa Cecília',
      lat: -23.5338,
      lon: -46.656,
    },
    {
      type: 'Metrô',
      name: 'Estação Palmeiras-Barra Funda (Linha 3-Vermelha)',
      address: 'Rua Doutor Adolpho Pinto, s/n - Barra Funda',
      lat: -23.5254,
      lon: -46.667,
    },
    {
      type: 'Universidade',
      name: 'Uninove - Campus Memorial',
      address: 'Rua Doutor Adolpho Pinto, 109 - Barra Funda',
      lat: -23.5249,
      lon: -46.665,
    },
    {
      type: 'Shopping',
      name: 'Centro Comercial Barra Funda',
      address: 'Rua Barra Funda, 930 - Barra Funda',
      lat: -23.5272,
      lon: -46.6598,
    },
  ],
  amenities: [4, 5, 6],
  units: { 3: 4, 4: 12 },
  priceFactor: 0.95,
  containerPark: true,
};
