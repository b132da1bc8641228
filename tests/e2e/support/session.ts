// Signing in as a person would is tested in the auth specs; other specs start signed in by
// registering through the API and storing the token where the app keeps it.
import type { APIRequestContext, Page } from '@playwright/test';

let counter = 0;

export function validCpf(seed: number): string {
  const digits = String(100_000_000 + (seed % 800_000_000))
    .slice(0, 9)
    .split('')
    .map(Number);
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += (digits[i] as number) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** A new resident with a CPF on file, signed up as a person does (form, then the mailed code); their e-mail, password and token. */
export async function registerResident(request: APIRequestContext) {
  counter++;
  const unique = `${Date.now()}${counter}`;
  const email = `morador.${unique}@exemplo.com.br`;
  const password = 'Segura!2026';
  const res = await request.post('/api/user/register', {
    data: {
      name: 'Joana Pereira',
      email,
      password,
      password_confirmation: password,
      celphone: '(11) 98888-7777',
      date_of_birth: '20/05/1992',
      cpf: validCpf(Number(unique.slice(-9))),
      rg: '23.456.789-0',
      cep: '01310-100',
      city: 'São Paulo',
      state: 'SP',
      address: 'Avenida Paulista',
      number: '1000',
      neighborhood: 'Bela Vista',
      nationality: 'Brasileira',
      profession: 'Engenheira',
    },
  });
  if (!res.ok()) throw new Error(`cadastro falhou: ${res.status()} ${await res.text()}`);
  const confirmed = await request.post('/api/user/register/confirm', {
    data: { email, code: await mailedCode(request, email) },
  });
  if (!confirmed.ok()) throw new Error(`confirmação falhou: ${confirmed.status()} ${await confirmed.text()}`);
  const { data } = await confirmed.json();
  return { email, password, token: data.access_token as string, user: data.user };
}

/**
 * The sign-up code in the newest mail to an address, read from the test server's mailbox
 * (DEV_MAILBOX=1, playwright.config.ts) as the person would read it in their mail.
 */
export async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  if (!res.ok()) throw new Error(`caixa de correio: ${res.status()} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { subject: string; text: string }[] };
  const code = data
    .find((mail) => mail.subject === 'Seu código de cadastro Tokaas')
    ?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`nenhum código enviado para ${email}`);
  return code;
}

/** The header of an API call made as the resident. */
export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The ids of the units the resident has favourited, as the API lists them. */
export async function favoriteIds(request: APIRequestContext, token: string): Promise<number[]> {
  const res = await request.get('/api/enterprise/apartment/favorites', { headers: auth(token) });
  return ((await res.json()).data as { apartment_id: number }[]).map((f) => f.apartment_id);
}

/** Writes the token (and the user, when given) where the app keeps them (idb-keyval), as a login does. */
export async function storeToken(page: Page, token: string, user?: unknown): Promise<void> {
  await page.evaluate(
    async ({ token, user }) => {
      const open = indexedDB.open('keyval-store');
      open.onupgradeneeded = () => open.result.createObjectStore('keyval');
      const db: IDBDatabase = await new Promise((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('keyval', 'readwrite');
        tx.objectStore('keyval').put(token, 'tokaas.token');
        if (user !== undefined) tx.objectStore('keyval').put(user, 'tokaas.token.user');
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { token, user },
  );
}

/** Stores the token (and user) in IndexedDB the way the app does after a login, then reloads. */
export async function signInWithToken(page: Page, token: string, user: unknown): Promise<void> {
  await page.goto('/');
  await storeToken(page, token, user);
  await page.reload();
}
