// The demo catalogue's buildings: real São Paulo neighbourhoods, streets, CEPs and approximate
// coordinates, plus the real landmarks near each one (metro stations, shopping centres,
// hospitals, universities). Places of the other types are generated near the building from
// the chains in places.ts. Coordinates are approximate (within ~100–200 m): good enough for a
// map pin and a "distance in metres" list, not for navigation.
// The buildings live in one module per zone of the city; this list fixes their order, which is
// part of the seed: the catalogue is dealt from a fixed PRNG in this order (see plan.ts).

import type { EnterpriseSeed } from './enterprise-seed.ts';
import { BELA_VISTA, LIBERDADE } from './enterprises-centre.ts';
import { SANTANA, TATUAPE } from './enterprises-north-east.ts';
import { BROOKLIN, MOEMA, VILA_MARIANA } from './enterprises-south.ts';
import { BARRA_FUNDA, BUTANTA, PINHEIROS, VILA_MADALENA } from './enterprises-west.ts';

export const ENTERPRISES: readonly EnterpriseSeed[] = [
  VILA_MADALENA,
  PINHEIROS,
  BELA_VISTA,
  LIBERDADE,
  MOEMA,
  VILA_MARIANA,
  BUTANTA,
  BARRA_FUNDA,
  SANTANA,
  TATUAPE,
  BROOKLIN,
];
