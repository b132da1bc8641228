// /redefinir-senha?token=… (the link of the forgot-password e-mail): a new password and its
// confirmation, sent to POST /auth/reset-password. Success shows the server's message and a link to
// log in; an invalid, used or expired link shows the server's message and a way to ask for a new one.
import { type FormEvent, useState } from 'react';
import { useSearch } from 'wouter';
import { ApiError } from '../../api/client.ts';
import { M } from '../../api/user.ts';
import { resetPassword } from '../../api/user-calls.ts';
import { PASSWORD_MIN } from '../../domain/person.ts';
import { Button } from '../../ui/Button.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { openLoginDialog } from '../../ui/login-dialog.ts';
import { TextField } from '../../ui/TextField.tsx';
import { AuthPage } from './AuthPage.tsx';
import { FormNotice } from './FormNotice.tsx';
import { type FieldErrors, mapFieldErrors, NO_ERRORS } from './register-model.ts';

type ResetField = 'password' | 'passwordConfirmation';
const RESET_KEYS = { password: ['password'], password_confirmation: ['passwordConfirmation'] } as const;

export default function ResetPasswordScreen() {
  useDocumentTitle('Redefinir senha');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors<ResetField>>(NO_ERRORS);
  const [linkError, setLinkError] = useState<string | undefined>(token ? undefined : M.resetTokenInvalid);
  const [other, setOther] = useState<string>();
  const [done, setDone] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setOther(undefined);
    try {
      const { message } = await resetPassword({ token, password, password_confirmation: confirmation });
      setDone(message);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'validation') {
        const refused = error.field('token');
        if (refused) setLinkError(refused);
        setErrors(mapFieldErrors<ResetField>(error.errors, RESET_KEYS));
      } else {
        setOther(error instanceof ApiError ? error.message : 'Não foi possível salvar. Tente novamente.');
      }
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <AuthPage title="Redefinir senha">
        <div className="auth-form">
          <FormNotice tone="success">{done}</FormNotice>
          <LinkButton href="/login" size="lg" fullWidth>
            Entrar
          </LinkButton>
        </div>
      </AuthPage>
    );
  }

  if (linkError) {
    return (
      <AuthPage title="Redefinir senha">
        <div className="auth-form">
          <FormNotice tone="error">{linkError}</FormNotice>
          <p className="auth-lead">Peça um novo link e use-o em até 1 hora.</p>
          <Button size="lg" fullWidth onPress={() => openLoginDialog('forgot')}>
            Pedir um novo link
          </Button>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage title="Redefinir senha" intro="Crie uma nova senha para a sua conta Tokaas.">
      <form className="auth-form" onSubmit={submit} noValidate>
        <TextField
          label="Nova senha"
          type="password"
          isRequired
          autoComplete="new-password"
          description={`Pelo menos ${PASSWORD_MIN} caracteres.`}
          value={password}
          onChange={setPassword}
          isInvalid={errors.invalid.has('password')}
          errorMessage={errors.messages.password}
        />
        <TextField
          label="Confirme a nova senha"
          type="password"
          isRequired
          autoComplete="new-password"
          value={confirmation}
          onChange={setConfirmation}
          isInvalid={errors.invalid.has('passwordConfirmation')}
          errorMessage={errors.messages.passwordConfirmation}
        />
        {other && <FormNotice tone="error">{other}</FormNotice>}
        <Button type="submit" size="lg" fullWidth isPending={pending}>
          Salvar nova senha
        </Button>
      </form>
    </AuthPage>
  );
}
