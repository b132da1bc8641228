// The welcome after a confirmed hire (spec 4, status 4): what was hired, how to get in (access
// instructions, the check-in inspection within 1 h of entering, sample doorman hours) and a link
// to Minhas tokaas. Shared by the booking and the partner-link sign-up (which adds its package).
import type { ReactNode } from 'react';
import { formatDateBr } from '../../domain/calendar-day.ts';
import { CheckIcon } from '../../ui/icons.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { TextLink } from '../../ui/TextLink.tsx';
import { PushOptIn } from '../notifications/PushOptIn.tsx';
import './Welcome.css';

export interface WelcomeProps {
  contractId?: number | undefined;
  contractNumber?: string | undefined;
  unitName: string;
  buildingName: string;
  address: string;
  checkIn: string;
  checkOut: string;
  plan?: string | undefined;
  /** More to show under the stay, e.g. the partner package. */
  children?: ReactNode;
}

export function Welcome({
  contractId,
  contractNumber,
  unitName,
  buildingName,
  address,
  checkIn,
  checkOut,
  plan,
  children,
}: WelcomeProps) {
  return (
    <div className="booking-welcome">
      <header className="booking-welcome-head">
        <span className="booking-welcome-mark" aria-hidden="true">
          <CheckIcon size={32} />
        </span>
        <h1>Bem-vindo(a) à sua Tokaas!</h1>
        <p className="booking-welcome-lead">
          Pagamento confirmado e contratação concluída. Guarde estas instruções: elas também ficam em Minhas
          tokaas.
        </p>
      </header>

      <section className="booking-welcome-card" aria-labelledby="welcome-stay">
        <h2 id="welcome-stay">Sua estadia</h2>
        <dl className="booking-welcome-facts">
          {contractNumber && (
            <div>
              <dt>Contrato</dt>
              <dd>{contractNumber}</dd>
            </div>
          )}
          <div>
            <dt>Unidade</dt>
            <dd>{unitName}</dd>
          </div>
          <div className="booking-welcome-wide">
            <dt>Endereço</dt>
            <dd>
              {buildingName} — {address}
            </dd>
          </div>
          <div>
            <dt>Check-in</dt>
            <dd>{formatDateBr(checkIn)}</dd>
          </div>
          <div>
            <dt>Check-out</dt>
            <dd>{formatDateBr(checkOut)}</dd>
          </div>
          {plan && (
            <div>
              <dt>Plano</dt>
              <dd>{plan}</dd>
            </div>
          )}
        </dl>
        {children}
      </section>

      <section className="booking-welcome-card" aria-labelledby="welcome-access">
        <h2 id="welcome-access">Como acessar sua Tokaas</h2>
        <ol className="booking-welcome-steps">
          <li>
            No dia do check-in, vá à portaria do <strong>{buildingName}</strong> ({address}) com um documento
            oficial com foto.
          </li>
          <li>
            Em Minhas tokaas, abra seu contrato e cadastre as <strong>chaves digitais</strong> com uma selfie
            de cada pessoa que vai morar com você: é com elas que a portaria libera a entrada.
          </li>
          <li>
            Ao entrar na unidade, faça a <strong>vistoria de check-in</strong> pelo app em até 1 hora:
            percorra os cômodos e registre qualquer problema que encontrar.
          </li>
          <li>
            A portaria atende das <strong>7h às 21h</strong> (horário de exemplo: confira o do seu prédio nos
            tutoriais do contrato). Fora desse horário, use suas chaves digitais.
          </li>
        </ol>
        <p className="booking-welcome-help">
          Alguma dúvida? <TextLink href="/tickets/novo">Abra um chamado</TextLink> e a equipe Tokaas responde
          por aqui.
        </p>
      </section>

      <div className="booking-welcome-card">
        <PushOptIn />
      </div>

      <div className="booking-welcome-actions">
        <LinkButton href="/minhas-tokaas" size="lg">
          Minhas tokaas
        </LinkButton>
        {contractId !== undefined && (
          <LinkButton href={`/minhas-tokaas/${contractId}`} variant="secondary" size="lg">
            Ver contrato
          </LinkButton>
        )}
      </div>
    </div>
  );
}
