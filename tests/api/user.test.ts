import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, makeCpf, newResident, startTestApi, type TestApi, unconfirmEmail } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const profile = (overrides: Record<string, unknown> = {}) => ({
  name: 'Maria Oliveira Santos',
  document_rg: '12.345.678-9',
  date_of_birth: '14/03/1990',
  gender: 'Feminino',
  celphone: '(11) 9 8765-4321',
  phone: '(11) 3456-7890',
  address: 'Rua Harmonia',
  number: '123',
  complement: 'Casa 2',
  neighborhood: 'Vila Madalena',
  postal_code: '05435-000',
  city_id: 3550308,
  state_id: 35,
  profession: 'Arquiteta',
  ...overrides,
});

describe('POST /user/edit', () => {
  it('saves the profile and answers with the updated user and the success message', async () => {
    const resident = await newResident(api);
    const res = await api.request('POST', '/user/edit', {
      token: resident.token,
      body: profile({ document_cpf: resident.form.cpf }),
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.message).toBe('Informações atualizadas com sucesso!');
    expect(body.data).toMatchObject({
      name: 'Maria Oliveira Santos',
      phone: '1134567890',
      neighborhood: 'Vila Madalena',
      city_name: 'São Paulo',
      state: 'SP',
      gender: 'Feminino',
      birthday: '1990-03-14',
    });
  });

  it('never changes the e-mail, nor a CPF or RG already on file', async () => {
    const resident = await newResident(api);
    const res = await api.request('POST', '/user/edit', {
      token: resident.token,
      body: profile({
        email: 'outro@exemplo.com.br',
        document_cpf: makeCpf(777),
        document_rg: '99.999.999-9',
      }),
    });
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({
      email: ['O email não pode ser alterado.'],
      document_cpf: ['O CPF não pode ser alterado.'],
      document_rg: ['O RG não pode ser alterado.'],
    });
  });

  it('requires the spec fields and refuses a city of another state', async () => {
    const resident = await newResident(api);
    const res = await api.request('POST', '/user/edit', {
      token: resident.token,
      body: { document_cpf: resident.form.cpf, city_id: 3550308, state_id: 33 },
    });
    expect(res.status).toBe(422);
    const { errors } = await json(res);
    for (const key of [
      'name',
      'document_rg',
      'date_of_birth',
      'celphone',
      'address',
      'number',
      'neighborhood',
      'postal_code',
    ]) {
      expect(errors[key], key).toBeDefined();
    }
    const wrongState = await api.request('POST', '/user/edit', {
      token: resident.token,
      body: profile({ document_cpf: resident.form.cpf, state_id: 33 }),
    });
    expect((await json(wrongState)).errors).toEqual({ state_id: ['O campo estado é obrigatório.'] });
  });

  it('ignores fields a resident may not set (mass assignment)', async () => {
    const resident = await newResident(api);
    await api.request('POST', '/user/edit', {
      token: resident.token,
      body: profile({
        document_cpf: resident.form.cpf,
        id: 1,
        password_hash: 'x',
        email_verified_at: '2020-01-01',
      }),
    });
    const row = await api.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', resident.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).not.toBe('x');
    // Still the moment the sign-up's code confirmed it, not the date sent.
    expect(row.email_verified_at?.getFullYear()).not.toBe(2020);
  });

  it('answers 401 without a token', async () => {
    const res = await api.request('POST', '/user/edit', { body: profile() });
    expect(res.status).toBe(401);
  });
});

describe('e-mail and SMS verification', () => {
  const lastCode = async (table: 'mail_outbox' | 'sms_outbox') => {
    const row = await api.db.selectFrom(table).select('body').orderBy('id', 'desc').executeTakeFirstOrThrow();
    return /(\d{6})/.exec(row.body)?.[1] as string;
  };

  it('verifies the e-mail with the code that was mailed, once (an account from before sign-ups confirmed it)', async () => {
    const resident = await newResident(api);
    await unconfirmEmail(api, resident.id);
    const sent = await api.request('GET', '/api/users/resend-verification-email', { token: resident.token });
    expect(sent.status).toBe(200);
    const code = await lastCode('mail_outbox');
    const wrong = await api.request('POST', '/api/users/validate-email', {
      token: resident.token,
      body: { code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(422);
    expect((await json(wrong)).errors).toEqual({ code: ['Código inválido ou expirado.'] });
    const ok = await api.request('POST', '/api/users/validate-email', {
      token: resident.token,
      body: { code },
    });
    expect(ok.status).toBe(200);
    expect((await json(ok)).data.email_verified).toBe(true);
    const reuse = await api.request('POST', '/api/users/validate-email', {
      token: resident.token,
      body: { code },
    });
    expect(reuse.status).toBe(422);
  });

  it('verifies the phone with the SMS code and limits resends to one a minute', async () => {
    const resident = await newResident(api);
    expect(
      (await api.request('GET', '/api/users/resend-verification-sms', { token: resident.token })).status,
    ).toBe(200);
    const again = await api.request('GET', '/api/users/resend-verification-sms', { token: resident.token });
    expect(again.status).toBe(429);
    const code = await lastCode('sms_outbox');
    const ok = await api.request('POST', '/api/users/validate-sms', {
      token: resident.token,
      body: { code },
    });
    expect((await json(ok)).data.phone_verified).toBe(true);
  });

  it('locks a code after five wrong guesses', async () => {
    const resident = await newResident(api);
    await unconfirmEmail(api, resident.id);
    await api.request('GET', '/api/users/resend-verification-email', { token: resident.token });
    const code = await lastCode('mail_outbox');
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      await api.request('POST', '/api/users/validate-email', {
        token: resident.token,
        body: { code: wrong },
      });
    }
    const right = await api.request('POST', '/api/users/validate-email', {
      token: resident.token,
      body: { code },
    });
    expect(right.status).toBe(422);
  });
});

describe('cities', () => {
  it('lists the 27 states', async () => {
    const { data } = await json(await api.request('GET', '/city/states'));
    expect(data).toHaveLength(27);
    expect(data).toContainEqual({ id: 35, uf: 'SP', name: 'São Paulo' });
  });

  it('lists every city of São Paulo state by UF or id', async () => {
    const byUf = (await json(await api.request('GET', '/city/city-by-state/SP'))).data;
    const byId = (await json(await api.request('GET', '/city/city-by-state/35'))).data;
    expect(byUf).toHaveLength(645);
    expect(byId).toEqual(byUf);
    expect(byUf).toContainEqual({ id: 3509502, name: 'Campinas', state_id: 35, state: 'SP' });
    expect((await api.request('GET', '/city/city-by-state/XX')).status).toBe(404);
  });

  it('finds cities by name without accents, prefix matches first', async () => {
    const { data } = await json(
      await api.request('GET', `/city/city-by-name/${encodeURIComponent('sao pa')}`),
    );
    expect(data[0]).toMatchObject({ id: 3550308, name: 'São Paulo', state: 'SP' });
    const santos = (await json(await api.request('GET', '/city/city-by-name/Santos'))).data;
    expect(santos.map((c: { name: string }) => c.name)).toContain('Santos');
    const odd = await api.request('GET', `/city/city-by-name/${encodeURIComponent("%_'\\")}`);
    expect(odd.status).toBe(200);
  });
});
