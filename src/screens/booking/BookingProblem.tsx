// A booking link that cannot be hired as it is (spec: invalid dates → a clear message): what is
// wrong, in the words the server would use, and a way back to the unit to choose again.
import type { Apartment } from '../../api/catalogue.ts';
import { CT, fill } from '../../api/contracts.ts';
import type { BookingProblem as Problem } from '../../domain/booking-route.ts';
import { AlertIcon } from '../../ui/icons.tsx';
import { Container } from '../../ui/Layout.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { unitPagePath } from './paths.ts';

export type BookingProblemKind = Problem | 'soon-release' | 'renew-mismatch';

function messageOf(problem: BookingProblemKind, maxGuests: number): string {
  switch (problem) {
    case 'unreadable-dates':
      return 'As datas deste link não são válidas. Escolha o check-in e o check-out novamente na página da unidade.';
    case 'checkin-in-past':
      return `${CT.checkInPast} Escolha novas datas na página da unidade.`;
    case 'checkout-not-after-checkin':
      return `${CT.checkOutOrder} Escolha novas datas na página da unidade.`;
    case 'too-long':
      return CT.stayTooLong;
    case 'blocked':
      return `${CT.periodBlocked} Escolha outro período na página da unidade.`;
    case 'guests':
      return fill(CT.guestsOverUnit, { n: maxGuests });
    case 'soon-release':
      return CT.unitSoonRelease;
    case 'renew-mismatch':
      return 'Este link de renovação não corresponde ao seu contrato. Comece a renovação pelo contrato em Minhas tokaas.';
  }
}

export function BookingProblem({
  problem,
  unit,
  slug,
  maxGuests,
}: {
  problem: BookingProblemKind;
  unit: Apartment;
  slug?: string | undefined;
  maxGuests: number;
}) {
  return (
    <Container width="narrow" className="booking-problem">
      <span className="booking-problem-icon" aria-hidden="true">
        <AlertIcon size={32} />
      </span>
      <h1>Não foi possível continuar com esta reserva</h1>
      <p className="booking-problem-message">{messageOf(problem, maxGuests)}</p>
      <p className="booking-problem-unit">
        {unit.displayName} · {unit.enterprise.data.name}
      </p>
      {problem === 'renew-mismatch' ? (
        <LinkButton href="/minhas-tokaas" size="lg">
          Minhas tokaas
        </LinkButton>
      ) : (
        <LinkButton href={unitPagePath(unit, slug)} size="lg">
          Voltar para a unidade
        </LinkButton>
      )}
    </Container>
  );
}
