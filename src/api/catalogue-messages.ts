// The catalogue's messages, limits and fixed lists: plain constants with no zod and no dates, so
// screens can show them without loading the request schemas (see catalogue.ts).

/** Every message a person may read from these calls. */
export const CM = {
  page: 'O campo página deve ser um número inteiro maior que zero.',
  perPage: 'O campo por página deve ser um número inteiro entre 1 e 100.',
  order: 'A ordenação deve ser relevance, price_asc ou price_desc.',
  checkinInvalid: 'A data de check-in não é válida. Use DD/MM/AAAA ou AAAA-MM-DD.',
  checkoutInvalid: 'A data de check-out não é válida. Use DD/MM/AAAA ou AAAA-MM-DD.',
  checkinRequired: 'O campo check-in é obrigatório.',
  checkinMissing: 'Informe também a data de check-in.',
  checkoutMissing: 'Informe também a data de check-out.',
  checkinPast: 'A data de check-in não pode estar no passado.',
  checkoutOrder: 'A data de check-out deve ser posterior à data de check-in.',
  priceMin: 'O preço mínimo deve ser um valor entre 0 e 20000.',
  priceMax: 'O preço máximo deve ser um valor entre 0 e 20000.',
  priceRange: 'O preço mínimo não pode ser maior que o preço máximo.',
  people: 'O número de pessoas deve ser um número inteiro entre 0 e 12.',
  rooms: 'O número de quartos deve ser um número inteiro entre 0 e 12.',
  bathrooms: 'O número de banheiros deve ser um número inteiro entre 0 e 12.',
  pets: 'O campo pets deve ser true ou false.',
  type: 'Tipo de imóvel não encontrado.',
  amenities: 'Comodidade não encontrada.',
  enterprise: 'O empreendimento informado não é válido.',
  text: 'A busca deve ter no máximo 120 caracteres.',
  home: 'O campo home deve ser 1 ou 0.',
  unitNotFound: 'Unidade não encontrada.',
  apartmentRequired: 'O campo unidade é obrigatório.',
  apartmentUnknown: 'A unidade informada não existe.',
  favoriteNotFound: 'Favorito não encontrado.',
  notPreBookable: 'Esta unidade não está disponível para pré-reserva.',
  alreadyPreBooked: 'Você já pré-reservou esta unidade.',
  preBookingNotFound: 'Pré-reserva não encontrada.',
  contactName: 'O campo nome é obrigatório.',
  contactEmail: 'O campo Email não é válido.',
  contactMessage: 'O campo mensagem é obrigatório.',
  contactMessageLong: 'A mensagem deve ter no máximo 5000 caracteres.',
  contactThanks: 'Agradecemos o contato, responderemos o mais breve possível',
} as const;

export const PER_PAGE_MAX = 100;
export const PRICE_FILTER_MAX = 20000;
export const COUNTER_FILTER_MAX = 12;
export const FOR_YOU_SIZE = 8;
export const LIST_IMAGE_LIMIT = 5;
export const CONTACT_MESSAGE_MAX = 5000;

export const ORDERS = ['relevance', 'price_asc', 'price_desc'] as const;
export type Order = (typeof ORDERS)[number];

export const POINT_OF_INTEREST_TYPES = [
  'Metrô',
  'Banco',
  'Shopping',
  'Conveniência',
  'Universidade',
  'Escola',
  'Fitness',
  'Pet Shop',
  'Hospital',
  'Pontos de ônibus',
] as const;
