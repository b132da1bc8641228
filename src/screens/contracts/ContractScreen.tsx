// /minhas-tokaas/{id}/{page?}/{itemId?}: the contract detail, or its keys page ('chaves', with a
// key id to edit it). Read from the mirror, so it opens with no network; an unknown contract goes
// back to /minhas-tokaas (spec 2).
import { useParams } from 'wouter';
import { ContractDetail } from './ContractDetail.tsx';
import { ContractGate } from './ContractGate.tsx';
import { KeysPage } from './keys/KeysPage.tsx';
import './Contracts.css';

export default function ContractScreen() {
  const { page, itemId } = useParams<{ page?: string; itemId?: string }>();
  return (
    <ContractGate>
      {(contract) =>
        page === 'chaves' ? (
          <KeysPage contract={contract} editKeyId={itemId ? decodeURIComponent(itemId) : undefined} />
        ) : (
          <ContractDetail contract={contract} />
        )
      }
    </ContractGate>
  );
}
