// /registro (guests only): the registration form on a page; after signing up it goes where /login
// would (the `next` path of this site, else /).
import { useLocation, useSearch } from 'wouter';
import { safeNextPath } from '../../domain/next-path.ts';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { AuthPage } from './AuthPage.tsx';
import { RegisterForm } from './RegisterForm.tsx';

export default function RegisterScreen() {
  const [, navigate] = useLocation();
  const next = new URLSearchParams(useSearch()).get('next');
  useDocumentTitle('Criar conta');
  return (
    <AuthPage
      title="Criar conta"
      intro="Cadastre-se para contratar sua Tokaas: tudo incluso, sem caução e sem fiador."
      width="wide"
    >
      <RegisterForm
        onRegistered={() => navigate(safeNextPath(next, window.location.origin), { replace: true })}
        login={{ href: next ? `/login?next=${encodeURIComponent(next)}` : '/login' }}
      />
    </AuthPage>
  );
}
