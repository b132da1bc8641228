// /minhas-tokaas/{id}/tutorial: how things work in the unit — general tutorials plus those of the
// building and the unit (GET /api/tutorials/apartment/{apartment_id}), kept on the device once seen
// so they read offline. Only for Ativo contracts (spec 6); otherwise a clear note and a way back.
import { fetchApartmentTutorials } from '../../api/resident-calls.ts';
import type { Tutorial } from '../../api/support-resident.ts';
import { useCachedResource } from '../../data/cached-resource.ts';
import type { ContractRow } from '../../data/contracts.ts';
import { Accordion } from '../../ui/Accordion.tsx';
import { Button } from '../../ui/Button.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Container } from '../../ui/Layout.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { TextLink } from '../../ui/TextLink.tsx';
import { Notice } from '../account/Notice.tsx';
import { YouTubeFacade } from '../shared/YouTubeFacade.tsx';
import { ContractGate } from './ContractGate.tsx';
import { contractPath, isActiveContract, unitNameOf } from './contract-view.ts';
import { TutorialContent } from './TutorialContent.tsx';
import './TutorialsScreen.css';

export default function TutorialsScreen() {
  useDocumentTitle('Tutoriais');
  return <ContractGate>{(contract) => <Tutorials contract={contract} />}</ContractGate>;
}

function Tutorials({ contract }: { contract: ContractRow }) {
  return (
    <Container width="narrow" className="tutorials-page">
      <TextLink href={contractPath(contract.id)} className="tutorials-page__back">
        ← Voltar ao contrato
      </TextLink>
      <h1 className="tutorials-page__title">Tutoriais</h1>
      <p className="tutorials-page__unit">
        {unitNameOf(contract)} · Contrato {contract.human_contract_id}
      </p>
      {isActiveContract(contract) ? (
        <TutorialList contract={contract} />
      ) : (
        <EmptyState
          action={
            <LinkButton href={contractPath(contract.id)} variant="secondary">
              Voltar ao contrato
            </LinkButton>
          }
        >
          Os tutoriais ficam disponíveis enquanto o contrato está Ativo. Este contrato está{' '}
          {contract.status.name}.
        </EmptyState>
      )}
    </Container>
  );
}

function TutorialList({ contract }: { contract: ContractRow }) {
  const { data, error, stale, retry } = useCachedResource<Tutorial[]>(
    `tutorials:apartment:${contract.apartment_id}`,
    async (token) => (await fetchApartmentTutorials(token, contract.apartment_id)).data,
  );
  if (data === undefined) {
    if (error) {
      return (
        <Notice tone="error">
          <p className="tutorials-page__error">
            {error.kind === 'network' || error.kind === 'timeout'
              ? 'Sem conexão: os tutoriais precisam de internet na primeira vez. Depois disso, ficam salvos neste aparelho.'
              : 'Não foi possível carregar os tutoriais.'}
          </p>
          <Button variant="secondary" size="sm" onPress={retry}>
            Tentar de novo
          </Button>
        </Notice>
      );
    }
    return (
      <div className="tutorials-page__loading" aria-busy="true">
        <span className="visually-hidden" role="status">
          Carregando tutoriais
        </span>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} width="100%" height={72} />
        ))}
      </div>
    );
  }
  if (data.length === 0) {
    return (
      <EmptyState action={<LinkButton href="/tickets/novo">Abrir um chamado</LinkButton>}>
        Ainda não há tutoriais para a sua unidade. Ficou com alguma dúvida? Fale com a gente.
      </EmptyState>
    );
  }
  return (
    <>
      {stale ? <Notice tone="info">Sem conexão: mostrando os tutoriais salvos neste aparelho.</Notice> : null}
      <Accordion
        headingLevel={2}
        allowsMultipleExpanded
        items={data.map((tutorial) => ({
          id: tutorial.id,
          title: (
            <span className="tutorial-title">
              <span className="tutorial-title__name">{tutorial.title}</span>
              <span className="tutorial-title__description">{tutorial.description}</span>
            </span>
          ),
          content: (
            <div className="tutorial-body">
              <TutorialContent content={tutorial.content} />
              {tutorial.video_url ? <YouTubeFacade url={tutorial.video_url} title={tutorial.title} /> : null}
            </div>
          ),
        }))}
      />
    </>
  );
}
