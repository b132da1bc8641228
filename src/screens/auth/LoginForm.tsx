// Login (spec 2, 4, 8): e-mail and password. A wrong pair shows the server's 'Email ou senha
// inválidos.' under the password, both fields outlined red; too many attempts (429) shows the
// server's message. On success the token is stored and the session checked (signIn), then a toast.
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { login } from '../../api/user-calls.ts';
import { signIn } from '../../data/session.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useToast } from '../../ui/Toast.tsx';
import { AuthLink, type AuthLinkTarget } from './AuthLink.tsx';
import { FormNotice } from './FormNotice.tsx';
import './auth.css';

export const LOGIN_SUCCESS = 'Login realizado com sucesso!';

interface LoginErrors {
  email?: string;
  password?: string;
  /** The pair was refused: both fields red, the message under the password. */
  credentials?: boolean;
  other?: string;
}

export interface LoginFormProps {
  onSignedIn: () => void;
  forgot: AuthLinkTarget;
  register: AuthLinkTarget;
  /** Focus the e-mail when shown (in the dialog, after switching views). */
  autoFocus?: boolean;
}

export function LoginForm({ onSignedIn, forgot, register, autoFocus }: LoginFormProps) {
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setErrors({});
    try {
      const { data } = await login({ email: email.trim(), password });
      await signIn(data.access_token);
      toast.show(LOGIN_SUCCESS, { tone: 'success' });
      onSignedIn();
    } catch (error) {
      setErrors(loginErrors(error));
      setPending(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={setEmail}
        isInvalid={errors.credentials}
        errorMessage={errors.email}
        autoFocus={autoFocus}
      />
      <TextField
        label="Senha"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        isInvalid={errors.credentials}
        errorMessage={errors.password}
      />
      <div className="auth-row-end">
        <AuthLink to={forgot}>Esqueci minha senha</AuthLink>
      </div>
      {errors.other && <FormNotice tone="error">{errors.other}</FormNotice>}
      <Button type="submit" size="lg" fullWidth isPending={pending}>
        Entrar
      </Button>
      <p className="auth-switch">
        Não tem uma conta? <AuthLink to={register}>Cadastre-se</AuthLink>
      </p>
    </form>
  );
}

function loginErrors(error: unknown): LoginErrors {
  if (!(error instanceof ApiError)) return { other: 'Não foi possível entrar. Tente novamente.' };
  if (error.kind === 'validation') {
    const password = error.field('password');
    const email = error.field('email');
    return { password, email, credentials: Boolean(password) };
  }
  return { other: error.message };
}
