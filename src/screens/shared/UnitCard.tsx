// UnitCard: one unit in a grid (spec 2, 'Unit card'): up to 5 photos with dots, the favourite heart,
// the status tag, type, name, neighbourhood, 'city - state', area, beds and 'A partir de R$ …'.
// Occupied units are dimmed. The whole card opens /apartamento/{id}/{enterprise shortUrl}, with the
// search's dates as checkin/checkout (DD/MM/YYYY) so the unit page comes prefilled.
//
// Links and buttons must not nest, so the title is the link (stretched over the card for pointers)
// and the photo area, which holds the carousel's buttons and the heart, opens the unit on click.
//
//   <UnitCard apartment={unit} stay={{ checkin, checkout }} />
import type { MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import type { Apartment } from '../../api/catalogue.ts';
import { formatDateBr } from '../../domain/calendar-day.ts';
import { formatArea } from '../../domain/number-format.ts';
import { type UnitStatusVariant, unitStatus } from '../../domain/unit-status.ts';
import { Carousel } from '../../ui/Carousel.tsx';
import { cx } from '../../ui/cx.ts';
import { AreaIcon, BedIcon, MapPinIcon } from '../../ui/icons.tsx';
import { Price } from '../../ui/Price.tsx';
import { photoSources } from '../../ui/photo-sources.ts';
import { StatusTag } from '../../ui/StatusTag.tsx';
import { FavoriteHeart } from './FavoriteHeart.tsx';
import './UnitCard.css';

/** Photos on a card (spec 9: at most 5 dots). */
export const CARD_PHOTO_LIMIT = 5;

/**
 * How wide a card's photo is drawn, for choosing from its srcset. The 3:2 photo covers a 4:3 box,
 * so it is drawn 9/8 as wide as the card. Cards (grids of columns ≥ 260 px, the home's row) fill
 * the page on phones, are at most two abreast up to 1023 px and at most ~345 px wide beyond.
 */
export const CARD_PHOTO_SIZES =
  '(min-width: 1024px) 390px, (min-width: 600px) calc(56.25vw - 31px), calc(112.5vw - 36px)';

export interface Stay {
  /** 'YYYY-MM-DD' */
  checkin: string;
  checkout: string;
}

/** The unit page of a unit, carrying the stay as DD/MM/YYYY query parameters when there is one. */
export function unitHref(apartment: Pick<Apartment, 'id' | 'enterprise'>, stay?: Stay | null): string {
  const slug = apartment.enterprise.data.shortUrl;
  const path = `/apartamento/${apartment.id}${slug ? `/${encodeURIComponent(slug)}` : ''}`;
  if (!stay) return path;
  // DD/MM/YYYY holds only digits and slashes, which a query string may carry as they are.
  return `${path}?checkin=${formatDateBr(stay.checkin)}&checkout=${formatDateBr(stay.checkout)}`;
}

export interface UnitCardProps {
  apartment: Apartment;
  /** The search's dates, passed on to the unit page. */
  stay?: Stay | null;
  /** Which wording the status tag uses (spec: variant one on the search). */
  statusVariant?: UnitStatusVariant;
  /** The first card of a list above the fold: its first photo is the LCP image, loaded at once. */
  priority?: boolean;
  /** The card title's heading level in the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

export function UnitCard({
  apartment,
  stay,
  statusVariant = 'pre-booking',
  headingLevel = 2,
  priority,
  className,
}: UnitCardProps) {
  const [, navigate] = useLocation();
  const href = unitHref(apartment, stay);
  const { occupied } = unitStatus(apartment, statusVariant);
  const place = apartment.enterprise.data;
  const name = apartment.displayName;
  const Heading = `h${headingLevel}` as const;

  const openFromPhoto = (event: MouseEvent<HTMLDivElement>) => {
    // The carousel's arrows and the heart are buttons of their own.
    if ((event.target as Element).closest('button, a')) return;
    navigate(href);
  };

  return (
    <article className={cx('unit-card', className)} data-occupied={occupied || undefined}>
      {/* data-early-press: a click before the app has taken the page over is kept (public/boot.js). */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a pointer shortcut; the title link is the keyboard way in. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: same as above. */}
      <div className="unit-card__media" onClick={openFromPhoto} data-early-press="">
        <Carousel
          label={`Fotos de ${name}`}
          images={apartment.imagesThumbnail
            .slice(0, CARD_PHOTO_LIMIT)
            .map((photo) => ({ ...photoSources(photo.image), alt: photo.title }))}
          sizes={CARD_PHOTO_SIZES}
          dimmed={occupied}
          eager={priority}
          overlay={
            <>
              <StatusTag unit={apartment} variant={statusVariant} onImage />
              <FavoriteHeart apartment={apartment} unitName={name} />
            </>
          }
        />
      </div>
      <div className="unit-card__body">
        <p className="unit-card__type">{apartment.type.name}</p>
        <Heading className="unit-card__title">
          <Link href={href} className="unit-card__link">
            {name}
          </Link>
        </Heading>
        <p className="unit-card__place">
          <MapPinIcon size={16} />
          <span>
            {place.neighborhood}
            <br />
            {place.city.name} - {place.city.state}
          </span>
        </p>
        <p className="unit-card__facts">
          <span>
            <AreaIcon size={16} />
            {formatArea(apartment.meters)}
          </span>
          <span>
            <BedIcon size={16} />
            {apartment.beds} {apartment.beds === 1 ? 'cama' : 'camas'}
          </span>
        </p>
        <Price className="unit-card__price" value={apartment.priceHosting} prefix="A partir de" />
      </div>
    </article>
  );
}
