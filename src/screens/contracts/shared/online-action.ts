// Actions that need the network (payments, cancelling, access codes) are never queued: when the
// call cannot reach the server the resident reads 'Sem conexão: … precisa de internet.'.
import { ApiError } from '../../../api/client.ts';
import { needsNetwork } from '../contract-view.ts';

/** The sentence to show for a failed online-only call. */
export function failureMessage(error: unknown, what: string): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network' || error.kind === 'timeout') return needsNetwork(what);
    const first = Object.values(error.errors)[0]?.[0];
    return first ?? error.message;
  }
  if (error instanceof TypeError) return needsNetwork(what);
  return 'Não foi possível concluir. Tente novamente.';
}

export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
}
