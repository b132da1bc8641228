// Forgot password (spec 5, 8): a blank e-mail shows 'Email inválido' and sends nothing; otherwise
// POST /auth/forgot-password and show the server's answer, which is the same whether or not the
// e-mail has an account. The mail links to /redefinir-senha?token=….
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { M } from '../../api/user.ts';
import { forgotPassword } from '../../api/user-calls.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { AuthLink, type AuthLinkTarget } from './AuthLink.tsx';
import { FormNotice } from './FormNotice.tsx';
import './auth.css';

export interface ForgotPasswordFormProps {
  backToLogin: AuthLinkTarget;
  autoFocus?: boolean;
}

export function ForgotPasswordForm({ backToLogin, autoFocus }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [other, setOther] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setOther(undefined);
    setSent(undefined);
    if (!email.trim()) {
      setEmailError(M.emailInvalid);
      return;
    }
    setEmailError(undefined);
    setPending(true);
    try {
      const { message } = await forgotPassword(email.trim());
      setSent(message);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'validation' && error.field('email')) {
        setEmailError(error.field('email'));
      } else {
        setOther(error instanceof ApiError ? error.message : 'Não foi possível enviar. Tente novamente.');
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="auth-lead">
        Informe o email da sua conta e enviaremos um link para criar uma nova senha.
      </p>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(text) => {
          setEmail(text);
          setEmailError(undefined);
        }}
        errorMessage={emailError}
        autoFocus={autoFocus}
      />
      {sent && <FormNotice tone="success">{sent}</FormNotice>}
      {other && <FormNotice tone="error">{other}</FormNotice>}
      <Button type="submit" size="lg" fullWidth isPending={pending}>
        Enviar link
      </Button>
      <p className="auth-switch">
        Lembrou a senha? <AuthLink to={backToLogin}>Voltar para o login</AuthLink>
      </p>
    </form>
  );
}
