// Reads and validates request input with the shared zod schemas of src/api/.
import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { HttpError, ValidationError } from './errors.ts';

export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'body';
    const list = errors[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[key] = list;
  }
  throw new ValidationError(errors);
}

/** The request body as an object: JSON, urlencoded or multipart (files kept as File). */
export async function readBody(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    let form: Record<string, unknown>;
    try {
      form = (await c.req.parseBody({ all: false })) as Record<string, unknown>;
    } catch {
      throw new HttpError(400, 'Não foi possível ler o formulário enviado.');
    }
    refuseNul(form);
    return form;
  }
  const text = await c.req.text();
  if (!text.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'O corpo da requisição não é um JSON válido.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, 'O corpo da requisição deve ser um objeto JSON.');
  }
  refuseNul(parsed);
  return parsed as Record<string, unknown>;
}

export const NUL_MESSAGE = 'A requisição contém caracteres inválidos.';

/** PostgreSQL text cannot hold U+0000: refused here as bad input instead of failing in the query. */
function refuseNul(value: unknown, depth = 0): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new HttpError(400, NUL_MESSAGE);
  } else if (value && typeof value === 'object' && depth < 64) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) throw new HttpError(400, NUL_MESSAGE);
      refuseNul(item, depth + 1);
    }
  }
}

/** Middleware: a NUL byte anywhere in the path or query string is refused (400) before routing. */
export const refuseNulInUrl: MiddlewareHandler = async (c, next) => {
  if (/%00/i.test(c.req.url) || c.req.url.includes('\u0000')) throw new HttpError(400, NUL_MESSAGE);
  await next();
};

export async function body<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return validate(schema, await readBody(c));
}

export function query<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return validate(schema, c.req.query());
}

export function param<S extends z.core.$ZodType>(
  c: Context,
  name: string,
  schema: S,
  notFoundMessage?: string,
): z.output<S> {
  // Any zod 4 schema, classic or zod/mini (the inspection kind is an answer's enum too).
  const result = z.safeParse(schema, c.req.param(name));
  if (!result.success) throw new HttpError(404, notFoundMessage ?? 'Registro não encontrado.');
  return result.data;
}
