// The app shell: providers, the invisible bridges to the data layer, the layout and the routes.
import { lazy, Suspense } from 'react';
import { UIProvider } from '../ui/UIProvider.tsx';
import { Bridges } from './Bridges.tsx';
import { Footer } from './layout/Footer.tsx';
import { TopBar } from './layout/TopBar.tsx';
import { closeLoginDialog, setLoginView, useLoginDialog } from './login-dialog.ts';
import { Routes } from './routes.tsx';
import './App.css';

const LoginDialog = lazy(() =>
  import('../screens/auth/LoginDialog.tsx').then((m) => ({ default: m.LoginDialog })),
);

function LoginDialogHost() {
  const { isOpen, view } = useLoginDialog();
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog isOpen={isOpen} view={view} onViewChange={setLoginView} onClose={closeLoginDialog} />
    </Suspense>
  );
}

export function App() {
  return (
    <UIProvider>
      <Bridges />
      <a className="app-skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <TopBar />
      <main id="conteudo" className="app-main" tabIndex={-1}>
        <Routes />
      </main>
      <Footer />
      <LoginDialogHost />
    </UIProvider>
  );
}
