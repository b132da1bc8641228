// Card brand marks: simple recognisable badges (colours and lettering, not the trademarked logos),
// drawn inline so the saved-cards list needs no image downloads. Named for screen readers.
import type { ReactNode } from 'react';
import { CARD_BRANDS, type CardBrand } from '../domain/card.ts';

const NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  aura: 'Aura',
};

const word = (text: string, fill: string, size: number, extra: Record<string, string> = {}) => (
  <text
    x="24"
    y="16"
    textAnchor="middle"
    dominantBaseline="central"
    fontFamily="Arial, Helvetica, sans-serif"
    fontWeight="700"
    fontSize={size}
    fill={fill}
    {...extra}
  >
    {text}
  </text>
);

const MARKS: Record<CardBrand, ReactNode> = {
  visa: (
    <>
      <rect width="48" height="32" rx="4" fill="#1a1f71" />
      {word('VISA', '#fff', 14, { fontStyle: 'italic', letterSpacing: '1' })}
    </>
  ),
  mastercard: (
    <>
      <rect width="48" height="32" rx="4" fill="#1f2937" />
      <circle cx="19" cy="16" r="9" fill="#eb001b" />
      <circle cx="29" cy="16" r="9" fill="#f79e1b" />
      <path d="M24 8.4a9 9 0 0 1 0 15.2 9 9 0 0 1 0-15.2z" fill="#ff5f00" />
    </>
  ),
  amex: (
    <>
      <rect width="48" height="32" rx="4" fill="#2e77bc" />
      {word('AMEX', '#fff', 13)}
    </>
  ),
  elo: (
    <>
      <rect width="48" height="32" rx="4" fill="#000" />
      <circle cx="10" cy="10" r="3" fill="#ffcb05" />
      <circle cx="10" cy="16" r="3" fill="#00a4e0" />
      <circle cx="10" cy="22" r="3" fill="#ef4123" />
      <text
        x="29"
        y="16"
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily="Arial, sans-serif"
        fontWeight="700"
        fontSize="15"
        fill="#fff"
      >
        elo
      </text>
    </>
  ),
  hipercard: (
    <>
      <rect width="48" height="32" rx="4" fill="#b3131b" />
      {word('Hipercard', '#fff', 9)}
    </>
  ),
  diners: (
    <>
      <rect width="48" height="32" rx="4" fill="#fff" stroke="#d1d5db" />
      <circle cx="24" cy="16" r="10" fill="#0079be" />
      <circle cx="24" cy="16" r="7" fill="#fff" />
      <path d="M21 11v10M27 11v10" stroke="#0079be" strokeWidth="2" />
    </>
  ),
  discover: (
    <>
      <rect width="48" height="32" rx="4" fill="#fff" stroke="#d1d5db" />
      <circle cx="38" cy="22" r="5" fill="#f48120" />
      {word('DISCOVER', '#1f2937', 8, { x: '22', y: '13' })}
    </>
  ),
  jcb: (
    <>
      <rect width="48" height="32" rx="4" fill="#fff" stroke="#d1d5db" />
      <rect x="7" y="5" width="10" height="22" rx="3" fill="#0e4c96" />
      <rect x="19" y="5" width="10" height="22" rx="3" fill="#e21836" />
      <rect x="31" y="5" width="10" height="22" rx="3" fill="#007940" />
      <text
        y="16"
        dominantBaseline="central"
        fontFamily="Arial, sans-serif"
        fontWeight="700"
        fontSize="10"
        fill="#fff"
        textAnchor="middle"
      >
        <tspan x="12">J</tspan>
        <tspan x="24">C</tspan>
        <tspan x="36">B</tspan>
      </text>
    </>
  ),
  aura: (
    <>
      <rect width="48" height="32" rx="4" fill="#f7b500" />
      {word('aura', '#1f2937', 14)}
    </>
  ),
};

export function isCardBrand(value: string): value is CardBrand {
  return (CARD_BRANDS as readonly string[]).includes(value);
}

export interface CardBrandIconProps {
  /** Brand code as the API sends it ('visa', 'mastercard'…); unknown brands show a plain card. */
  brand: string;
  /** Width in px; the height follows the card's 3:2 shape. */
  width?: number;
}

export function CardBrandIcon({ brand, width = 48 }: CardBrandIconProps) {
  const code = brand.toLowerCase();
  const known = isCardBrand(code);
  return (
    <svg
      width={width}
      height={(width * 2) / 3}
      viewBox="0 0 48 32"
      role="img"
      aria-label={known ? NAMES[code] : 'Cartão'}
      focusable="false"
    >
      {known ? (
        MARKS[code]
      ) : (
        <>
          <rect width="48" height="32" rx="4" fill="#e2e8f0" />
          <rect x="6" y="9" width="36" height="4" fill="#64748b" />
        </>
      )}
    </svg>
  );
}
