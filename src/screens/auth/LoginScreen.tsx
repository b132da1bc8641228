// /login (guests only; the shell's guard sends signed-in people to /). After signing in it goes to
// the `next` query parameter when that is a path of this site, else to /. 'Esqueci minha senha'
// switches the card to the forgot-password form; 'Cadastre-se' goes to /registro.
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { safeNextPath } from '../../domain/next-path.ts';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { AuthPage } from './AuthPage.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { LoginForm } from './LoginForm.tsx';

export default function LoginScreen() {
  const [view, setView] = useState<'login' | 'forgot'>('login');
  const [, navigate] = useLocation();
  const next = new URLSearchParams(useSearch()).get('next');
  const registerHref = next ? `/registro?next=${encodeURIComponent(next)}` : '/registro';
  useDocumentTitle(view === 'login' ? 'Entrar' : 'Recuperar senha');

  if (view === 'forgot') {
    return (
      <AuthPage title="Recuperar senha">
        <ForgotPasswordForm autoFocus backToLogin={{ onPress: () => setView('login') }} />
      </AuthPage>
    );
  }
  return (
    <AuthPage title="Entrar" intro="Acesse sua conta para acompanhar suas Tokaas, faturas e chaves.">
      <LoginForm
        onSignedIn={() => navigate(safeNextPath(next, window.location.origin), { replace: true })}
        forgot={{ onPress: () => setView('forgot') }}
        register={{ href: registerHref }}
      />
    </AuthPage>
  );
}
