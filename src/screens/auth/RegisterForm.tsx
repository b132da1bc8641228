// Registration (spec 3, 5, 8): the client does not validate. Everything typed is sent to
// POST /api/user/register; a 422 puts each server message under its field, outlines the fields red,
// moves focus to the first one and leaves the button ready again. Success signs the person in.
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

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setFailure(undefined);
    try {
      const { data } = await register(toRegisterPayload(values));
      await signIn(data.access_token);
      toast.show(REGISTER_SUCCESS, { tone: 'success' });
      onRegistered();
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'validation') {
        const mapped = registerErrors(error.errors);
        setErrors(mapped);
        if (mapped.other.length) setFailure(mapped.other.join(' '));
        else if (!mapped.invalid.size) setFailure(error.message);
      } else {
        setFailure(error instanceof ApiError ? error.message : 'Não foi possível concluir o cadastro.');
      }
      setAttempt((n) => n + 1);
      setPending(false);
    }
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
