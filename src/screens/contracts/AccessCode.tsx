// 'Gerar código de acesso': a 6-digit door code valid for a few minutes (online only: the server
// makes it and keeps only its hash). Shown large, with its expiry.
import { useState } from 'react';
import type { ContractRow } from '../../data/contracts.ts';
import { tokenOf } from '../../data/session.ts';
import { Button } from '../../ui/Button.tsx';
import { openLoginDialog } from '../../ui/login-dialog.ts';
import { formatTime } from './contract-view.ts';
import { failureMessage } from './shared/online-action.ts';

interface Code {
  code: string;
  expiresAt: string;
  minutes: number;
}

export function AccessCode({ contract }: { contract: ContractRow }) {
  const [code, setCode] = useState<Code>();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const generate = async () => {
    const token = tokenOf();
    if (!token) {
      openLoginDialog('login');
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      // The contract calls' answer schemas load on the press, not with the contract screen.
      const { generateAccessCode } = await import('../../api/contract-calls.ts');
      const { data } = await generateAccessCode(token, contract.id);
      setCode({ code: data.code, expiresAt: data.expires_at, minutes: data.valid_minutes });
    } catch (e) {
      setCode(undefined);
      setError(failureMessage(e, 'gerar o código de acesso'));
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="access-code" className="contract-panel">
      <h2 id="access-code" className="contract-panel__title">
        Código de acesso
      </h2>
      <p className="contract-panel__lead">
        Um código de 6 dígitos para abrir a portaria, válido por poucos minutos. Útil para quem chega sem
        chave.
      </p>
      <div className="access-code">
        <Button variant={code ? 'secondary' : 'primary'} onPress={generate} isPending={pending}>
          {code ? 'Gerar outro código' : 'Gerar código de acesso'}
        </Button>
        <div aria-live="polite" className="access-code__result">
          {code ? (
            <>
              <span className="visually-hidden">Código de acesso: </span>
              <strong className="access-code__digits">{code.code}</strong>
              <span className="access-code__expiry">
                Válido até {formatTime(code.expiresAt)} ({code.minutes} minutos)
              </span>
            </>
          ) : null}
          {error ? (
            <p className="contract-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
