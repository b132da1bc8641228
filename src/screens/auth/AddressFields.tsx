// Registration, part 2: the address. When the CEP is complete (9 characters with the mask) a
// postcode lookup fills state, city, street and neighbourhood; its failures are only logged
// (spec 8), so the form works the same offline. Estado lists the 27 states; Cidade searches.
import { useEffect, useRef } from 'react';
import { MASKS } from '../../domain/masks.ts';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { CityField } from './CityField.tsx';
import { type CepAddress, lookupCep } from './cep-lookup.ts';
import type { RegisterValues } from './register-model.ts';
import type { RegisterSectionProps } from './register-section.ts';
import { findCityByName, type StateOption, useStateCities, useStates } from './use-places.ts';

const CEP_LENGTH = MASKS.cep.length;

export function AddressFields({ values, change, field }: RegisterSectionProps) {
  const { states, failed } = useStates();
  useCepAutofill(values.cep, (address) =>
    change(patchFromCep(address, states, values), ['state', 'city', 'address', 'neighborhood']),
  );
  useResolveTypedCity(values, (city) => change({ city, cityText: city.name }, ['city']));

  return (
    <fieldset className="auth-fieldset">
      <legend className="auth-legend">Endereço</legend>
      <div className="auth-grid">
        <TextField
          label="CEP"
          isRequired
          mask={MASKS.cep}
          placeholder="00000-000"
          autoComplete="postal-code"
          description="Preenchemos o endereço pelo CEP quando possível."
          value={values.cep}
          onChange={(cep) => change({ cep }, ['cep'])}
          {...field('cep')}
        />
        <Select<number>
          label="Estado"
          isRequired
          options={states.map((s) => ({ id: s.id, label: s.name }))}
          value={values.stateId}
          description={failed ? 'Não foi possível carregar os estados. Verifique sua conexão.' : undefined}
          onChange={(id) => {
            const state = states.find((s) => s.id === id);
            if (!state) return;
            const keepCity = values.city?.state_id === state.id;
            change(
              {
                stateId: state.id,
                stateUf: state.uf,
                ...(keepCity ? {} : { city: null, cityText: values.city ? '' : values.cityText }),
              },
              ['state', 'city'],
            );
          }}
          {...field('state')}
        />
        <CityField
          uf={values.stateUf}
          text={values.cityText}
          city={values.city}
          onTextChange={(cityText) =>
            change({ cityText, ...(values.city && cityText !== values.city.name ? { city: null } : {}) }, [
              'city',
            ])
          }
          onChoose={(city) => {
            if (!city) return change({ city: null }, ['city']);
            const state = states.find((s) => s.id === city.state_id);
            change({ city, cityText: city.name, stateId: city.state_id, stateUf: state?.uf ?? city.state }, [
              'city',
              'state',
            ]);
          }}
          {...field('city')}
        />
        <TextField
          label="Bairro"
          autoComplete="address-level3"
          value={values.neighborhood}
          onChange={(neighborhood) => change({ neighborhood }, ['neighborhood'])}
          {...field('neighborhood')}
        />
        <TextField
          label="Endereço"
          isRequired
          autoComplete="address-line1"
          value={values.address}
          onChange={(address) => change({ address }, ['address'])}
          {...field('address')}
        />
        <TextField
          label="Número"
          inputMode="numeric"
          value={values.number}
          onChange={(number) => change({ number }, ['number'])}
          {...field('number')}
        />
        <TextField
          className="auth-span-2"
          label="Complemento"
          isRequired
          autoComplete="address-line2"
          value={values.complement}
          onChange={(complement) => change({ complement }, ['complement'])}
          {...field('complement')}
        />
      </div>
    </fieldset>
  );
}

/** Looks the CEP up once it is complete and hands over what to fill; failures only go to the console. */
function useCepAutofill(cep: string, fill: (address: CepAddress) => void): void {
  const latest = useRef(fill);
  latest.current = fill;
  useEffect(() => {
    if (cep.length !== CEP_LENGTH) return;
    const controller = new AbortController();
    lookupCep(cep, controller.signal).then(
      (address) => {
        if (address) latest.current(address);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('Consulta de CEP falhou:', error);
      },
    );
    return () => controller.abort();
  }, [cep]);
}

/** What the lookup fills: state, city, street and neighbourhood; the complement only when still empty. */
function patchFromCep(
  address: CepAddress,
  states: readonly StateOption[],
  current: RegisterValues,
): Partial<RegisterValues> {
  const patch: Partial<RegisterValues> = {};
  const state = states.find((s) => s.uf === address.uf);
  if (state) Object.assign(patch, { stateId: state.id, stateUf: state.uf });
  if (address.city) Object.assign(patch, { city: null, cityText: address.city });
  if (address.street) patch.address = address.street;
  if (address.neighborhood) patch.neighborhood = address.neighborhood;
  if (address.complement && !current.complement.trim()) patch.complement = address.complement;
  return patch;
}

/** A city name filled by the CEP (or typed in full) becomes the chosen city once the state's list is in. */
function useResolveTypedCity(
  values: RegisterValues,
  choose: (city: NonNullable<RegisterValues['city']>) => void,
) {
  const { cities } = useStateCities(values.stateUf);
  const latest = useRef(choose);
  latest.current = choose;
  const match = values.city ? undefined : findCityByName(cities, values.cityText);
  useEffect(() => {
    if (match) latest.current(match);
  }, [match]);
}
