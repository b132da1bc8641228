// GET /openapi.json: an OpenAPI 3.1 description built from the shared zod schemas, naming every
// route of the server's own route table (a route added without its entry fails here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../../server/openapi/document.ts';
import { ROUTE_DOCS, routeKeys } from '../../server/openapi/route-docs.ts';
import { json, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seed: false });
});
afterAll(() => api.close());

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3.1 document with every route of the server', async () => {
    const res = await api.request('GET', '/openapi.json');
    expect(res.status).toBe(200);
    const doc = await json(res);
    expect(doc.openapi).toBe('3.1.0');
    const keys = routeKeys(api.app.routes);
    expect(keys.length).toBeGreaterThan(50);
    const missing = keys.filter((key) => {
      const [method = '', path = ''] = key.split(' ');
      const item = doc.paths[openApiPath(path)];
      return !item || (method === 'ALL' ? !item.get : !item[method.toLowerCase()]);
    });
    expect(missing).toEqual([]);
    // And nothing documented that the server does not serve.
    expect(Object.keys(ROUTE_DOCS).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('describes bodies, queries and answers with the zod schemas', async () => {
    const doc = await json(await api.request('GET', '/openapi.json'));
    const login = doc.paths['/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect(
      login.responses['200'].content['application/json'].schema.properties.data.properties,
    ).toHaveProperty('access_token');
    const key = doc.paths['/contract/create-key'].post;
    expect(key.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(key.requestBody.content['multipart/form-data'].schema.properties)).toEqual(
      expect.arrayContaining(['contract_id', 'name', 'selfie']),
    );
    const search = doc.paths['/enterprise/apartment/list'].get;
    expect(search.parameters.map((p: { name: string }) => p.name)).toContain('perPage');
    const contract = doc.paths['/user/contract/find/{id}'].get;
    expect(contract.parameters[0]).toMatchObject({ name: 'id', in: 'path', required: true });
    expect(contract.responses['401']).toBeDefined();
    expect(contract.responses['404'].description).toContain('outro morador');
  });
});
