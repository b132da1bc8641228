// What a route shows when its screen's code could not be downloaded, instead of a blank page: a
// visitor offline opening a public page they never opened (issue 32: only the pages opened are
// kept on the device before sign-in), or a download that failed after a deploy and could not
// reload (stale-build.ts). In the shell, because it must show without downloading anything.
import { Component, type ReactNode } from 'react';
import { Button } from '../ui/Button.tsx';

export const SCREEN_OFFLINE_TITLE = 'Sem conexão';
export const SCREEN_OFFLINE_TEXT =
  'Esta página ainda não foi aberta neste aparelho e precisa de internet para abrir pela primeira vez.';
export const SCREEN_FAILED_TITLE = 'Não foi possível abrir esta página';
export const SCREEN_FAILED_TEXT = 'Verifique sua conexão e tente novamente.';

function ScreenLoadMessage() {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <div className="app-screen-failure" role="alert">
      <h1>{offline ? SCREEN_OFFLINE_TITLE : SCREEN_FAILED_TITLE}</h1>
      <p>{offline ? SCREEN_OFFLINE_TEXT : SCREEN_FAILED_TEXT}</p>
      {/* A reload, not a new import(): a failed module download may stay failed in this page. */}
      <Button onPress={() => window.location.reload()}>Tentar novamente</Button>
    </div>
  );
}

/** Catches a screen whose code failed to download; `resetKey` (the path) clears it on navigation. */
export class ScreenLoadFailure extends Component<
  { resetKey: string; children: ReactNode },
  { failedAt?: string }
> {
  override state: { failedAt?: string } = {};

  static getDerivedStateFromError() {
    return { failedAt: '' };
  }

  override componentDidCatch(error: unknown) {
    console.warn('[app] tela não carregou:', (error as Error)?.message ?? error);
    this.setState({ failedAt: this.props.resetKey });
  }

  override render() {
    const { failedAt } = this.state;
    if (failedAt !== undefined && (failedAt === '' || failedAt === this.props.resetKey)) {
      return <ScreenLoadMessage />;
    }
    return this.props.children;
  }
}
