// The demo catalogue's buildings: real São Paulo neighbourhoods, streets, CEPs and approximate
// coordinates, plus the real landmarks near each one (metro stations, shopping centres,
// hospitals, universities). Places of the other types are generated near the building from
// the chains in places.ts. Coordinates are approximate (within ~100–200 m): good enough for a
// map pin and a "distance in metres" list, not for navigation.
import type { PointOfInterestType } from '../schema.ts';
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

// Unit type ids (see reference.ts): 1 apartamento, 2 casa mobiliada, 3 studio/kitnet, 4 container.
// Amenity ids: 1 Wifi, 2 Internet, 3 Piscina, 4 Locker, 5 Bicicletário, 6 Estacionamento, 7 Academia.
export const ENTERPRISES: readonly EnterpriseSeed[] = [
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
];
