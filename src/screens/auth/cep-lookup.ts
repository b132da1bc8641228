// Postcode lookup (spec 7): a GET to an external Brazilian postcode service, with no auth header.
// The URL is configurable (VITE_CEP_LOOKUP_URL, '{cep}' stands for the 8 digits); the default is
// ViaCEP. It reads ViaCEP's fields (uf, localidade, logradouro, bairro, complemento) and also the
// other common shape (state, city, street, neighborhood, complement). It is a convenience only:
// callers log failures and the form keeps working without it (offline, no internet).
import { z } from '../../api/zod.ts';
import { onlyDigits } from '../../domain/digits.ts';

export const DEFAULT_CEP_LOOKUP_URL = 'https://viacep.com.br/ws/{cep}/json/';
const LOOKUP_TIMEOUT_MS = 8_000;

export interface CepAddress {
  uf: string;
  city: string;
  street: string;
  neighborhood: string;
  complement: string;
}

const text = z.string().trim().optional().catch(undefined);
const answer = z.object({
  erro: z.unknown().optional(),
  uf: text,
  localidade: text,
  logradouro: text,
  bairro: text,
  complemento: text,
  state: text,
  city: text,
  street: text,
  neighborhood: text,
  complement: text,
});

/** The address in a lookup answer, or null when the service says it does not know the CEP. */
export function parseCepAnswer(json: unknown): CepAddress | null {
  const parsed = answer.safeParse(json);
  if (!parsed.success) return null;
  const a = parsed.data;
  if (a.erro === true || a.erro === 'true') return null;
  const address: CepAddress = {
    uf: (a.uf || a.state || '').toUpperCase(),
    city: a.localidade || a.city || '',
    street: a.logradouro || a.street || '',
    neighborhood: a.bairro || a.neighborhood || '',
    complement: a.complemento || a.complement || '',
  };
  return address.uf || address.city || address.street ? address : null;
}

export function cepLookupUrl(cep: string, template?: string): string {
  const pattern =
    template || (import.meta.env.VITE_CEP_LOOKUP_URL as string | undefined) || DEFAULT_CEP_LOOKUP_URL;
  return pattern.replace('{cep}', onlyDigits(cep));
}

/** Looks the CEP up; rejects on network errors, timeouts and non-2xx answers (callers only log). */
export async function lookupCep(cep: string, signal?: AbortSignal): Promise<CepAddress | null> {
  const timeout = AbortSignal.timeout(LOOKUP_TIMEOUT_MS);
  const response = await fetch(cepLookupUrl(cep), {
    // A simple GET: no credentials, no custom headers (no CORS preflight), no referrer.
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  if (!response.ok) throw new Error(`Consulta de CEP respondeu ${response.status}`);
  return parseCepAnswer(await response.json());
}
