import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../server/seed/demo-user.ts';
import {
  isSignUpCode,
  json,
  mailedCode,
  makeCpf,
  newestMail,
  newResident,
  registration,
  startTestApi,
  type TestApi,
} from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('POST /api/user/register', () => {
  it('mails a code and makes the account only when the code comes back: signed in, e-mail confirmed', async () => {
    const form = registration({ name: '  Ana   Souza ' });
    const res = await api.request('POST', '/api/user/register', { body: form });
    expect(res.status).toBe(202);
    expect(await json(res)).toEqual({
      data: { email: form.email },
      message: `Enviamos um código de confirmação para ${form.email}. Digite-o abaixo para concluir o cadastro.`,
    });
    // No account yet: the password does not sign in.
    const early = await api.request('POST', '/auth/login', {
      body: { email: form.email, password: form.password },
    });
    expect(early.status).toBe(422);
    const mail = await newestMail(api, form.email);
    expect(mail?.subject).toBe('Seu código de cadastro Tokaas');
    expect(mail?.body).toContain('Olá, Ana!');

    const confirmed = await api.request('POST', '/api/user/register/confirm', {
      body: { email: form.email.toUpperCase(), code: await mailedCode(api, form.email) },
    });
    expect(confirmed.status).toBe(201);
    const body = await json(confirmed);
    expect(body.data.user).toMatchObject({
      name: 'Ana Souza',
      email: form.email,
      document_cpf: form.cpf,
      celphone: '11987654321',
      birthday: '1990-03-14',
      postal_code: '05415030',
      city_name: 'São Paulo',
      state: 'SP',
      email_verified: true,
      phone_verified: false,
    });
    expect(body.data.user).not.toHaveProperty('password_hash');
    const session = await api.request('GET', '/user/session', { token: body.data.access_token });
    expect(session.status).toBe(200);
    expect((await json(session)).data.email).toBe(form.email);
    // The code is used up, and the password typed in the form signs in.
    const again = await api.request('POST', '/api/user/register/confirm', {
      body: { email: form.email, code: await mailedCode(api, form.email) },
    });
    expect(again.status).toBe(422);
    expect((await json(again)).errors).toEqual({ code: ['Código inválido ou expirado.'] });
    const login = await api.request('POST', '/auth/login', {
      body: { email: form.email, password: form.password },
    });
    expect(login.status).toBe(200);
  });

  it('answers an e-mail or CPF that has an account exactly as a new one, and tells the owner by mail', async () => {
    const owner = await newResident(api);
    const fresh = registration();
    const taken = registration({ email: owner.form.email.toUpperCase(), cpf: owner.form.cpf });
    const answers = [];
    for (const form of [fresh, taken]) {
      const res = await api.request('POST', '/api/user/register', { body: form });
      const body = await json(res);
      answers.push({
        status: res.status,
        keys: Object.keys(body),
        message: body.message.replace(body.data.email, 'E'),
      });
    }
    expect(answers[1]).toEqual(answers[0]);
    const notice = await newestMail(api, owner.form.email);
    expect(notice?.subject).toBe('Sua conta Tokaas');
    expect(notice?.body).toContain('já tem uma conta');
    expect(notice?.body).not.toMatch(/\b\d{6}\b/);
    // No code was made for the owner's e-mail: any code is refused with the wrong-code message.
    const guess = await api.request('POST', '/api/user/register/confirm', {
      body: { email: owner.form.email, code: '123456' },
    });
    expect(guess.status).toBe(422);
    expect((await json(guess)).errors).toEqual({ code: ['Código inválido ou expirado.'] });
    // The owner's account is untouched: their password still signs in.
    const login = await api.request('POST', '/auth/login', {
      body: { email: owner.form.email, password: owner.form.password },
    });
    expect(login.status).toBe(200);
  });

  it('a CPF that has an account is refused at the code, on its field, and its owner is told by mail', async () => {
    const owner = await newResident(api);
    const form = registration({ cpf: owner.form.cpf });
    expect((await api.request('POST', '/api/user/register', { body: form })).status).toBe(202);
    const res = await api.request('POST', '/api/user/register/confirm', {
      body: { email: form.email, code: await mailedCode(api, form.email) },
    });
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({ cpf: ['Este CPF já está cadastrado.'] });
    const users = await api.db
      .selectFrom('users')
      .select('id')
      .where('document_cpf', '=', owner.form.cpf)
      .execute();
    expect(users).toHaveLength(1);
    const notice = await newestMail(api, owner.form.email);
    expect(notice?.subject).toBe('Seu CPF em um cadastro Tokaas');
    expect(notice?.body).toContain('O cadastro não foi feito.');
  });

  it('a code dies after 5 wrong tries, when a newer one is sent, and when it expires', async () => {
    const form = registration();
    expect((await api.request('POST', '/api/user/register', { body: form })).status).toBe(202);
    const code = await mailedCode(api, form.email);
    const wrong = code === '000000' ? '000001' : '000000';
    const confirm = (c: string) =>
      api.request('POST', '/api/user/register/confirm', { body: { email: form.email, code: c } });
    for (let i = 0; i < 5; i++) expect((await confirm(wrong)).status).toBe(422);
    const dead = await confirm(code);
    expect(dead.status).toBe(422);
    expect((await json(dead)).errors).toEqual({ code: ['Código inválido ou expirado.'] });

    // A new sign-up sends a new code; the older one no longer works.
    expect((await api.request('POST', '/api/user/register', { body: form })).status).toBe(202);
    const older = await mailedCode(api, form.email);
    expect((await api.request('POST', '/api/user/register', { body: form })).status).toBe(202);
    const newer = await mailedCode(api, form.email);
    if (older !== newer) expect((await confirm(older)).status).toBe(422);

    // Expired: 30 minutes after it was sent.
    await api.db
      .updateTable('pending_registrations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', form.email)
      .execute();
    expect((await confirm(newer)).status).toBe(422);
    expect(await api.db.selectFrom('users').select('id').where('email', '=', form.email).execute()).toEqual(
      [],
    );
  });

  it('keeps no password in the clear while a sign-up waits, and refuses a malformed code', async () => {
    const form = registration();
    expect((await api.request('POST', '/api/user/register', { body: form })).status).toBe(202);
    const pending = await api.db
      .selectFrom('pending_registrations')
      .select('form')
      .where('email', '=', form.email)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(pending.form)).not.toContain(form.password);
    expect(pending.form.password_hash).toMatch(/^\$argon2/);
    const bad = await api.request('POST', '/api/user/register/confirm', {
      body: { email: form.email, code: '12ab' },
    });
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors).toEqual({ code: ['Código inválido ou expirado.'] });
  });

  it('answers 422 with the spec message for every invalid field', async () => {
    const res = await api.request('POST', '/api/user/register', {
      body: {
        name: 'Ana',
        email: 'nao-e-email',
        password: '123',
        password_confirmation: '456',
        celphone: '123',
        date_of_birth: '',
        cpf: '111.111.111-11',
        rg: 'x',
        cep: '',
        city: '',
        state: '',
        address: '',
        nationality: '',
        profession: '',
      },
    });
    expect(res.status).toBe(422);
    const body = await json(res);
    expect(body.errors).toEqual({
      name: ['O campo nome e sobrenome não é válido.'],
      email: ['O campo Email não é válido.'],
      password: ['O campo senha não é válido.'],
      password_confirmation: ['O campo confirme a senha não é válido.'],
      celphone: ['O campo celular não é válido.'],
      date_of_birth: ['O campo data de nascimento é obrigatório.'],
      cpf: ['O campo CPF não é válido.'],
      rg: ['O campo RG não é válido.'],
      cep: ['O campo CEP é obrigatório.'],
      city: ['O campo cidade é obrigatório.'],
      state: ['O campo estado é obrigatório.'],
      address: ['O campo endereço é obrigatório.'],
      nationality: ['O campo nacionalidade não é válido.'],
      profession: ['O campo profissão é obrigatório.'],
    });
    expect(body.message).toBe('O campo nome e sobrenome não é válido.');
  });

  it('refuses a wrong CPF check digit, an impossible birth date, a minor and wrong types', async () => {
    const cpf = makeCpf(4242);
    const wrongDigit = cpf.slice(0, 10) + String((Number(cpf[10]) + 1) % 10);
    const res = await api.request('POST', '/api/user/register', {
      body: registration({
        cpf: wrongDigit,
        date_of_birth: '31/02/1990',
        celphone: 11987654321,
        name: ['x'],
      }),
    });
    expect(res.status).toBe(422);
    const { errors } = await json(res);
    expect(errors.cpf).toEqual(['O campo CPF não é válido.']);
    expect(errors.date_of_birth).toEqual(['O campo data de nascimento não é válido.']);
    expect(errors.celphone).toEqual(['O campo celular não é válido.']);
    expect(errors.name).toEqual(['O campo nome e sobrenome não é válido.']);
    const minor = await api.request('POST', '/api/user/register', {
      body: registration({ date_of_birth: '01/01/2020' }),
    });
    expect((await json(minor)).errors.date_of_birth).toEqual(['O campo data de nascimento não é válido.']);
  });

  it('refuses malformed JSON, a non-object body and a huge body with a 4xx and a message', async () => {
    const bad = await api.request('POST', '/api/user/register', {
      body: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe('O corpo da requisição não é um JSON válido.');
    const array = await api.request('POST', '/api/user/register', {
      body: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(array.status).toBe(400);
    const huge = await api.request('POST', '/api/user/register', {
      body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.status).toBe(413);
    expect((await json(huge)).message).toBe('O conteúdo enviado é grande demais.');
  });
});

describe('POST /auth/login', () => {
  it('accepts username (the e-mail) or email, and the token opens the session', async () => {
    const resident = await newResident(api);
    for (const body of [
      { username: resident.form.email, password: resident.form.password },
      { email: resident.form.email.toUpperCase(), password: resident.form.password },
    ]) {
      const res = await api.request('POST', '/auth/login', { body });
      expect(res.status).toBe(200);
      const { data } = await json(res);
      expect(data.token_type).toBe('Bearer');
      expect(data.access_token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
      const session = await api.request('GET', '/user/session', { token: data.access_token });
      expect((await json(session)).data.id).toBe(resident.id);
    }
  });

  it('answers "Email ou senha inválidos." under the password for a wrong password or unknown e-mail', async () => {
    const resident = await newResident(api);
    for (const body of [
      { email: resident.form.email, password: 'errada-123' },
      { email: 'ninguem@exemplo.com.br', password: 'qualquer-123' },
    ]) {
      const res = await api.request('POST', '/auth/login', { body });
      expect(res.status).toBe(422);
      expect((await json(res)).errors).toEqual({ password: ['Email ou senha inválidos.'] });
    }
  });

  it('slows down repeated failures for one e-mail with 429', async () => {
    const email = `alvo.${Date.now()}@exemplo.com.br`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await api.request('POST', '/auth/login', { body: { email, password: 'x' } })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('lets the seeded demo resident sign in', async () => {
    const res = await api.request('POST', '/auth/login', {
      body: { username: DEMO_USER.email, password: DEMO_USER.password },
    });
    expect(res.status).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const resident = await newResident(api);
    const rows = await api.db
      .selectFrom('auth_tokens')
      .select('token_hash')
      .where('user_id', '=', resident.id)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.token_hash).not.toBe(resident.token);
    expect(rows.some((r) => r.token_hash.length === 64)).toBe(true);
  });
});

describe('protected routes and logout', () => {
  it('answer 401 Unauthenticated. without a token, with a malformed or unknown one', async () => {
    for (const token of [undefined, 'abc', 'x'.repeat(43)]) {
      const res = await api.request('GET', '/user/session', token ? { token } : {});
      expect(res.status).toBe(401);
      expect(await json(res)).toEqual({ message: 'Unauthenticated.', code: 'Unauthenticated' });
    }
  });

  it('logout revokes the token', async () => {
    const resident = await newResident(api);
    const out = await api.request('POST', '/auth/logout', { token: resident.token });
    expect(out.status).toBe(200);
    const after = await api.request('GET', '/user/session', { token: resident.token });
    expect(after.status).toBe(401);
    expect(await json(after)).toEqual({ message: 'Unauthenticated.', code: 'Unauthenticated' });
  });

  it('an expired token is refused', async () => {
    const resident = await newResident(api);
    await api.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', resident.id)
      .execute();
    expect((await api.request('GET', '/user/session', { token: resident.token })).status).toBe(401);
  });
});

describe('forgot and reset password', () => {
  const linkToken = (body: string) => /token=([A-Za-z0-9_-]+)/.exec(body)?.[1] as string;

  it("answers 'Email inválido' for a blank e-mail", async () => {
    const res = await api.request('POST', '/auth/forgot-password', { body: { email: '' } });
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({ email: ['Email inválido'] });
  });

  it('mails a one-time link; the new password works, the old one and old tokens do not', async () => {
    const resident = await newResident(api);
    const ask = await api.request('POST', '/auth/forgot-password', { body: { email: resident.form.email } });
    expect(ask.status).toBe(200);
    const resetMail = () =>
      api.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', '=', resident.form.email)
        .where('subject', '=', 'Redefinição de senha Tokaas')
        .executeTakeFirst();
    // The mail follows the answer (the answer's timing tells nothing about the account).
    await expect.poll(resetMail).toBeDefined();
    const mail = (await resetMail()) as NonNullable<Awaited<ReturnType<typeof resetMail>>>;
    expect(mail.subject).toBe('Redefinição de senha Tokaas');
    const token = linkToken(mail.body);
    const stored = await api.db
      .selectFrom('password_resets')
      .select('token_hash')
      .where('user_id', '=', resident.id)
      .execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const reset = await api.request('POST', '/auth/reset-password', {
      body: { token, password: 'NovaSenha!2027', password_confirmation: 'NovaSenha!2027' },
    });
    expect(reset.status).toBe(200);
    expect((await api.request('GET', '/user/session', { token: resident.token })).status).toBe(401);
    const oldLogin = await api.request('POST', '/auth/login', {
      body: { email: resident.form.email, password: resident.form.password },
    });
    expect(oldLogin.status).toBe(422);
    const newLogin = await api.request('POST', '/auth/login', {
      body: { email: resident.form.email, password: 'NovaSenha!2027' },
    });
    expect(newLogin.status).toBe(200);

    const again = await api.request('POST', '/auth/reset-password', {
      body: { token, password: 'OutraSenha!2028', password_confirmation: 'OutraSenha!2028' },
    });
    expect(again.status).toBe(422);
    expect((await json(again)).errors.token).toEqual(['Este link de redefinição é inválido ou expirou.']);
  });

  it('gives the same answer for an unknown e-mail and sends nothing', async () => {
    const mails = async () =>
      Number(
        (
          await api.db
            .selectFrom('mail_outbox')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    // Made first: its sign-up code is a mail of its own, not one this test counts.
    const resident = await newResident(api);
    const before = await mails();
    const res = await api.request('POST', '/auth/forgot-password', {
      body: { email: 'ninguem@exemplo.com.br' },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      message: 'Se o email estiver cadastrado, você receberá as instruções para redefinir a senha.',
    });
    // The lookup runs after the answer: a known account asked next, whose mail comes after the
    // unknown one was looked up, is the only mail sent.
    await api.request('POST', '/auth/forgot-password', { body: { email: resident.form.email } });
    await expect
      .poll(async () => (await newestMail(api, String(resident.form.email)))?.subject)
      .toBe('Redefinição de senha Tokaas');
    expect(await mails()).toBe(before + 1);
    expect(await newestMail(api, 'ninguem@exemplo.com.br')).toBeUndefined();
  });

  it('answers at once even when the mail server hangs: the reply does not wait for the account’s work', async () => {
    const hanging = await startTestApi({
      // The sign-up code goes through, so the resident can be made; the reset mail hangs.
      messenger: (real) => ({
        sendMail: (mail, via) => (isSignUpCode(mail) ? real.sendMail(mail, via) : new Promise(() => {})),
        sendSms: () => new Promise(() => {}),
      }),
    });
    try {
      const resident = await newResident(hanging);
      const res = await hanging.request('POST', '/auth/forgot-password', {
        body: { email: resident.form.email },
      });
      expect(res.status).toBe(200);
      // The link was still made.
      await expect
        .poll(async () =>
          hanging.db.selectFrom('password_resets').select('id').where('user_id', '=', resident.id).execute(),
        )
        .toHaveLength(1);
    } finally {
      await hanging.close();
    }
  });
});
