// The booking page before the result: the unit and the terms, and beside them the step the visitor
// is on — sign in, complete the CPF, accept the terms, then 'Conclua seu pedido' with the stay, the
// prices, the payment choice (Pix by default, or a saved card) and 'Finalizar'. Hiring shows a
// full-screen wait, is sent once with an Idempotency-Key, and needs the network. A debit card the
// issuer wants confirmed opens its 3-D Secure challenge; approved shows the result, and a decline or
// a closed challenge drops the pending hire (freeing the unit) so the resident can pay another way.
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Apartment } from '../../api/catalogue.ts';
import { fetchContracts, hireContract, renewContract } from '../../api/contract-calls.ts';
import type { Contract } from '../../api/contracts.ts';
import { refreshResidentData } from '../../data/contracts.ts';
import { useSession } from '../../data/session.ts';
import { existingHire } from '../../domain/booking-contract.ts';
import type { BookingStay } from '../../domain/booking-route.ts';
import { bookingStep } from '../../domain/booking-steps.ts';
import { formatDateBr } from '../../domain/calendar-day.ts';
import { formatMoney } from '../../domain/money.ts';
import { priceStay } from '../../domain/pricing.ts';
import { BusyOverlay } from '../../ui/BusyOverlay.tsx';
import { Button } from '../../ui/Button.tsx';
import { Container } from '../../ui/Layout.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { TextLink } from '../../ui/TextLink.tsx';
import { CardChallengeDialog } from '../payment/CardChallengeDialog.tsx';
import { countOf } from '../unit/unit-view.ts';
import { AddCard, usePaymentCards } from './AddCard.tsx';
import { HireFailureDialog } from './HireFailureDialog.tsx';
import { HireNotice } from './HireNotice.tsx';
import { hireIntent } from './hire-attempt.ts';
import { JumpToOrder, ORDER_PANEL_ID } from './JumpToOrder.tsx';
import { CARD_WAIT_MESSAGE, CHECKING_MESSAGE } from './messages.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { BOLETO, cardIdOf, cardValue, PaymentChoice, type PaymentValue, PIX } from './PaymentChoice.tsx';
import { unitPagePath } from './paths.ts';
import { CompleteProfileStep, SignInStep } from './SignInStep.tsx';
import { StepCard } from './StepCard.tsx';
import type { TermsRow } from './TermsSummary.tsx';
import { TermsSummary } from './TermsSummary.tsx';
import { UnitSummary } from './UnitSummary.tsx';
import { type CardHireAnswer, useCardHire } from './use-card-hire.ts';
import { useOnline } from './use-online.ts';
import { useTermsAcceptance } from './use-terms-acceptance.ts';

export interface BookingOrderProps {
  unit: Apartment;
  stay: BookingStay;
  slug: string | undefined;
  renewId: number | undefined;
  renewNumber: string | undefined;
  onHired: (contract: Contract) => void;
}

export function BookingOrder({ unit, stay, slug, renewId, renewNumber, onHired }: BookingOrderProps) {
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const user = signedIn ? session.user : undefined;
  const token = signedIn ? session.token : null;
  const checkin = stay.checkin.toString();
  const checkout = stay.checkout.toString();
  const quote = useMemo(() => priceStay(unit, stay.checkin, stay.checkout), [unit, stay]);
  const [termsAccepted, acceptTerms] = useTermsAcceptance(
    user ? `${user.id}:${unit.id}:${checkin}:${checkout}:${renewId ?? ''}` : null,
  );
  const step = bookingStep({ signedIn, cpf: user?.document_cpf, termsAccepted });
  const [cards, rememberCard] = usePaymentCards();
  const [addingCard, setAddingCard] = useState(false);
  const [payment, setPayment] = useState<PaymentValue>(PIX);
  // A chosen card that is gone (deleted elsewhere) or expired falls back to Pix.
  const chosen: PaymentValue =
    payment !== PIX && payment !== BOLETO && !cards?.some((c) => cardValue(c.id) === payment && !c.expired)
      ? PIX
      : payment;
  const cardId = cardIdOf(chosen);
  const { hire, challengeDialog } = useCardHire(token, (contract) => {
    onHired(contract);
    void refreshResidentData().catch(() => {});
  });
  const online = useOnline();
  const [location] = useLocation();
  const search = useSearch();
  const here = search ? `${location}?${search}` : location;

  // Signed in: make sure the saved cards and contracts on this device are fresh.
  useEffect(() => {
    if (signedIn) void refreshResidentData().catch(() => {});
  }, [signedIn]);

  const finalize = async () => {
    if (step !== 'order' || !token || !user) return;
    const paymentFormId = cardId !== null ? 2 : chosen === BOLETO ? 3 : 1;
    const intent = hireIntent({
      user: user.id,
      unit: unit.id,
      checkin,
      checkout,
      guests: stay.guests,
      pay: cardId ?? chosen,
      renew: renewId,
    });
    // After a lost answer: the resident's contract of this unit and period, if the hire went through.
    const check = async (): Promise<CardHireAnswer | undefined> => {
      const { data } = await fetchContracts(token);
      const contract = existingHire(data, { apartmentId: unit.id, checkin, checkout })?.contract;
      return contract && { contract, intent };
    };
    await hire.submit(
      intent,
      async (key) => {
        const answer =
          renewId === undefined
            ? await hireContract(
                token,
                {
                  plataformHash: null,
                  payment_form_id: paymentFormId,
                  user_payment_credit_card_tokens: cardId ?? 0,
                  check_in: checkin,
                  check_out: checkout,
                  apartment_id: unit.id,
                  guests: stay.guests,
                },
                key,
              )
            : await renewContract(
                token,
                {
                  contract_id: renewId,
                  check_out: checkout,
                  payment_form_id: paymentFormId,
                  user_payment_credit_card_tokens: cardId ?? 0,
                },
                key,
              );
        return { contract: answer.data, challenge: answer.challenge, intent };
      },
      check,
    );
  };

  const stayRows: TermsRow[] = [
    { label: 'Unidade', value: `${unit.displayName} · ${unit.enterprise.data.name}` },
    {
      label: 'Período',
      value: `${formatDateBr(checkin)} a ${formatDateBr(checkout)} (${countOf(quote.nights, 'noite', 'noites')})`,
    },
    { label: 'Plano', value: quote.plan },
    { label: 'Pessoas', value: String(stay.guests) },
    {
      label: 'Valor',
      value:
        quote.plan === 'Diária'
          ? `${formatMoney(quote.total)} pela estadia, pagos na contratação`
          : `${formatMoney(quote.monthlyTotal)} por mês, cobrados no início de cada mês`,
    },
  ];

  const snapshot = (
    <OrderSummary checkin={checkin} checkout={checkout} guests={stay.guests} quote={quote} compact />
  );
  const total = quote.plan === 'Diária' ? quote.total : quote.dueAtHiring;

  return (
    <Container width="wide" className="booking">
      <header className="booking-head">
        <p className="booking-kicker">
          {renewId === undefined
            ? 'Plano de Assinatura Tokaas'
            : `Renovação${renewNumber ? ` do contrato ${renewNumber}` : ''} a partir de ${formatDateBr(checkin)}`}
        </p>
        <h1>{renewId === undefined ? 'Contratar sua Tokaas' : 'Renovar contrato'}</h1>
        <p className="booking-back">
          <TextLink href={unitPagePath(unit, slug)}>Voltar para a unidade</TextLink>
        </p>
        <JumpToOrder />
      </header>

      <div className="booking-layout">
        <div className="booking-main">
          <UnitSummary unit={unit} />
          <TermsSummary stayRows={stayRows} />
        </div>

        <aside id={ORDER_PANEL_ID} className="booking-aside" aria-label="Seu pedido">
          {session.status === 'loading' && <Skeleton height={320} />}
          {step === 'sign-in' && session.status === 'anonymous' && <SignInStep>{snapshot}</SignInStep>}
          {step === 'complete-profile' && <CompleteProfileStep returnTo={here} />}
          {step === 'terms' && (
            <StepCard title="Termos e condições">
              <p className="booking-step-text">
                Leia o resumo dos termos e as condições gerais desta página. Para seguir, confirme que está de
                acordo.
              </p>
              {snapshot}
              <Button size="lg" fullWidth onPress={acceptTerms}>
                Declaro que li e estou de acordo
              </Button>
            </StepCard>
          )}
          {step === 'order' && (
            <StepCard title="Conclua seu pedido">
              <p className="booking-step-accepted">Termos aceitos</p>
              <OrderSummary checkin={checkin} checkout={checkout} guests={stay.guests} quote={quote} />
              <PaymentChoice
                value={chosen}
                onChange={setPayment}
                cards={cards}
                allowPix
                onAddCard={() => setAddingCard(true)}
              />
              <HireNotice online={online} notice={hire.notice} />
              <Button size="lg" fullWidth onPress={finalize} isPending={hire.sending}>
                Finalizar
              </Button>
              <p className="booking-step-fine">
                {cardId === null
                  ? `Você paga ${formatMoney(total)} com Pix na próxima tela.`
                  : `${formatMoney(total)} serão cobrados no cartão agora.`}
              </p>
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
        message={
          hire.checking ? CHECKING_MESSAGE : cardId === null ? 'Processando, aguarde...' : CARD_WAIT_MESSAGE
        }
      />
      <HireFailureDialog failure={hire.failure} onClose={hire.clearFailure} />
      <CardChallengeDialog {...challengeDialog} />
    </Container>
  );
}
