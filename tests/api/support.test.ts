// FAQ (data.data, ordered, six on the home) and the contact form (messages, storage, rate limit).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactResponse, faqResponse } from '../../src/api/catalogue.ts';
import { validationErrorBody } from '../../src/api/common.ts';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/frequently-asked-questions', () => {
  it('answers every question in position order under data.data', async () => {
    const res = await api.request('GET', '/api/frequently-asked-questions');
    expect(res.status).toBe(200);
    const { data } = faqResponse.parse(await res.json()).data;
    const rows = await api.db
      .selectFrom('faqs')
      .select(['id', 'title', 'description', 'youtube_url'])
      .orderBy('position')
      .orderBy('id')
      .execute();
    expect(rows.length).toBeGreaterThan(6);
    expect(data).toEqual(rows);
  });

  it('home=1 answers just the six home questions, in order', async () => {
    for (const home of ['1', 'true']) {
      const res = await api.request('GET', `/api/frequently-asked-questions?home=${home}`);
      const { data } = faqResponse.parse(await res.json()).data;
      const rows = await api.db
        .selectFrom('faqs')
        .select(['id', 'title', 'description', 'youtube_url'])
        .where('on_home', '=', true)
        .orderBy('position')
        .orderBy('id')
        .execute();
      expect(data).toHaveLength(6);
      expect(data).toEqual(rows.slice(0, 6));
    }
    const all = faqResponse.parse(
      await (await api.request('GET', '/api/frequently-asked-questions?home=0')).json(),
    );
    expect(all.data.data.length).toBeGreaterThan(6);
  });

  it('refuses a home value that is not a flag', async () => {
    const res = await api.request('GET', '/api/frequently-asked-questions?home=talvez');
    expect(res.status).toBe(422);
    expect(validationErrorBody.parse(await res.json()).errors).toEqual({
      home: ['O campo home deve ser 1 ou 0.'],
    });
  });
});

describe('POST /contact/create', () => {
  let seq = 0;
  const email = () => `contato.${Date.now()}.${++seq}@exemplo.com.br`;

  it('stores the message and thanks the sender', async () => {
    const address = email();
    const res = await api.request('POST', '/contact/create', {
      body: {
        name: '  João da Silva ',
        email: address.toUpperCase(),
        message: 'Gostaria de visitar a unidade.',
      },
    });
    expect(res.status).toBe(201);
    const body = contactResponse.parse(await res.json());
    expect(body.message).toBe('Agradecemos o contato, responderemos o mais breve possível');
    const row = await api.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'João da Silva',
      email: address,
      message: 'Gostaria de visitar a unidade.',
    });
  });

  it('answers 422 with the Portuguese message of each invalid field', async () => {
    const res = await api.request('POST', '/contact/create', { body: {} });
    expect(res.status).toBe(422);
    expect(validationErrorBody.parse(await res.json())).toEqual({
      message: 'O campo nome é obrigatório.',
      code: 'Invalid',
      errors: {
        name: ['O campo nome é obrigatório.'],
        email: ['O campo Email não é válido.'],
        message: ['O campo mensagem é obrigatório.'],
      },
    });
    const blank = await api.request('POST', '/contact/create', {
      body: { name: '   ', email: 'sem-arroba', message: '  ' },
    });
    expect(validationErrorBody.parse(await blank.json()).errors).toEqual({
      name: ['O campo nome é obrigatório.'],
      email: ['O campo Email não é válido.'],
      message: ['O campo mensagem é obrigatório.'],
    });
    const wrongTypes = await api.request('POST', '/contact/create', {
      body: { name: ['a'], email: 42, message: { text: 'x' } },
    });
    expect(Object.keys(validationErrorBody.parse(await wrongTypes.json()).errors).sort()).toEqual([
      'email',
      'message',
      'name',
    ]);
  });

  it('accepts a message of 5000 characters and refuses 5001', async () => {
    const ok = await api.request('POST', '/contact/create', {
      body: { name: 'Ana Souza', email: email(), message: 'a'.repeat(5000) },
    });
    expect(ok.status).toBe(201);
    const long = await api.request('POST', '/contact/create', {
      body: { name: 'Ana Souza', email: email(), message: 'a'.repeat(5001) },
    });
    expect(long.status).toBe(422);
    expect(validationErrorBody.parse(await long.json()).errors).toEqual({
      message: ['A mensagem deve ter no máximo 5000 caracteres.'],
    });
  });

  it('slows down one sender after 5 messages an hour with 429', async () => {
    const address = email();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await api.request('POST', '/contact/create', {
        body: { name: 'Ana Souza', email: address, message: `Mensagem ${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const rows = await api.db
      .selectFrom('contact_messages')
      .select('id')
      .where('email', '=', address)
      .execute();
    expect(rows).toHaveLength(5);
    // Another sender is not affected.
    const other = await api.request('POST', '/contact/create', {
      body: { name: 'Bruno Lima', email: email(), message: 'Olá' },
    });
    expect(other.status).toBe(201);
  });
});
