// The sign-up's second step (issue 29): the account is made only when the code mailed to the
// e-mail comes back, so the first answer never says whether that e-mail or CPF has an account.
// Shows the server's 'Enviamos um código…', takes the 6 digits ('Concluir cadastro'), can send a
// new code or go back to fix the form. A refusal of the form's own data (an e-mail or CPF that has
// an account) goes back to the form with the message under its field.
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { confirmRegistration } from '../../api/user-calls.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { FormNotice } from './FormNotice.tsx';

const CODE_MASK = '######';

export type ConfirmedRegistration = Awaited<ReturnType<typeof confirmRegistration>>['data'];

export interface RegistrationCodeStepProps {
  email: string;
  /** The server's "code sent" message. */
  sent: string;
  onConfirmed: (data: ConfirmedRegistration) => Promise<void>;
  /** Sends the form again: a new code (the old one dies); its message, or throws. */
  onResend: () => Promise<string>;
  /** Back to the form; with the server's field errors when it refused the form's data. */
  onBack: (errors?: Record<string, string[]>) => void;
}

const failureText = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Não foi possível concluir o cadastro.';

export function RegistrationCodeStep({
  email,
  sent,
  onConfirmed,
  onResend,
  onBack,
}: RegistrationCodeStepProps) {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState(sent);
  const [checking, setChecking] = useState(false);
  const [resending, setResending] = useState(false);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (checking) return;
    setChecking(true);
    setCodeError(undefined);
    setFailure(undefined);
    try {
      const { data } = await confirmRegistration({ email, code });
      await onConfirmed(data);
    } catch (error) {
      setChecking(false);
      if (error instanceof ApiError && error.kind === 'validation') {
        const { code: codeMessage, ...formErrors } = error.errors;
        if (codeMessage?.length) setCodeError(codeMessage[0]);
        else if (Object.keys(formErrors).length) onBack(formErrors);
        else setFailure(error.message);
      } else {
        setFailure(failureText(error));
      }
    }
  }

  async function resend() {
    setResending(true);
    setFailure(undefined);
    setCodeError(undefined);
    try {
      setNotice(await onResend());
      setCode('');
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setResending(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={confirm} noValidate aria-label="Confirmar cadastro">
      <FormNotice tone="success">{notice}</FormNotice>
      <TextField
        label="Código recebido por e-mail"
        mask={CODE_MASK}
        autoComplete="one-time-code"
        placeholder="000000"
        autoFocus
        value={code}
        onChange={(text) => {
          setCode(text);
          setCodeError(undefined);
        }}
        errorMessage={codeError}
      />
      {failure && <FormNotice tone="error">{failure}</FormNotice>}
      <div className="auth-submit">
        <Button
          type="submit"
          size="lg"
          fullWidth
          isPending={checking}
          isDisabled={code.length !== CODE_MASK.length}
        >
          Concluir cadastro
        </Button>
      </div>
      <div className="auth-code-actions">
        <Button variant="ghost" size="sm" onPress={() => void resend()} isPending={resending}>
          Reenviar código
        </Button>
        <Button variant="ghost" size="sm" onPress={() => onBack()}>
          Corrigir dados
        </Button>
      </div>
    </form>
  );
}
