// A unit page that could not load: with no answer (offline, or a network too slow), a page never
// opened on this device needs the internet the first time; it loads by itself when the connection
// returns (useUnit.ts), and 'Tentar novamente' asks at once. Stays under the unit's own address.
import { Button } from '../../ui/Button.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { PageMessage } from '../../ui/PageMessage.tsx';

export function UnitUnreachable({ cause, onRetry }: { cause: 'network' | 'server'; onRetry(): void }) {
  return (
    <PageMessage
      title={cause === 'network' ? 'Sem conexão' : 'Não foi possível abrir esta unidade'}
      actions={
        <>
          <Button size="lg" onPress={onRetry}>
            Tentar novamente
          </Button>
          <LinkButton href="/" variant="secondary" size="lg">
            Voltar ao início
          </LinkButton>
        </>
      }
    >
      {cause === 'network'
        ? 'Esta página precisa de internet para abrir pela primeira vez. Ela abre sozinha assim que a conexão voltar.'
        : 'Tivemos um problema para carregar esta unidade. Tente novamente em instantes.'}
    </PageMessage>
  );
}
