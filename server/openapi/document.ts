// The OpenAPI 3.1 description served at GET /openapi.json, built from ROUTE_DOCS and the shared zod
// schemas with zod 4's own z.toJSONSchema (JSON Schema 2020-12, which OpenAPI 3.1 uses as is).
import { z } from 'zod';
import { messageBody, validationErrorBody } from '../../src/api/common.ts';
import { ROUTE_DOCS, type RouteDoc } from './route-docs.ts';

type Json = Record<string, unknown>;

/** Requests are described as the client sends them (input), answers as the server writes them. */
function jsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): Json {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    // Transforms, files and custom checks have no JSON Schema: described as "any" instead of throwing.
    unrepresentable: 'any',
  }) as Json;
  return rest;
}

/** ":id" and "*" of hono become "{id}" and "{path}" of OpenAPI. */
export function openApiPath(honoPath: string): string {
  return honoPath.replace(/:([A-Za-z_]+)/g, '{$1}').replace(/\*$/, '{path}');
}

function queryParameters(schema: z.ZodType): Json[] {
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: object.required?.includes(name) ?? false,
    schema: property,
  }));
}

function requestBody(doc: RouteDoc): Json | undefined {
  if (!doc.body) return undefined;
  const fields = jsonSchema(doc.body, 'input') as { properties?: Record<string, Json> };
  if (doc.files) {
    const properties = { ...fields.properties };
    for (const file of doc.files) properties[file] = { type: 'string', contentMediaType: 'image/*' };
    return {
      required: true,
      content: { 'multipart/form-data': { schema: { ...fields, type: 'object', properties } } },
    };
  }
  return { required: true, content: { 'application/json': { schema: fields } } };
}

function responses(doc: RouteDoc): Json {
  const status = String(doc.status ?? 200);
  const answer =
    doc.response === 'binary'
      ? {
          content: {
            [doc.mediaType ?? 'image/webp']: {
              schema: { type: 'string', contentMediaType: doc.mediaType ?? 'image/webp' },
            },
          },
        }
      : doc.response
        ? { content: { 'application/json': { schema: jsonSchema(doc.response, 'output') } } }
        : {};
  const error = (description: string, schema: z.core.$ZodType = messageBody) => ({
    description,
    content: { 'application/json': { schema: jsonSchema(schema, 'output') } },
  });
  return {
    [status]: { description: doc.summary, ...answer },
    ...(doc.auth === 'resident' ? { '401': error('Sem token válido: {"message":"Unauthenticated."}') } : {}),
    '404': error('Não encontrado (também quando o registro é de outro morador)'),
    '422': error('Dados inválidos, por campo', validationErrorBody),
    '429': error('Muitas tentativas (Retry-After em segundos)'),
  };
}

function operation(method: string, path: string, doc: RouteDoc): Json {
  const pathParameters = [...path.matchAll(/\{([A-Za-z_]+)\}/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const parameters = [...pathParameters, ...(doc.query ? queryParameters(doc.query) : [])];
  if (doc.auth === 'resident' || doc.auth === 'optional') {
    if (method !== 'get')
      parameters.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        schema: { type: 'string', minLength: 1, maxLength: 255 },
      });
  }
  const body = requestBody(doc);
  return {
    operationId: `${method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    summary: doc.summary,
    tags: [doc.tag],
    ...(doc.auth === 'resident' ? { security: [{ bearer: [] }] } : {}),
    ...(doc.auth === 'optional' ? { security: [{}, { bearer: [] }] } : {}),
    ...(doc.auth === 'operator' ? { security: [{ operator: [] }] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(doc),
  };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function buildOpenApiDocument(routes: Record<string, RouteDoc> = ROUTE_DOCS): Json {
  const paths: Record<string, Json> = {};
  for (const [key, doc] of Object.entries(routes)) {
    const [method = '', honoPath = ''] = key.split(' ');
    const path = openApiPath(honoPath);
    const item = paths[path] ?? {};
    paths[path] = item;
    const verbs = method === 'ALL' ? METHODS : [method.toLowerCase()];
    for (const verb of verbs) item[verb] = operation(verb, path, doc);
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'API Tokaas',
      version: '1',
      description:
        'API do app Tokaas. Erros: {"message"} e, em 422, {"message","errors":{campo:[mensagens]}}. ' +
        'Registros de outro morador respondem 404.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'access_token de POST /auth/login' },
        operator: { type: 'http', scheme: 'bearer', description: 'OPERATOR_TOKEN' },
      },
    },
    paths,
  };
}

let cached: Json | undefined;
/** Built once per process: the schemas do not change while it runs. */
export function openApiDocument(): Json {
  cached ??= buildOpenApiDocument();
  return cached;
}
