// The profile's address: CEP (a complete CEP typed by the person fills state, city, street and
// neighbourhood through the postcode lookup; failures are only logged, spec 8), Estado (the 27
// states, known without the network), Cidade (search by name), then street, number and complement.
import { useEffect, useRef } from 'react';
import { searchCities } from '../../api/user-calls.ts';
import { STATES } from '../../domain/brazil-states.ts';
import { MASKS } from '../../domain/masks.ts';
import { searchName } from '../../domain/search-text.ts';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { type CepAddress, lookupCep } from '../auth/cep-lookup.ts';
import type { FieldState } from '../auth/register-section.ts';
import { ProfileCityField } from './ProfileCityField.tsx';
import type { ChosenCity, ProfileField, ProfileValues } from './profile-model.ts';

const STATE_OPTIONS = STATES.map((s) => ({ id: s.id, label: s.name }));

export interface ProfileSectionProps {
  values: ProfileValues;
  change: (patch: Partial<ProfileValues>, fields: readonly ProfileField[]) => void;
  field: (name: ProfileField) => FieldState;
}

export function ProfileAddressFields({ values, change, field }: ProfileSectionProps) {
  useCepAutofill(values.cep, async (address) => {
    const state = STATES.find((s) => s.uf === address.uf);
    const city = address.city ? await findCity(address.city, address.uf) : undefined;
    change(
      {
        ...(state ? { stateId: state.id } : {}),
        ...(city
          ? { city, cityText: city.name }
          : address.city
            ? { city: null, cityText: address.city }
            : {}),
        ...(address.street ? { address: address.street } : {}),
        ...(address.neighborhood ? { neighborhood: address.neighborhood } : {}),
        ...(address.complement && !values.complement.trim() ? { complement: address.complement } : {}),
      },
      ['state', 'city', 'address', 'neighborhood'],
    );
  });

  return (
    <fieldset className="profile-fieldset">
      <legend className="profile-legend">Endereço</legend>
      <div className="profile-grid">
        <TextField
          label="CEP"
          isRequired
          mask={MASKS.cep}
          placeholder="00000-000"
          autoComplete="postal-code"
          description="Ao digitar o CEP, preenchemos o endereço quando possível."
          value={values.cep}
          onChange={(cep) => change({ cep }, ['cep'])}
          {...field('cep')}
        />
        <Select<number>
          label="Estado"
          isRequired
          options={STATE_OPTIONS}
          value={values.stateId}
          onChange={(id) => {
            if (id === null) return;
            const keepCity = values.city?.state_id === id;
            change({ stateId: id, ...(keepCity ? {} : { city: null, cityText: '' }) }, ['state', 'city']);
          }}
          {...field('state')}
        />
        <ProfileCityField
          text={values.cityText}
          city={values.city}
          onTextChange={(cityText) =>
            change({ cityText, ...(values.city && cityText !== values.city.name ? { city: null } : {}) }, [
              'city',
            ])
          }
          onChoose={(city) => {
            // Leaving the field with no city chosen: the typed text goes (spec 5).
            if (!city) return change({ city: null, cityText: '' }, ['city']);
            change({ city, cityText: city.name, stateId: city.state_id }, ['city', 'state']);
          }}
          {...field('city')}
        />
        <TextField
          label="Bairro"
          isRequired
          autoComplete="address-level3"
          value={values.neighborhood}
          onChange={(neighborhood) => change({ neighborhood }, ['neighborhood'])}
          {...field('neighborhood')}
        />
        <TextField
          className="profile-span-2"
          label="Endereço"
          isRequired
          autoComplete="address-line1"
          value={values.address}
          onChange={(address) => change({ address }, ['address'])}
          {...field('address')}
        />
        <TextField
          label="Número"
          isRequired
          inputMode="numeric"
          value={values.number}
          onChange={(number) => change({ number }, ['number'])}
          {...field('number')}
        />
        <TextField
          label="Complemento"
          autoComplete="address-line2"
          value={values.complement}
          onChange={(complement) => change({ complement }, ['complement'])}
          {...field('complement')}
        />
      </div>
    </fieldset>
  );
}

/** The city of a lookup answer among the server's cities (same name, same state). */
async function findCity(name: string, uf: string): Promise<ChosenCity | undefined> {
  try {
    const { data } = await searchCities(name);
    const wanted = searchName(name);
    return data.find((c) => searchName(c.name) === wanted && (!uf || c.state === uf));
  } catch {
    return undefined;
  }
}

/**
 * Looks the CEP up when the person completes one (not the CEP already on file when the page opens,
 * which would overwrite the saved address); failures only go to the console (spec 8).
 */
function useCepAutofill(cep: string, fill: (address: CepAddress) => Promise<void>): void {
  const latest = useRef(fill);
  latest.current = fill;
  const initial = useRef(cep);
  useEffect(() => {
    if (cep.length !== MASKS.cep.length || cep === initial.current) return;
    const controller = new AbortController();
    lookupCep(cep, controller.signal).then(
      (address) => {
        if (address && !controller.signal.aborted) void latest.current(address);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('Consulta de CEP falhou:', error);
      },
    );
    return () => controller.abort();
  }, [cep]);
}
