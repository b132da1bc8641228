// /minhas-tokaas: the resident's contracts from the mirror (opens offline), newest first, each a
// card with status badge, unit, enterprise, address, dates and contract number. Empty: a sentence
// and a way to /buscar. Kept as drawn for the next offline start (src/shared/page-snapshot.ts).

import { useEffect } from 'react';
import { useContracts } from '../../data/contracts.ts';
import { useKeepSnapshot } from '../../data/keep-snapshot.ts';
import { useRevealWhenDrawn } from '../../first-paint/snapshot-takeover.ts';
import { afterIdle } from '../../shared/idle.ts';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { KeyIcon } from '../../ui/icons.tsx';
import { Container, Stack } from '../../ui/Layout.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { ContractCard } from './ContractCard.tsx';
import './Contracts.css';

/**
 * The contract screen's code, loaded while the list sits idle: the tap on a contract then finds
 * it ready instead of starting its download (on a slow phone, adding the chunk's preload links and
 * stylesheets was more than half of that tap's time; issue 32).
 */
function usePreloadedContractScreen(listed: boolean): void {
  useEffect(() => {
    if (listed) void afterIdle().then(() => import('./ContractScreen.tsx').catch(() => {}));
  }, [listed]);
}

function ListSkeleton() {
  return (
    <div className="contract-list" aria-busy="true">
      <span className="visually-hidden" role="status">
        Carregando contratos
      </span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="contract-card contract-card--skeleton">
          <Skeleton className="contract-card__photo" />
          <Stack gap={1}>
            <Skeleton width="30%" height={24} />
            <Skeleton width="70%" height={24} />
            <Skeleton width="90%" height={18} />
            <Skeleton width="50%" height={18} />
          </Stack>
        </div>
      ))}
    </div>
  );
}

export default function ContractsScreen() {
  useDocumentTitle('Minhas tokaas');
  const contracts = useContracts();
  // An offline start may show this page as last drawn until it is drawn again (page-snapshot.ts).
  useRevealWhenDrawn(contracts !== undefined);
  useKeepSnapshot('/minhas-tokaas', contracts);
  usePreloadedContractScreen(contracts !== undefined && contracts.length > 0);
  return (
    <Container width="normal" className="contracts-page">
      <Stack gap={3}>
        <h1>Minhas tokaas</h1>
        {contracts === undefined ? (
          <ListSkeleton />
        ) : contracts.length === 0 ? (
          <EmptyState
            icon={<KeyIcon size={40} />}
            action={<LinkButton href="/buscar">Buscar uma Tokaas</LinkButton>}
          >
            Você ainda não reservou uma Tokaas. Encontre a sua e ela aparece aqui, com chaves, faturas e
            vistorias.
          </EmptyState>
        ) : (
          <ul className="contract-list" aria-label="Seus contratos">
            {contracts.map((contract) => (
              <li key={contract.id}>
                <ContractCard contract={contract} />
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Container>
  );
}
