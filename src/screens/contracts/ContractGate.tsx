// The contract of the route, from the mirror: a skeleton while it loads, /minhas-tokaas when it is
// not the resident's (spec 8: unknown contract, or contract load failure on invoices and
// inspection), and the screen once found. Reads locally, so it opens with no network.
import type { ReactNode } from 'react';
import { Redirect, useParams } from 'wouter';
import { type ContractRow, useContract } from '../../data/contracts.ts';
import { Container, Stack } from '../../ui/Layout.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';

export function useRouteContractId(): number {
  const { id = '' } = useParams<{ id: string }>();
  return /^\d+$/.test(id) ? Number(id) : Number.NaN;
}

export function ContractGate({ children }: { children: (contract: ContractRow) => ReactNode }) {
  const lookup = useContract(useRouteContractId());
  if (lookup.state === 'missing') return <Redirect to="/minhas-tokaas" replace />;
  if (lookup.state === 'found') return <>{children(lookup.contract)}</>;
  return (
    <Container width="normal" className="contracts-page">
      <Stack gap={2} aria-busy="true">
        <span className="visually-hidden" role="status">
          Carregando contrato
        </span>
        <Skeleton width="30%" height={20} />
        <Skeleton width="60%" height={36} />
        <Skeleton width="100%" height={160} />
        <Skeleton width="100%" height={56} />
      </Stack>
    </Container>
  );
}
