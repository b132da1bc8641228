// /tickets/novo: subject, related contract ('Nenhum' by default) and description. Works offline:
// the ticket is kept on the device and sent when the connection returns; what is typed is kept as a
// draft until then, across reloads.
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { SM } from '../../api/support-resident.ts';
import { useContractNames } from '../../data/contracts.ts';
import { discardDraft, draftKey, useDraft } from '../../data/form-drafts.ts';
import { useSessionUserId } from '../../data/session.ts';
import { createTicket } from '../../data/tickets.ts';
import { Button } from '../../ui/Button.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { Container, Stack } from '../../ui/Layout.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextArea } from '../../ui/TextArea.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useToast } from '../../ui/Toast.tsx';

const NONE = 'nenhum';
const EMPTY = { title: '', description: '', contract: NONE };

function useContractOptions() {
  return useContractNames().map((c) => ({ id: String(c.id), label: `${c.number} — ${c.unitName}` }));
}

export default function NewTicketScreen() {
  useDocumentTitle('Novo chamado');
  const [, navigate] = useLocation();
  const toast = useToast();
  const contracts = useContractOptions();
  const userId = useSessionUserId();
  const draft = userId === undefined ? null : draftKey(userId, 'ticket:new');
  const [fields, setFields] = useDraft(draft, EMPTY);
  const { title, description, contract } = fields;
  const [errors, setErrors] = useState<{ title?: string; description?: string }>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      ...(title.trim() ? {} : { title: SM.titleRequired }),
      ...(description.trim() ? {} : { description: SM.descriptionRequired }),
    };
    setErrors(next);
    if (Object.keys(next).length) return;
    setSaving(true);
    try {
      const id = await createTicket({
        title: title.trim(),
        description: description.trim(),
        enterprise_contract_id: contract === NONE ? null : Number(contract),
      });
      toast.show(
        navigator.onLine ? 'Chamado aberto!' : 'Chamado salvo. Vamos enviá-lo assim que houver conexão.',
        {
          tone: 'success',
        },
      );
      if (draft) discardDraft(draft);
      navigate(`/tickets/${encodeURIComponent(id)}`, { replace: true });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Container width="narrow">
      <form onSubmit={submit} noValidate>
        <Stack gap={3}>
          <h1>Novo chamado</h1>
          <TextField
            label="Assunto"
            value={title}
            onChange={(next) => setFields({ ...fields, title: next })}
            isRequired
            errorMessage={errors.title}
            isInvalid={Boolean(errors.title)}
          />
          <Select
            label="Contrato relacionado"
            value={contract}
            onChange={(id) => setFields({ ...fields, contract: String(id ?? NONE) })}
            options={[{ id: NONE, label: 'Nenhum' }, ...contracts]}
          />
          <TextArea
            label="Descrição"
            value={description}
            onChange={(next) => setFields({ ...fields, description: next })}
            rows={6}
            isRequired
            errorMessage={errors.description}
            isInvalid={Boolean(errors.description)}
          />
          <Button type="submit" isPending={saving}>
            Abrir chamado
          </Button>
        </Stack>
      </form>
    </Container>
  );
}
