// The 27 federative units with their IBGE codes, and each capital's IBGE municipality code:
// shared by the seed and the app's place search (spec 2: the 27 Brazilian states).
// São Paulo's capital comes with the full São Paulo list (data/sp-cities.json).

export interface StateSeed {
  id: number;
  uf: string;
  name: string;
  capital: readonly [code: number, name: string];
}

/** In the alphabetical order of their names (pt-BR), as lists and pickers show them. */
export const STATES: readonly StateSeed[] = [
  { id: 12, uf: 'AC', name: 'Acre', capital: [1200401, 'Rio Branco'] },
  { id: 27, uf: 'AL', name: 'Alagoas', capital: [2704302, 'Maceió'] },
  { id: 16, uf: 'AP', name: 'Amapá', capital: [1600303, 'Macapá'] },
  { id: 13, uf: 'AM', name: 'Amazonas', capital: [1302603, 'Manaus'] },
  { id: 29, uf: 'BA', name: 'Bahia', capital: [2927408, 'Salvador'] },
  { id: 23, uf: 'CE', name: 'Ceará', capital: [2304400, 'Fortaleza'] },
  { id: 53, uf: 'DF', name: 'Distrito Federal', capital: [5300108, 'Brasília'] },
  { id: 32, uf: 'ES', name: 'Espírito Santo', capital: [3205309, 'Vitória'] },
  { id: 52, uf: 'GO', name: 'Goiás', capital: [5208707, 'Goiânia'] },
  { id: 21, uf: 'MA', name: 'Maranhão', capital: [2111300, 'São Luís'] },
  { id: 51, uf: 'MT', name: 'Mato Grosso', capital: [5103403, 'Cuiabá'] },
  { id: 50, uf: 'MS', name: 'Mato Grosso do Sul', capital: [5002704, 'Campo Grande'] },
  { id: 31, uf: 'MG', name: 'Minas Gerais', capital: [3106200, 'Belo Horizonte'] },
  { id: 15, uf: 'PA', name: 'Pará', capital: [1501402, 'Belém'] },
  { id: 25, uf: 'PB', name: 'Paraíba', capital: [2507507, 'João Pessoa'] },
  { id: 41, uf: 'PR', name: 'Paraná', capital: [4106902, 'Curitiba'] },
  { id: 26, uf: 'PE', name: 'Pernambuco', capital: [2611606, 'Recife'] },
  { id: 22, uf: 'PI', name: 'Piauí', capital: [2211001, 'Teresina'] },
  { id: 33, uf: 'RJ', name: 'Rio de Janeiro', capital: [3304557, 'Rio de Janeiro'] },
  { id: 24, uf: 'RN', name: 'Rio Grande do Norte', capital: [2408102, 'Natal'] },
  { id: 43, uf: 'RS', name: 'Rio Grande do Sul', capital: [4314902, 'Porto Alegre'] },
  { id: 11, uf: 'RO', name: 'Rondônia', capital: [1100205, 'Porto Velho'] },
  { id: 14, uf: 'RR', name: 'Roraima', capital: [1400100, 'Boa Vista'] },
  { id: 42, uf: 'SC', name: 'Santa Catarina', capital: [4205407, 'Florianópolis'] },
  { id: 35, uf: 'SP', name: 'São Paulo', capital: [3550308, 'São Paulo'] },
  { id: 28, uf: 'SE', name: 'Sergipe', capital: [2800308, 'Aracaju'] },
  { id: 17, uf: 'TO', name: 'Tocantins', capital: [1721000, 'Palmas'] },
];

export const SAO_PAULO_STATE_ID = 35;
export const SAO_PAULO_CITY_ID = 3550308;
