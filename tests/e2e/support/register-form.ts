// The sign-up form ('Cadastrar', on /registro and in the login dialog's 'Criar conta' view) filled
// as a person would, field by field in the order on screen. A test states only what it is about:
// the values it checks later, a field it fills itself (null: left as it is).
import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption, field } from './forms.ts';

const TYPED_BEFORE_ADDRESS = [
  'Nome',
  'Sobrenome',
  'Data de Nascimento',
  'Nacionalidade',
  'CPF',
  'RG',
  'Profissão',
  'CEP',
] as const;
const TYPED_ADDRESS = ['Endereço', 'Número', 'Complemento', 'Bairro'] as const;
const TYPED_AFTER_ADDRESS = ['Email', 'Celular', 'Senha', 'Confirme a senha'] as const;
type TypedLabel =
  | (typeof TYPED_BEFORE_ADDRESS)[number]
  | (typeof TYPED_ADDRESS)[number]
  | (typeof TYPED_AFTER_ADDRESS)[number];

export type RegisterFormValues = Partial<Record<TypedLabel, string | null>> & {
  Email: string;
  CPF: string;
  /** The state chosen in 'Estado' and the city in 'Cidade'; null: left as they are (a CEP filled them). */
  place?: { state: string; cityTyped: string; city: string } | null;
};

const DEFAULTS: Record<Exclude<TypedLabel, 'Email' | 'CPF'>, string> = {
  Nome: 'Camila',
  Sobrenome: 'Rocha',
  'Data de Nascimento': '02/09/1994',
  Nacionalidade: 'Brasileira',
  RG: '34.567.890-1',
  Profissão: 'Designer',
  CEP: '01310-100',
  Endereço: 'Avenida Paulista',
  Número: '1000',
  Complemento: 'Apto 12',
  Bairro: 'Bela Vista',
  Celular: '(11) 97777-6666',
  Senha: 'Segura!2026',
  'Confirme a senha': 'Segura!2026',
};
const SAO_PAULO = { state: 'São Paulo', cityTyped: 'São Pa', city: 'São Paulo' };

/** Fills the form inside `form`; press 'Cadastrar' after it. */
export async function fillRegisterForm(form: Locator, page: Page, values: RegisterFormValues): Promise<void> {
  const type = async (labels: readonly TypedLabel[]) => {
    for (const label of labels) {
      const value = label in values ? values[label] : DEFAULTS[label as keyof typeof DEFAULTS];
      if (value !== null && value !== undefined) await field(form, label).fill(value);
    }
  };
  await type(TYPED_BEFORE_ADDRESS);
  const place = values.place === undefined ? SAO_PAULO : values.place;
  if (place) {
    await form.getByRole('button', { name: /Estado/ }).click();
    await page.getByRole('option', { name: place.state, exact: true }).click();
    // The state list must be gone before the city's options show: both can have the same name.
    await expect(page.getByRole('listbox')).toHaveCount(0);
    // The city list is searched on the server as one types (debounced): a press while the list is
    // being replaced can be lost, so type and choose again until the choice holds.
    const city = form.getByRole('combobox', { name: 'Cidade' });
    await expect(async () => {
      await city.fill(place.cityTyped);
      await chooseOption(page, city, place.city);
    }).toPass({ timeout: 30_000 });
  }
  await type(TYPED_ADDRESS);
  await type(TYPED_AFTER_ADDRESS);
}
