// /parceiro/{hash}: the resident sign-up from a partner platform's link (spec 2 and 4, 'Partner-link
// sign-up'). The package is shown to anyone; then sign in or register (CPF required), accept the
// terms ('Declaro que li e estou de acordo'), choose a saved card when the package is not paid yet
// ('Finalizar' does nothing without one), and 'Finalizar' hires it (POST /api/enterprise/to-hire-link,
// with an Idempotency-Key). Then the welcome and instructions with the package summary. A failure
// shows the snack 'Ocorreu um erro ao processar seu pedido'.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { fetchContract, fetchPlatformReservation, hireFromLink } from '../../api/contract-calls.ts';
import type { Contract, PlatformReservation } from '../../api/contracts.ts';
import { refreshResidentData, useContract } from '../../data/contracts.ts';
import { useSession } from '../../data/session.ts';
import { bookingStep, partnerNeedsCard, partnerReady } from '../../domain/booking-steps.ts';
import { formatDateBr } from '../../domain/calendar-day.ts';
import { formatMoney } from '../../domain/money.ts';
import { BusyOverlay } from '../../ui/BusyOverlay.tsx';
import { Button } from '../../ui/Button.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { AlertIcon } from '../../ui/icons.tsx';
import { Container } from '../../ui/Layout.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useToast } from '../../ui/Toast.tsx';
import { CardChallengeDialog } from '../payment/CardChallengeDialog.tsx';
import { countOf, fullAddress } from '../unit/unit-view.ts';
import { AddCard, usePaymentCards } from './AddCard.tsx';
import { BookingSkeleton } from './BookingSkeleton.tsx';
import { HireNotice } from './HireNotice.tsx';
import { hireIntent, settleAttemptsFor } from './hire-attempt.ts';
import { JumpToOrder, ORDER_PANEL_ID } from './JumpToOrder.tsx';
import { CARD_WAIT_MESSAGE, CHECKING_MESSAGE, PARTNER_FAILURE } from './messages.ts';
import { PackageSummary, packageNights, packagePlan } from './PackageSummary.tsx';
import { cardIdOf, cardValue, PaymentChoice, type PaymentValue } from './PaymentChoice.tsx';
import { CompleteProfileStep, SignInStep } from './SignInStep.tsx';
import { Notice, StepCard } from './StepCard.tsx';
import { TermsSummary } from './TermsSummary.tsx';
import { UnitSummary } from './UnitSummary.tsx';
import { useCardHire } from './use-card-hire.ts';
import { useFocusHeading } from './use-focus-heading.ts';
import { useOnline } from './use-online.ts';
import { usePartnerPackage } from './use-partner-package.ts';
import { useTermsAcceptance } from './use-terms-acceptance.ts';
import { Welcome } from './Welcome.tsx';
import './BookingScreen.css';

export default function PartnerScreen() {
  const { hash } = useParams<{ hash: string }>();
  const [load, retry] = usePartnerPackage(hash);
  const [hired, setHired] = useState<Contract>();
  useDocumentTitle(load.status === 'ready' ? `Pacote ${load.pkg.platform}` : 'Pacote de parceiro');

  if (load.status === 'loading') return <BookingSkeleton />;
  if (load.status === 'missing') {
    return (
      <PartnerMessage title="Pacote não encontrado">
        Não encontramos este pacote. Confira o link que o parceiro enviou ou fale com a gente pelo contato.
      </PartnerMessage>
    );
  }
  if (load.status === 'error') {
    return (
      <PartnerMessage
        title="Não foi possível abrir o pacote"
        action={
          <Button size="lg" onPress={retry}>
            Tentar novamente
          </Button>
        }
      >
        Verifique sua conexão com a internet e tente novamente.
      </PartnerMessage>
    );
  }
  const { pkg } = load;
  if (hired)
    return <PartnerWelcome pkg={pkg} contractId={hired.id} contractNumber={hired.human_contract_id} />;
  if (pkg.completed && pkg.enterprise_contract_id !== null) {
    return <PartnerWelcome pkg={pkg} contractId={pkg.enterprise_contract_id} />;
  }
  if (pkg.completed) {
    return (
      <PartnerMessage title="Este pacote já foi contratado">
        O pacote da {pkg.platform} para {pkg.apartment.data.displayName} já foi contratado. Se foi você, entre
        com a conta usada na contratação para ver as instruções.
      </PartnerMessage>
    );
  }
  return <PartnerOrder pkg={pkg} onHired={setHired} />;
}

function PartnerMessage({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Container width="narrow" className="booking-problem">
      <span className="booking-problem-icon" aria-hidden="true">
        <AlertIcon size={32} />
      </span>
      <h1>{title}</h1>
      <p className="booking-problem-message">{children}</p>
      {action ?? (
        <LinkButton href="/" size="lg">
          Voltar para o início
        </LinkButton>
      )}
    </Container>
  );
}

function PartnerWelcome({
  pkg,
  contractId,
  contractNumber,
}: {
  pkg: PlatformReservation;
  contractId: number;
  contractNumber?: string;
}) {
  const mirrored = useContract(contractId);
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : undefined;
  // Hired: the package's keys are done with (see BookingScreen).
  useEffect(() => {
    if (userId !== undefined) settleAttemptsFor({ user: userId, package: pkg.hash });
  }, [userId, pkg.hash]);
  const number =
    contractNumber ?? (mirrored.state === 'found' ? mirrored.contract.human_contract_id : undefined);
  const unit = pkg.apartment.data;
  const ref = useRef<HTMLDivElement>(null);
  useFocusHeading(ref, contractId);
  return (
    <Container width="wide" className="booking-result">
      <div ref={ref}>
        <Welcome
          contractId={contractId}
          contractNumber={number}
          unitName={unit.displayName}
          buildingName={unit.enterprise.data.name}
          address={fullAddress(unit.enterprise.data)}
          checkIn={pkg.checkin}
          checkOut={pkg.checkout}
          plan={packagePlan(pkg)}
        >
          <PackageSummary pkg={pkg} headingLevel={3} hired />
        </Welcome>
      </div>
    </Container>
  );
}

function PartnerOrder({ pkg, onHired }: { pkg: PlatformReservation; onHired: (contract: Contract) => void }) {
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const user = signedIn ? session.user : undefined;
  const token = signedIn ? session.token : null;
  const toast = useToast();
  const online = useOnline();
  const [location] = useLocation();
  const [termsAccepted, acceptTerms] = useTermsAcceptance(user ? `${user.id}:parceiro:${pkg.hash}` : null);
  const progress = { signedIn, cpf: user?.document_cpf, termsAccepted };
  const step = bookingStep(progress);
  const needsCard = partnerNeedsCard(pkg.paid);
  const [cards, rememberCard] = usePaymentCards();
  const [addingCard, setAddingCard] = useState(false);
  const [payment, setPayment] = useState<PaymentValue | null>(null);
  const chosen = payment && cards?.some((c) => cardValue(c.id) === payment && !c.expired) ? payment : null;
  const cardId = cardIdOf(chosen);
  const failureToast = useRef<string | undefined>(undefined);
  const hired = (contract: Contract) => {
    // The welcome replaces the page: an earlier failure's snack no longer applies.
    if (failureToast.current) toast.close(failureToast.current);
    onHired(contract);
    void refreshResidentData().catch(() => {});
  };
  const { hire, challengeDialog } = useCardHire(token, hired);
  const unit = pkg.apartment.data;
  const nights = packageNights(pkg);

  useEffect(() => {
    if (signedIn) void refreshResidentData().catch(() => {});
  }, [signedIn]);

  // Spec 8: a failed partner hire is a snack, not a dialog. A lost answer is not known to have
  // failed: the panel says so instead (HireNotice), and the snack comes only once the check shows
  // that nothing was hired.
  // The server's reason (a declined card, say) stays in the panel until the next press, so the
  // snack is not the only trace of what went wrong.
  const { failure, clearFailure, notice, sending } = hire;
  const [reason, setReason] = useState<string>();
  useEffect(() => {
    if (!failure && notice !== 'not-hired') return;
    failureToast.current = toast.show(PARTNER_FAILURE, { tone: 'error' });
    if (failure) {
      setReason(failure.message);
      clearFailure();
    }
  }, [failure, notice, clearFailure, toast]);
  useEffect(() => {
    if (sending) setReason(undefined);
  }, [sending]);

  const finalize = async () => {
    // Spec 5: a package to be paid needs a chosen card; without one the button does nothing.
    if (!token || !user || !partnerReady({ ...progress, paid: pkg.paid, cardId })) return;
    const intent = hireIntent({ user: user.id, package: pkg.hash, card: cardId ?? 0 });
    // After a lost answer: the package says whether this resident hired it, and which contract.
    const check = async () => {
      const { data } = await fetchPlatformReservation(pkg.hash, token);
      if (data.enterprise_contract_id === null) return undefined;
      return { contract: (await fetchContract(token, data.enterprise_contract_id)).data, intent };
    };
    await hire.submit(
      intent,
      async (key) => {
        const answer = await hireFromLink(
          token,
          { plataformHash: pkg.hash, payment_method_id: needsCard ? (cardId ?? 0) : 0 },
          key,
        );
        return { contract: answer.data, challenge: answer.challenge, intent };
      },
      check,
    );
  };

  const stayRows = [
    { label: 'Parceiro', value: pkg.platform },
    { label: 'Unidade', value: `${unit.displayName} · ${pkg.enterprise.name}` },
    {
      label: 'Período',
      value: `${formatDateBr(pkg.checkin)} a ${formatDateBr(pkg.checkout)}${
        nights !== undefined ? ` (${countOf(nights, 'noite', 'noites')})` : ''
      }`,
    },
    {
      label: 'Valor',
      value: pkg.paid
        ? `${formatMoney(pkg.price)}, já pago ao parceiro`
        : `${formatMoney(pkg.price)}, cobrado no cartão na contratação`,
    },
  ];

  return (
    <Container width="wide" className="booking">
      <header className="booking-head">
        <p className="booking-kicker">Pacote {pkg.platform}</p>
        <h1>Seu pacote Tokaas</h1>
        <p className="booking-back">
          Crie sua conta ou entre, aceite os termos e finalize: sua Tokaas fica pronta para o check-in.
        </p>
        <JumpToOrder />
      </header>

      <div className="booking-layout">
        <div className="booking-main">
          <div className="booking-step">
            <PackageSummary pkg={pkg} />
          </div>
          <UnitSummary unit={unit} />
          <TermsSummary stayRows={stayRows} />
        </div>

        <aside id={ORDER_PANEL_ID} className="booking-aside" aria-label="Seu pedido">
          {session.status === 'loading' && <Skeleton height={320} />}
          {step === 'sign-in' && session.status === 'anonymous' && <SignInStep />}
          {step === 'complete-profile' && <CompleteProfileStep returnTo={location} />}
          {step === 'terms' && (
            <StepCard title="Termos e condições">
              <p className="booking-step-text">
                Leia o resumo dos termos e as condições gerais desta página. Para seguir, confirme que está de
                acordo.
              </p>
              <Button size="lg" fullWidth onPress={acceptTerms}>
                Declaro que li e estou de acordo
              </Button>
            </StepCard>
          )}
          {step === 'order' && (
            <StepCard title="Conclua seu pedido">
              <p className="booking-step-accepted">Termos aceitos</p>
              <p className="booking-order-total-line">
                <span>Valor do pacote</span>
                <strong>{formatMoney(pkg.price)}</strong>
              </p>
              {needsCard ? (
                <PaymentChoice
                  value={chosen}
                  onChange={setPayment}
                  cards={cards}
                  allowPix={false}
                  label="Cartão"
                  description="Escolha o cartão que vai pagar o pacote para finalizar."
                  onAddCard={() => setAddingCard(true)}
                />
              ) : (
                <Notice tone="info">Este pacote já foi pago ao parceiro: não há nada a pagar agora.</Notice>
              )}
              {reason && <Notice>{reason}</Notice>}
              <HireNotice online={online} notice={notice} />
              <Button size="lg" fullWidth onPress={finalize} isPending={hire.sending}>
                Finalizar
              </Button>
            </StepCard>
          )}
        </aside>
      </div>

      <AddCard
        isOpen={addingCard}
        onOpenChange={setAddingCard}
        token={token}
        onAdded={(card) => {
          rememberCard(card);
          setPayment(cardValue(card.id));
        }}
      />
      <BusyOverlay
        isVisible={hire.sending}
        message={hire.checking ? CHECKING_MESSAGE : needsCard ? CARD_WAIT_MESSAGE : 'Processando, aguarde...'}
      />
      <CardChallengeDialog {...challengeDialog} />
    </Container>
  );
}
