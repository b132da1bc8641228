// The key dialog (spec 2, 5): name (required), optional code and selfie (required on create).
// Saving records the change in the outbox with the selfie Blob: it shows at once in the list as
// pending and is sent when there is a connection; the notices follow the server's answer.
import { type FormEvent, useState } from 'react';
import { KEY_CODE_MAX, KEY_NAME_MAX, KM } from '../../../api/keys.ts';
import type { ContractRow } from '../../../data/contracts.ts';
import { createKey, type KeyRow, updateKey } from '../../../data/door-keys.ts';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { notifyKeyChange } from './key-notices.ts';
import { SelfieField } from './SelfieField.tsx';

interface Errors {
  name?: string;
  code?: string;
  selfie?: string;
  form?: string;
}

function KeyForm({
  contract,
  editing,
  pendingSelfie,
  close,
}: {
  contract: ContractRow;
  editing?: KeyRow | undefined;
  pendingSelfie?: Blob | undefined;
  close: () => void;
}) {
  const [name, setName] = useState(editing?.name ?? '');
  const [code, setCode] = useState(editing?.code ?? '');
  const [selfie, setSelfie] = useState<Blob | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    const cleanName = name.trim();
    const cleanCode = code.trim();
    if (!cleanName) next.name = KM.nameRequired;
    else if (cleanName.length > KEY_NAME_MAX) next.name = KM.nameLong;
    if (cleanCode.length > KEY_CODE_MAX) next.code = KM.codeLong;
    if (!editing && !selfie) next.selfie = KM.selfieRequired;
    setErrors(next);
    if (Object.keys(next).length) return;
    setSaving(true);
    try {
      if (editing) {
        const row = await updateKey({
          contractId: contract.id,
          keyId: editing.id,
          name: cleanName,
          code: cleanCode || null,
          ...(selfie ? { selfie } : {}),
          before: editing,
        });
        notifyKeyChange(row.id, 'update');
      } else if (selfie) {
        const row = await createKey({
          contractId: contract.id,
          name: cleanName,
          code: cleanCode || null,
          selfie,
        });
        notifyKeyChange(row.id, 'create');
      }
      close();
    } catch {
      setErrors({ form: KM.saveFailed });
      setSaving(false);
    }
  };

  return (
    <form
      className="key-form"
      onSubmit={submit}
      noValidate
      aria-label={editing ? 'Editar chave' : 'Nova chave'}
    >
      <TextField
        label="Nome"
        value={name}
        onChange={setName}
        isRequired
        autoComplete="off"
        description="Quem vai usar esta chave, por exemplo: Ana (diarista)."
        errorMessage={errors.name}
      />
      <TextField
        label="Código (opcional)"
        value={code}
        onChange={setCode}
        autoComplete="off"
        description="Um código pessoal para a fechadura, se o prédio usar."
        errorMessage={errors.code}
      />
      <SelfieField
        value={selfie}
        onChange={(blob) => {
          setSelfie(blob);
          setErrors((e) => ({ ...e, selfie: undefined }));
        }}
        isRequired={!editing}
        errorMessage={errors.selfie}
        {...(editing
          ? { current: { name: editing.name, url: editing.selfie, pendingBlob: pendingSelfie } }
          : {})}
      />
      {errors.form ? (
        <p className="contract-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="key-form__actions">
        <Button variant="secondary" onPress={close} isDisabled={saving}>
          Cancelar
        </Button>
        <Button type="submit" isPending={saving}>
          {editing ? 'Salvar alterações' : 'Cadastrar chave'}
        </Button>
      </div>
    </form>
  );
}

export function KeyDialog({
  contract,
  editing,
  pendingSelfie,
  isOpen,
  onClose,
}: {
  contract: ContractRow;
  editing?: KeyRow | undefined;
  pendingSelfie?: Blob | undefined;
  isOpen: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      title={editing ? 'Editar chave' : 'Nova chave'}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="md"
    >
      {(close) => (
        <KeyForm contract={contract} editing={editing} pendingSelfie={pendingSelfie} close={close} />
      )}
    </Modal>
  );
}
