// /minhas-tokaas/{id}/{page?}/{itemId?}: the contract detail, or its keys page ('chaves', with a
// key id to edit it). Read from the mirror, so it opens with no network; an unknown contract goes
// back to /minhas-tokaas (spec 2).
import { lazy, Suspense } from 'react';
import { useParams } from 'wouter';
import { ContractDetail } from './ContractDetail.tsx';
import { ContractGate, ContractSkeleton } from './ContractGate.tsx';
import './Contracts.css';

// The keys page (its forms, the selfie camera, the outbox's key changes) loads when opened: the
// detail, which the contract list preloads at idle and a tap opens, does not carry it (issue 32).
const KeysPage = lazy(() => import('./keys/KeysPage.tsx').then((module) => ({ default: module.KeysPage })));

export default function ContractScreen() {
  const { page, itemId } = useParams<{ page?: string; itemId?: string }>();
  return (
    <ContractGate>
      {(contract) =>
        page === 'chaves' ? (
          <Suspense fallback={<ContractSkeleton />}>
            <KeysPage contract={contract} editKeyId={itemId ? decodeURIComponent(itemId) : undefined} />
          </Suspense>
        ) : (
          <ContractDetail contract={contract} />
        )
      }
    </ContractGate>
  );
}
