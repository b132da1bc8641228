// /book/{id}/{checkin}/{checkout}/{guests}/{slug?}[?renew={contractId}]: hiring a unit (spec 2
// 'Booking'). The unit in short and the terms on the left; on the right the steps — sign in (the
// login dialog), complete the CPF, accept the terms, then 'Conclua seu pedido' with the price and the
// payment choice. Unknown or rented units go to /404; a link that cannot be hired says why. With
// ?renew= it renews that contract (POST /api/enterprise/re-new) for the new period instead.
// A contract of this unit and period already waiting for its Pix (or confirmed) skips to its result.
import { useEffect, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import type { Apartment } from '../../api/catalogue.ts';
import type { Contract } from '../../api/contracts.ts';
import { useContract, useContracts } from '../../data/contracts.ts';
import { useSession } from '../../data/session.ts';
import { existingHire } from '../../domain/booking-contract.ts';
import { checkBookingRoute } from '../../domain/booking-route.ts';
import { today } from '../../domain/dates.ts';
import { maxGuests } from '../../domain/stay-quote.ts';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { useUnit } from '../unit/useUnit.ts';
import { BookingOrder } from './BookingOrder.tsx';
import { BookingProblem } from './BookingProblem.tsx';
import { BookingSkeleton } from './BookingSkeleton.tsx';
import { HireResult } from './HireResult.tsx';
import { settleAttemptsFor } from './hire-attempt.ts';
import './BookingScreen.css';

type Params = { id: string; checkin: string; checkout: string; guests: string; slug?: string };

function readRenewId(search: string): number | undefined {
  const value = new URLSearchParams(search).get('renew');
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

export default function BookingScreen() {
  const params = useParams<Params>();
  const renewId = readRenewId(useSearch());
  const load = useUnit(params.id);
  const [, navigate] = useLocation();
  const gone =
    load.status === 'missing' || (load.status === 'ready' && load.unit.isRented && renewId === undefined);

  useEffect(() => {
    if (gone) navigate('/404', { replace: true });
  }, [gone, navigate]);
  useDocumentTitle(renewId === undefined ? 'Contratar' : 'Renovar contrato');

  if (load.status !== 'ready' || gone) return <BookingSkeleton />;
  return (
    <BookingRoute
      key={`${load.unit.id}/${params.checkin}/${params.checkout}/${params.guests}/${renewId ?? ''}`}
      unit={load.unit}
      blockedDates={load.blockedDates}
      params={params}
      renewId={renewId}
    />
  );
}

function BookingRoute({
  unit,
  blockedDates,
  params,
  renewId,
}: {
  unit: Apartment;
  blockedDates: string[];
  params: Params;
  renewId: number | undefined;
}) {
  const session = useSession();
  const contracts = useContracts();
  const [hired, setHired] = useState<Contract>();
  const renewed = useContract(renewId ?? Number.NaN);
  const most = maxGuests(unit.residents);
  const check = checkBookingRoute(params, { today: today(), blockedDates, maxGuests: most });
  // Compare as the route wrote them, so a reload of a hire in progress finds it even though its own
  // nights now count as blocked.
  const existing = existingHire(contracts, {
    apartmentId: unit.id,
    checkin: params.checkin,
    checkout: params.checkout,
  });

  // One result component for both sources, keyed by contract, so the mirror catching up with a
  // hire made on this page does not remount it.
  const result = hired ?? existing?.contract;
  const userId = session.status === 'authenticated' ? session.user.id : undefined;
  // The hire is shown: its key is done with, so hiring this again later (after it was cancelled,
  // say) is a new attempt rather than a replay of this one.
  useEffect(() => {
    if (result && userId !== undefined) {
      settleAttemptsFor({ user: userId, unit: unit.id, checkin: params.checkin, checkout: params.checkout });
    }
  }, [result, userId, unit.id, params.checkin, params.checkout]);

  if (result) return <HireResult key={result.id} contract={result} unit={unit} slug={params.slug} />;
  if (!check.ok) {
    // The resident's own contracts may explain a "blocked" period: wait until they are known.
    if (check.problem === 'blocked' && session.status === 'authenticated' && contracts === undefined) {
      return <BookingSkeleton />;
    }
    return <BookingProblem problem={check.problem} unit={unit} slug={params.slug} maxGuests={most} />;
  }
  if (renewId === undefined && unit.soon_release) {
    return <BookingProblem problem="soon-release" unit={unit} slug={params.slug} maxGuests={most} />;
  }
  if (
    renewed.state === 'found' &&
    (renewed.contract.apartment_id !== unit.id || renewed.contract.checkOut !== params.checkin)
  ) {
    return <BookingProblem problem="renew-mismatch" unit={unit} slug={params.slug} maxGuests={most} />;
  }
  return (
    <BookingOrder
      unit={unit}
      stay={check.stay}
      slug={params.slug}
      renewId={renewId}
      renewNumber={renewed.state === 'found' ? renewed.contract.human_contract_id : undefined}
      onHired={setHired}
    />
  );
}
