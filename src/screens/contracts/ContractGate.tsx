// The contract of the route, from the mirror: a skeleton while it loads, /minhas-tokaas when it is
// not the resident's after one fresh pull (spec 8: unknown contract, or contract load failure on invoices and
// inspection), and the screen once found. Reads locally, so it opens with no network.
import { type ReactNode, useEffect, useState } from 'react';
import { Redirect, useParams } from 'wouter';
import { parseRouteId } from '../../api/route-id.ts';
import { type ContractRow, pullContract, useContract } from '../../data/contracts.ts';
import { useSession } from '../../data/session.ts';
import { Container, Stack } from '../../ui/Layout.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';

/** The contract id in the route, or undefined when it is none ('007', past the integer range). */
export function useRouteContractId(): number | undefined {
  const { id = '' } = useParams<{ id: string }>();
  return parseRouteId(id);
}

/**
 * A contract the mirror lacks may be newer than the last pull (hired on another device, opened
 * from a notification, or a pull still landing): ask the server once before calling it unknown.
 * Offline the pull fails at once. One the server had stays 'pending' until the mirror's live
 * query shows it.
 */
function useServerCheck(id: number | undefined, missing: boolean): 'pending' | 'done' {
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : undefined;
  const [check, setCheck] = useState<'idle' | 'pending' | 'found' | 'done'>('idle');
  useEffect(() => {
    if (!missing || check !== 'idle' || id === undefined) return;
    setCheck('pending');
    pullContract(id, userId).then(
      (found) => setCheck(found ? 'found' : 'done'),
      () => setCheck('done'),
    );
  }, [id, userId, missing, check]);
  return check === 'done' ? 'done' : 'pending';
}

export function ContractGate({ children }: { children: (contract: ContractRow) => ReactNode }) {
  const id = useRouteContractId();
  // useContract answers 'missing' for NaN (no id) without looking in the mirror.
  const lookup = useContract(id ?? Number.NaN);
  const check = useServerCheck(id, lookup.state === 'missing' && id !== undefined);
  if (lookup.state === 'missing' && (id === undefined || check === 'done')) {
    return <Redirect to="/minhas-tokaas" replace />;
  }
  if (lookup.state === 'found') return <>{children(lookup.contract)}</>;
  return <ContractSkeleton />;
}

/** A contract's screen while it loads (the contract, or a page's code). */
export function ContractSkeleton() {
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
