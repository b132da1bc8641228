// /minhas-tokaas/{id}/chaves (and /chaves/{keyId} to edit one): the contract's keys from the
// mirror (opens offline), with state; create, edit and delete through the outbox (spec 2, 5, 8).
// Keys only for Ativo contracts (spec 6).
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { KM, MAX_KEYS_PER_CONTRACT } from '../../../api/keys.ts';
import type { ContractRow } from '../../../data/contracts.ts';
import { type KeyRow, useKeyToEdit, useListedKeys, usePendingSelfies } from '../../../data/door-keys.ts';
import { Button } from '../../../ui/Button.tsx';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { KeyIcon, PlusIcon } from '../../../ui/icons.tsx';
import { Container, Stack } from '../../../ui/Layout.tsx';
import { TextLink } from '../../../ui/TextLink.tsx';
import { AccessCode } from '../AccessCode.tsx';
import { contractPath, isActiveContract, unitNameOf } from '../contract-view.ts';
import { ContractNotice } from '../shared/ContractNotice.tsx';
import { KeyDialog } from './KeyDialog.tsx';
import { KeyItem } from './KeyItem.tsx';
import './Keys.css';

export function KeysPage({ contract, editKeyId }: { contract: ContractRow; editKeyId?: string | undefined }) {
  useDocumentTitle('Chaves');
  const [, navigate] = useLocation();
  const [creating, setCreating] = useState(false);
  const keys = contract.key as KeyRow[];
  const selfies = usePendingSelfies(contract.id);
  // Drawn only from this read, never from the contract's keys meanwhile: an item drawn first by its
  // id and then by its handle would be mounted again, closing a confirmation just opened on it.
  const listed = useListedKeys(contract.id);
  const toEdit = useKeyToEdit(contract.id, editKeyId);
  const editing = toEdit?.state === 'found' ? toEdit.key : undefined;
  const active = isActiveContract(contract);
  const keysPath = contractPath(contract.id, 'chaves');
  const full = keys.filter((k) => k.pending !== 'delete').length >= MAX_KEYS_PER_CONTRACT;

  // A key id that is not (or no longer) in the list: back to the list.
  useEffect(() => {
    if (editKeyId && toEdit && (!editing || editing.pending === 'delete' || !active))
      navigate(keysPath, { replace: true });
  }, [editKeyId, toEdit, editing, active, keysPath, navigate]);
  // A key created offline got its server id: follow it in the address.
  useEffect(() => {
    if (editKeyId && typeof editing?.id === 'number' && editKeyId !== String(editing.id))
      navigate(contractPath(contract.id, `chaves/${editing.id}`), { replace: true });
  }, [editKeyId, editing?.id, contract.id, navigate]);

  const newKeyButton = (
    <Button icon={<PlusIcon size={20} />} onPress={() => setCreating(true)} isDisabled={!active || full}>
      Nova chave
    </Button>
  );

  return (
    <Container width="narrow" className="contracts-page">
      <Stack gap={3}>
        <TextLink href={contractPath(contract.id)}>← {unitNameOf(contract)}</TextLink>
        <div className="keys-head">
          <div>
            <h1 className="keys-head__title">Chaves</h1>
            <p className="keys-head__lead">
              Contrato {contract.human_contract_id}. Cadastre uma chave com selfie para cada pessoa que entra
              na sua Tokaas.
            </p>
          </div>
          {keys.length ? newKeyButton : null}
        </div>
        {active ? null : <ContractNotice tone="warning">{KM.notActive}</ContractNotice>}
        {full && active ? <ContractNotice tone="info">{KM.tooMany}</ContractNotice> : null}
        {keys.length === 0 ? (
          <EmptyState icon={<KeyIcon size={40} />} action={newKeyButton}>
            Nenhuma chave cadastrada ainda.
          </EmptyState>
        ) : listed === undefined ? null : (
          <ul className="key-list" aria-label="Chaves do contrato">
            {listed.map(({ key: item, handle }) => (
              <KeyItem
                key={handle}
                contract={contract}
                item={item}
                pendingSelfie={selfies.get(String(item.id))}
                canChange={active}
              />
            ))}
          </ul>
        )}
        {active ? <AccessCode contract={contract} /> : null}
      </Stack>
      <KeyDialog contract={contract} isOpen={creating} onClose={() => setCreating(false)} />
      {/* Not keyed by the key's id: an offline key that gets its server id while the resident is
          typing keeps the same form, and what they typed. */}
      <KeyDialog
        contract={contract}
        editing={editing}
        pendingSelfie={editing ? selfies.get(String(editing.id)) : undefined}
        isOpen={Boolean(editKeyId && editing && editing.pending !== 'delete' && active)}
        onClose={() => navigate(keysPath)}
      />
    </Container>
  );
}
