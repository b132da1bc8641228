// Confirming the e-mail or the celular with a 6-digit code (spec 7: resend-verification-email /
// -sms, validate-email / -sms). Shown until the user is verified: 'Enviar código' asks for a code
// (at most one a minute: the server's 429 message is shown), 'Verificar' checks it; on success the
// session's user is updated, so the prompt goes away.
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import type { User } from '../../api/user.ts';
import {
  resendVerificationEmail,
  resendVerificationSms,
  validateEmail,
  validateSms,
} from '../../api/user-calls.ts';
import { updateUser } from '../../data/session.ts';
import { Button } from '../../ui/Button.tsx';
import { AlertIcon } from '../../ui/icons.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useToast } from '../../ui/Toast.tsx';
import { isOfflineError, needsNetworkMessage } from './use-online.ts';

export type VerificationChannel = 'email' | 'sms';

const CHANNELS = {
  email: {
    title: 'Confirme seu e-mail',
    what: (user: User) => `Enviaremos um código de 6 dígitos para ${user.email}.`,
    resend: resendVerificationEmail,
    validate: validateEmail,
    offline: 'confirmar o e-mail',
    codeLabel: 'Código recebido por e-mail',
  },
  sms: {
    title: 'Confirme seu celular',
    what: () => 'Enviaremos um código de 6 dígitos por SMS para o celular do seu cadastro.',
    resend: resendVerificationSms,
    validate: validateSms,
    offline: 'confirmar o celular',
    codeLabel: 'Código recebido por SMS',
  },
} as const;

const CODE_MASK = '######';

function messageOf(error: unknown, offlineAction: string): string {
  if (isOfflineError(error)) return needsNetworkMessage(offlineAction);
  return error instanceof ApiError ? (error.field('code') ?? error.message) : 'Tente novamente.';
}

export function VerificationPrompt({
  channel,
  user,
  token,
}: {
  channel: VerificationChannel;
  user: User;
  token: string;
}) {
  const toast = useToast();
  const config = CHANNELS[channel];
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [sent, setSent] = useState<string>();
  const [sendError, setSendError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const titleId = `verify-${channel}-title`;

  const send = async () => {
    setSending(true);
    setSendError(undefined);
    try {
      const answer = await config.resend(token);
      setSent(answer.message);
    } catch (error) {
      setSent(undefined);
      setSendError(messageOf(error, config.offline));
    } finally {
      setSending(false);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    setChecking(true);
    setCodeError(undefined);
    try {
      const answer = await config.validate(token, code);
      toast.show(answer.message, { tone: 'success' });
      updateUser(answer.data);
    } catch (error) {
      setCodeError(messageOf(error, config.offline));
      setChecking(false);
    }
  };

  return (
    <section className="verify-prompt" aria-labelledby={titleId}>
      <div className="verify-prompt__head">
        <AlertIcon size={20} />
        <h2 id={titleId} className="verify-prompt__title">
          {config.title}
        </h2>
      </div>
      <p className="verify-prompt__text">{config.what(user)}</p>
      <div className="verify-prompt__send">
        <Button variant="secondary" size="sm" onPress={() => void send()} isPending={sending}>
          Enviar código
        </Button>
        <div role="status" className="verify-prompt__sent">
          {sent}
        </div>
      </div>
      {sendError && (
        <p className="verify-prompt__error" role="alert">
          {sendError}
        </p>
      )}
      <form className="verify-prompt__form" onSubmit={verify} noValidate>
        <TextField
          label={config.codeLabel}
          mask={CODE_MASK}
          autoComplete="one-time-code"
          placeholder="000000"
          value={code}
          onChange={(text) => {
            setCode(text);
            setCodeError(undefined);
          }}
          errorMessage={codeError}
        />
        <Button type="submit" isPending={checking} isDisabled={code.length !== CODE_MASK.length}>
          Verificar
        </Button>
      </form>
    </section>
  );
}
