// A calm note shown while the device is offline above an action that needs the network
// ('Sem conexão: adicionar ou excluir cartões precisa de internet.'). Nothing is queued for it.
import { Notice } from './Notice.tsx';
import { needsNetworkMessage, useOnline } from './use-online.ts';

export function NetworkNotice({ action }: { action: string }) {
  const online = useOnline();
  if (online) return null;
  return <Notice tone="info">{needsNetworkMessage(action)}</Notice>;
}
