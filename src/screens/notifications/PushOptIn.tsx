// 'Ativar notificações' (issue 33): says why first, and asks the browser's permission only when
// the resident presses the button (never on load). Shows where this device stands: on, blocked in
// the browser (how to allow it), or a browser without Web Push. Used by the preferences screen and
// the welcome after a hire.
import { useEffect, useState } from 'react';
import { disablePush, enablePush, type PushState, pushState } from '../../data/push-subscription.ts';
import { useSessionToken } from '../../data/session.ts';
import { Button } from '../../ui/Button.tsx';
import { Notice } from '../account/Notice.tsx';
import { isOfflineError, needsNetworkMessage } from '../account/use-online.ts';
import './PushOptIn.css';

export const PUSH_M = {
  why: 'Ative as notificações para saber das faturas antes que o acesso seja suspenso, dos pagamentos confirmados e das respostas aos seus chamados.',
  enable: 'Ativar notificações',
  disable: 'Desativar',
  on: 'Notificações ativadas neste aparelho',
  denied:
    'As notificações estão bloqueadas neste navegador. Para ativá-las, abra as configurações do site (o ícone ao lado do endereço), permita notificações e toque em Ativar notificações de novo.',
  unsupported:
    'Este navegador não permite notificações push. No iPhone, adicione a Tokaas à tela de início e ative por lá; os avisos continuam chegando por e-mail.',
  failed: 'Não foi possível ativar as notificações neste aparelho. Tente novamente.',
} as const;

export function PushOptIn({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const token = useSessionToken();
  const [state, setState] = useState<PushState | undefined>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  useEffect(() => {
    let live = true;
    pushState().then(
      (s) => live && setState(s),
      () => live && setState('off'),
    );
    return () => {
      live = false;
    };
  }, []);

  const run = async (action: (token: string) => Promise<PushState>, what: string) => {
    if (!token) return;
    setBusy(true);
    setError(undefined);
    try {
      setState(await action(token));
    } catch (e) {
      setError(isOfflineError(e) ? needsNetworkMessage(what) : PUSH_M.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="push-opt-in" aria-labelledby="push-opt-in-title">
      <Heading id="push-opt-in-title">Notificações neste aparelho</Heading>
      <p>{PUSH_M.why}</p>
      {state === 'on' ? (
        <div className="push-opt-in__row">
          <Notice tone="success">{PUSH_M.on}</Notice>
          <Button
            variant="secondary"
            isPending={busy}
            onPress={() => void run(disablePush, 'desativar notificações')}
          >
            {PUSH_M.disable}
          </Button>
        </div>
      ) : state === 'unsupported' ? (
        <Notice tone="info">{PUSH_M.unsupported}</Notice>
      ) : (
        <>
          {state === 'denied' ? <Notice tone="info">{PUSH_M.denied}</Notice> : null}
          <Button
            isPending={busy}
            isDisabled={state === undefined}
            onPress={() => void run(enablePush, 'ativar notificações')}
          >
            {PUSH_M.enable}
          </Button>
        </>
      )}
      {error ? <Notice tone="error">{error}</Notice> : null}
    </section>
  );
}
