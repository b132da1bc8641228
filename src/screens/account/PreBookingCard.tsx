// One pre-booking (spec 2 'Pre-bookings'): photo with the favourite heart, type, building name and
// the unit's padded id, address, check-in date and plan, and 'Cancelar pré-reserva' (asks first;
// needs the network). The favourite goes through the outbox like every heart.
import { type Ref, useState } from 'react';
import { Link } from 'wouter';
import { ApiError } from '../../api/client.ts';
import { cancelPreBooking } from '../../api/resident-calls.ts';
import { setFavorite, useFavoriteState } from '../../data/favorites.ts';
import type { PreBookingRow } from '../../data/pre-bookings.ts';
import { formatDateBr } from '../../domain/calendar-day.ts';
import { padId } from '../../domain/unit-name.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { FavoriteButton } from '../../ui/FavoriteButton.tsx';
import { CalendarIcon, MapPinIcon } from '../../ui/icons.tsx';
import { photoSources } from '../../ui/photo-sources.ts';
import { useToast } from '../../ui/Toast.tsx';
import { FAVORITE_ERROR } from '../shared/FavoriteHeart.tsx';
import { unitHref } from '../shared/UnitCard.tsx';
import { fullAddress } from '../unit/unit-view.ts';
import { isOfflineError, needsNetworkMessage } from './use-online.ts';

export interface PreBookingCardProps {
  preBooking: PreBookingRow;
  token: string;
  highlighted: boolean;
  /** After the server cancelled it (or had already let it go). */
  onCancelled: (id: number) => Promise<void>;
  ref?: Ref<HTMLElement>;
}

/**
 * How wide the photo is drawn (img `sizes`): the 3:2 photo covers a 4:3 box as wide as the card, so
 * 9/8 of it. Cards (grid columns ≥ 280 px) fill the page below 616 px, are at most two abreast up to
 * 1023 px and at most ~345 px wide beyond.
 */
const PHOTO_SIZES =
  '(min-width: 1024px) 390px, (min-width: 616px) calc(56.25vw - 31px), calc(112.5vw - 36px)';

export function PreBookingCard({ preBooking, token, highlighted, onCancelled, ref }: PreBookingCardProps) {
  const unit = preBooking.apartment.data;
  const building = unit.enterprise.data;
  const name = `${building.name} - ${padId(unit.id)}`;
  const photo = unit.imagesThumbnail[0] ?? unit.images[0];
  const [confirming, setConfirming] = useState(false);
  const titleId = `pre-booking-${preBooking.id}`;

  const cancel = async () => {
    try {
      await cancelPreBooking(token, preBooking.id);
    } catch (error) {
      if (isOfflineError(error)) throw new Error(needsNetworkMessage('cancelar uma pré-reserva'));
      // Already gone on the server (expired or cancelled elsewhere): drop it here too.
      if (!(error instanceof ApiError && error.kind === 'not-found')) throw error;
    }
    await onCancelled(preBooking.id);
  };

  return (
    <article
      ref={ref}
      className="pre-booking"
      data-highlighted={highlighted || undefined}
      aria-labelledby={titleId}
      aria-current={highlighted ? 'true' : undefined}
      tabIndex={-1}
    >
      <div className="pre-booking__media">
        {photo ? (
          <img
            className="pre-booking__photo"
            {...photoSources(photo.image)}
            sizes={PHOTO_SIZES}
            alt=""
            width={640}
            height={480}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <div className="pre-booking__photo" />
        )}
        <PreBookingFavorite preBooking={preBooking} name={name} />
        {highlighted ? (
          <Badge tone="info" onImage className="pre-booking__selected">
            Selecionada
          </Badge>
        ) : null}
      </div>
      <div className="pre-booking__body">
        <p className="pre-booking__type">{unit.type.name}</p>
        <h2 className="pre-booking__title" id={titleId}>
          <Link href={unitHref(unit)}>{name}</Link>
        </h2>
        <p className="pre-booking__line">
          <MapPinIcon size={16} />
          <span>{fullAddress(building)}</span>
        </p>
        <p className="pre-booking__line">
          <CalendarIcon size={16} />
          <span>
            Check-in em <strong>{formatDateBr(preBooking.checkin)}</strong> · Plano{' '}
            <strong>{preBooking.plan}</strong>
          </span>
        </p>
        <Button
          variant="secondary"
          size="sm"
          onPress={() => setConfirming(true)}
          className="pre-booking__cancel"
        >
          Cancelar pré-reserva
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title="Cancelar pré-reserva"
        message={
          <p>
            A pré-reserva de {name} será cancelada e a unidade ficará livre para outras pessoas. Esta ação não
            pode ser desfeita.
          </p>
        }
        confirmLabel="Cancelar pré-reserva"
        cancelLabel="Manter"
        tone="danger"
        onConfirm={cancel}
      />
    </article>
  );
}

function PreBookingFavorite({ preBooking, name }: { preBooking: PreBookingRow; name: string }) {
  const unit = preBooking.apartment.data;
  const { isFavorite, isPending } = useFavoriteState(unit);
  const toast = useToast();
  return (
    <FavoriteButton
      className="pre-booking__favorite"
      isFavorite={isFavorite}
      isPending={isPending}
      unitName={name}
      onChange={(wanted) =>
        void setFavorite(unit, wanted).catch(() => toast.show(FAVORITE_ERROR, { tone: 'error' }))
      }
    />
  );
}
