// Turns an outbox request into fetch(): bearer token and the row's id as Idempotency-Key, the
// same on every attempt, so the server applies a change once however often it is retried.
import type { OutboxRequest } from './types.ts';

export function toFetchInit(request: OutboxRequest, idempotencyKey: string, token: string): RequestInit {
  const headers: Record<string, string> = {
    accept: 'application/json',
    authorization: `Bearer ${token}`,
    'idempotency-key': idempotencyKey,
  };
  let body: BodyInit | undefined;
  if (request.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(request.form.fields)) form.append(name, value);
    for (const [name, file] of Object.entries(request.form.files ?? {}))
      form.append(name, file, fileName(name, file));
    body = form;
  } else if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  }
  return { method: request.method, headers, ...(body ? { body } : {}) };
}

function fileName(field: string, file: Blob): string {
  const extension = file.type.split('/')[1]?.replace('jpeg', 'jpg') ?? 'bin';
  return `${field}.${extension}`;
}
