// Registration (spec 3, 5, 8): the client does not validate. Everything typed is sent to
// POST /api/user/register; a 422 puts each server message under its field, outlines the fields red,
// moves focus to the first one and leaves the button ready again. Accepted, a code goes to the
// e-mail (issue 29: the answer never says whether the e-mail or CPF has an account); the code step
// makes the account and signs the person in. What was typed is kept while the code step shows.
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { register } from '../../api/user-calls.ts';
import { signIn } from '../../data/session.ts';
import { Button } from '../../ui/Button.tsx';
import { useToast } from '../../ui/Toast.tsx';
import { AccessFields } from './AccessFields.tsx';
import { AddressFields } from './AddressFields.tsx';
import { AuthLink, type AuthLinkTarget } from './AuthLink.tsx';
import { FormNotice } from './FormNotice.tsx';
import { PersonalFields } from './PersonalFields.tsx';
import { type ConfirmedRegistration, RegistrationCodeStep } from './RegistrationCodeStep.tsx';
import {
  EMPTY_REGISTER_VALUES,
  type FieldErrors,
  NO_ERRORS,
  type RegisterField,
  type RegisterValues,
  registerErrors,
  toRegisterPayload,
  withoutField,
} from './register-model.ts';
import type { FieldState } from './register-section.ts';
import './auth.css';

export const REGISTER_SUCCESS = 'Cadastro realizado com sucesso!';

export interface RegisterFormProps {
  onRegistered: () => void;
  login: AuthLinkTarget;
}

export function RegisterForm({ onRegistered, login }: RegisterFormProps) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RegisterValues>(EMPTY_REGISTER_VALUES);
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>(NO_ERRORS);
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  // Bumped on every refused submit, so focus goes to the first red field each time.
  const [attempt, setAttempt] = useState(0);
  // Set once a code was sent: the code step shows instead of the fields (kept in `values`).
  const [codeSent, setCodeSent] = useState<{ email: string; message: string }>();

  const change = useCallback((patch: Partial<RegisterValues>, fields: readonly RegisterField[]) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => withoutField(current, fields));
  }, []);

  const field = (name: RegisterField): FieldState => ({
    isInvalid: errors.invalid.has(name),
    errorMessage: errors.messages[name],
  });

  useEffect(() => {
    if (!attempt) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function refuse(error: unknown) {
    if (error instanceof ApiError && error.kind === 'validation') {
      showErrors(error.errors, error.message);
    } else {
      setFailure(error instanceof ApiError ? error.message : 'Não foi possível concluir o cadastro.');
      setAttempt((n) => n + 1);
    }
  }

  function showErrors(serverErrors: Record<string, string[]>, message: string) {
    const mapped = registerErrors(serverErrors);
    setErrors(mapped);
    if (mapped.other.length) setFailure(mapped.other.join(' '));
    else if (!mapped.invalid.size) setFailure(message);
    setAttempt((n) => n + 1);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setFailure(undefined);
    try {
      const answer = await register(toRegisterPayload(values));
      setCodeSent({ email: answer.data.email, message: answer.message });
    } catch (error) {
      refuse(error);
    } finally {
      setPending(false);
    }
  }

  async function confirmed(data: ConfirmedRegistration) {
    await signIn(data.access_token);
    toast.show(REGISTER_SUCCESS, { tone: 'success' });
    onRegistered();
  }

  if (codeSent) {
    return (
      <RegistrationCodeStep
        email={codeSent.email}
        sent={codeSent.message}
        onConfirmed={confirmed}
        onResend={async () => (await register(toRegisterPayload(values))).message}
        onBack={(serverErrors) => {
          setCodeSent(undefined);
          if (serverErrors) showErrors(serverErrors, '');
        }}
      />
    );
  }

  const sections = { values, change, field };
  return (
    <form ref={formRef} className="auth-form" onSubmit={submit} noValidate>
      <p className="auth-lead">
        Campos marcados com <span className="auth-required-mark">*</span> são obrigatórios.
      </p>
      <PersonalFields {...sections} />
      <AddressFields {...sections} />
      <AccessFields {...sections} />
      {failure && <FormNotice tone="error">{failure}</FormNotice>}
      <div className="auth-submit">
        <Button type="submit" size="lg" fullWidth isPending={pending}>
          Cadastrar
        </Button>
      </div>
      <p className="auth-switch">
        Já tem uma conta? <AuthLink to={login}>Fazer login</AuthLink>
      </p>
    </form>
  );
}
