// A unit page that could not load: with no answer (offline, or a network too slow), a page never
// opened on this device needs the internet the first time; it loads by itself when the connection
// returns (useUnit.ts), and 'Tentar novamente' asks at once. Stays under the unit's own address.
import { Button } from '../../ui/Button.tsx';
import { Container } from '../../ui/Layout.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';

export function UnitUnreachable({ cause, onRetry }: { cause: 'network' | 'server'; onRetry(): void }) {
  return (
    <Container width="narrow" className="unit-unreachable">
      <h1 className="unit-unreachable__title">
        {cause === 'network' ? 'Sem conexão' : 'Não foi possível abrir esta unidade'}
      </h1>
      <p className="unit-unreachable__text">
        {cause === 'network'
          ? 'Esta página precisa de internet para abrir pela primeira vez. Ela abre sozinha assim que a conexão voltar.'
          : 'Tivemos um problema para carregar esta unidade. Tente novamente em instantes.'}
      </p>
      <div className="unit-unreachable__actions">
        <Button size="lg" onPress={onRetry}>
          Tentar novamente
        </Button>
        <LinkButton href="/" variant="secondary" size="lg">
          Voltar ao início
        </LinkButton>
      </div>
    </Container>
  );
}
