// Correcting the texts of a refused change before sending it again.
import { useState } from 'react';
import type { EditableField } from '../../data/engine/outbox/mutation-handler.ts';
import { Button } from '../../ui/Button.tsx';
import { Stack } from '../../ui/Layout.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { TextArea } from '../../ui/TextArea.tsx';
import { TextField } from '../../ui/TextField.tsx';

export function EditRejectedChange({
  fields,
  onSave,
  onCancel,
}: {
  fields: EditableField[];
  onSave: (values: Record<string, string>) => Promise<void>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((f) => [f.name, f.value])));
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      title="Editar alteração"
      isOpen
      onOpenChange={(open) => !open && onCancel()}
      footer={
        <Button
          isPending={saving}
          onPress={async () => {
            setSaving(true);
            await onSave(values).finally(() => setSaving(false));
          }}
        >
          Salvar e enviar
        </Button>
      }
    >
      <Stack gap={2}>
        {fields.map((field) =>
          field.multiline ? (
            <TextArea
              key={field.name}
              label={field.label}
              value={values[field.name] ?? ''}
              onChange={(value) => setValues((v) => ({ ...v, [field.name]: value }))}
              isRequired
            />
          ) : (
            <TextField
              key={field.name}
              label={field.label}
              value={values[field.name] ?? ''}
              onChange={(value) => setValues((v) => ({ ...v, [field.name]: value }))}
              isRequired
            />
          ),
        )}
      </Stack>
    </Modal>
  );
}
