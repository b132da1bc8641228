// The seed's pure parts: reference data, text normalisation, the demo resident's CPF, the
// PRNG and the catalogue plan (shares, price ranges, nearby places). No database here; the
// rows themselves are exercised by the API tests that start a seeded server.
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../server/seed/demo-user.ts';
import { ENTERPRISES } from '../../server/seed/enterprises-data.ts';
import { distanceMeters } from '../../server/seed/geo.ts';
import { illustrationSvg } from '../../server/seed/illustrations.ts';
import { IMAGE_POOL } from '../../server/seed/image-pool.ts';
import { BLOCKED_WINDOW_DAYS, planCatalogue } from '../../server/seed/plan.ts';
import { createRng, mulberry32 } from '../../server/seed/prng.ts';
import { AMENITIES, APARTMENT_TYPES, CONTRACT_STATUSES, cityRows } from '../../server/seed/reference.ts';
import { SP_CITIES } from '../../server/seed/sp-cities.ts';
import { STATES } from '../../server/seed/states.ts';
import { searchName, slugify } from '../../server/seed/text.ts';
import { MAX_MONTHLY, MIN_MONTHLY } from '../../server/seed/units.ts';
import { POINT_OF_INTEREST_TYPES } from '../../src/api/catalogue-messages.ts';

/** IBGE municipality codes end in a check digit (weights 1,2,1,2,1,2; digits of products summed). */
function ibgeCheckDigitOk(code: number): boolean {
  const digits = String(code).split('').map(Number);
  let sum = 0;
  for (let i = 0; i < 6; i++) {
    const product = (digits[i] ?? 0) * (i % 2 === 0 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10 === digits[6];
}

function cpfValid(cpf: string): boolean {
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false;
  const digit = (base: string) => {
    let sum = 0;
    for (let i = 0; i < base.length; i++) sum += Number(base[i]) * (base.length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(cpf.slice(0, 9));
  const second = digit(cpf.slice(0, 9) + first);
  return cpf.endsWith(`${first}${second}`);
}

describe('São Paulo cities', () => {
  it('has all 645 municipalities with distinct 7-digit IBGE codes of state 35', () => {
    expect(SP_CITIES).toHaveLength(645);
    const codes = SP_CITIES.map(([code]) => code);
    expect(new Set(codes).size).toBe(645);
    for (const [code, name] of SP_CITIES) {
      expect(String(code)).toMatch(/^35\d{5}$/);
      expect(ibgeCheckDigitOk(code), `${code} ${name}`).toBe(true);
      expect(name.trim()).toBe(name);
      expect(name.length).toBeGreaterThan(1);
    }
  });

  it('includes the capital and the main cities with their real codes', () => {
    const byCode = new Map(SP_CITIES);
    expect(byCode.get(3550308)).toBe('São Paulo');
    expect(byCode.get(3509502)).toBe('Campinas');
    expect(byCode.get(3548500)).toBe('Santos');
    expect(byCode.get(3530607)).toBe('Mogi das Cruzes');
    expect(byCode.get(3515004)).toBe('Embu das Artes');
  });

  it('lists the states in the alphabetical order of pt-BR, as the place search and the profile show them', () => {
    const names = STATES.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(names.slice(0, 3)).toEqual(['Acre', 'Alagoas', 'Amapá']);
  });

  it('adds the other 26 capitals, one per state', () => {
    expect(STATES).toHaveLength(27);
    expect(new Set(STATES.map((s) => s.uf)).size).toBe(27);
    const rows = cityRows();
    expect(rows).toHaveLength(645 + 26);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const state of STATES) {
      const [code, name] = state.capital;
      expect(Math.floor(code / 100_000), name).toBe(state.id);
      expect(rows.find((r) => r.id === code)?.state_id).toBe(state.id);
    }
    expect(rows.find((r) => r.id === 5300108)?.search_name).toBe('brasilia');
  });
});

describe('reference tables', () => {
  it('match the spec catalogue', () => {
    expect(AMENITIES.map((a) => a.name)).toEqual([
      'Wifi',
      'Internet',
      'Piscina',
      'Locker',
      'Bicicletário',
      'Estacionamento',
      'Academia',
    ]);
    expect(APARTMENT_TYPES.map((t) => t.slug)).toEqual([
      'apartamento',
      'casa-mobiliada',
      'studio-kitnet',
      'container',
    ]);
    expect(CONTRACT_STATUSES.find((s) => s.id === 3)?.name).toBe('Aguardando pagamento Pix');
    expect(CONTRACT_STATUSES.find((s) => s.id === 4)?.name).toBe('Ativo');
  });
});

describe('searchName and slugify', () => {
  it('lower-cases and strips accents', () => {
    expect(searchName('São Paulo')).toBe('sao paulo');
    expect(searchName('Mogi Guaçu')).toBe('mogi guacu');
    expect(searchName('ÁGUAS DE LINDÓIA')).toBe('aguas de lindoia');
    expect(searchName('Itaóca')).toBe('itaoca');
    // Decomposed input (NFD) is handled the same as composed.
    expect(searchName('Sa\u0303o Jose\u0301')).toBe('sao jose');
  });

  it('slugs keep only ascii letters, digits and hyphens', () => {
    expect(slugify('Vila Madalena')).toBe('vila-madalena');
    expect(slugify("São João do Pau d'Alho")).toBe('sao-joao-do-pau-d-alho');
    expect(slugify('Casa 01')).toBe('casa-01');
  });
});

describe('demo user', () => {
  it('has a CPF with valid check digits and complete profile fields', () => {
    expect(cpfValid(DEMO_USER.cpf)).toBe(true);
    expect(cpfValid('38471520924')).toBe(false);
    expect(DEMO_USER.celphone).toMatch(/^\d{11}$/);
    expect(DEMO_USER.postalCode).toMatch(/^\d{8}$/);
    expect(DEMO_USER.birthday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('PRNG', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    const c = mulberry32(43);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
    for (const x of first) expect(x >= 0 && x < 1).toBe(true);
  });

  it('keeps int() within bounds and shuffle() a permutation', () => {
    const rng = createRng(7);
    for (let i = 0; i < 1000; i++) {
      const n = rng.int(3, 5);
      expect(n >= 3 && n <= 5 && Number.isInteger(n)).toBe(true);
    }
    const items = [1, 2, 3, 4, 5, 6];
    expect(rng.shuffle(items).sort()).toEqual(items);
    expect(rng.sample(items, 3)).toHaveLength(3);
  });
});

describe('catalogue plan', () => {
  const today = Temporal.PlainDate.from('2026-03-10');
  const plan = planCatalogue(today);
  const units = plan.enterprises.flatMap((e) => e.units);

  it('is the same on every run', () => {
    expect(JSON.stringify(planCatalogue(today))).toBe(JSON.stringify(plan));
  });

  it('has at least 150 units of every type, unique per enterprise', () => {
    expect(units.length).toBeGreaterThanOrEqual(150);
    expect(new Set(units.map((u) => u.apartment_type_id))).toEqual(new Set([1, 2, 3, 4]));
    for (const e of plan.enterprises) {
      expect(new Set(e.units.map((u) => u.unit_number)).size).toBe(e.units.length);
      expect(e.images.length).toBeGreaterThanOrEqual(3);
      expect(e.row.address).toMatch(/^Tokaas .+ - (Rua|Avenida|Alameda) /);
      expect(e.row.postal_code).toMatch(/^\d{8}$/);
    }
    expect(new Set(plan.enterprises.map((e) => e.row.short_url)).size).toBe(plan.enterprises.length);
  });

  it('deals availability flags in the planned shares', () => {
    const share = (f: (u: (typeof units)[number]) => boolean) => units.filter(f).length / units.length;
    expect(share((u) => u.is_rented)).toBeCloseTo(0.15, 1);
    expect(share((u) => u.soon_release)).toBeCloseTo(0.05, 1);
    expect(share((u) => u.pre_bookable)).toBeCloseTo(0.1, 1);
    expect(share((u) => u.tour !== null)).toBeCloseTo(0.15, 1);
    expect(share((u) => u.blockedDates.length > 0)).toBeCloseTo(0.3, 1);
    expect(units.some((u) => u.is_rented && (u.soon_release || u.pre_bookable))).toBe(false);
  });

  it('keeps units internally consistent and priced within range', () => {
    for (const u of units) {
      expect(u.residents).toBeGreaterThanOrEqual(1);
      expect(u.residents).toBeLessThanOrEqual(6);
      expect(u.residents).toBeLessThanOrEqual(u.single_bed + 2 * u.double_bed);
      expect(u.price_hosting).toBeGreaterThanOrEqual(MIN_MONTHLY);
      expect(u.price_hosting).toBeLessThanOrEqual(MAX_MONTHLY);
      expect(u.price_per_day).toBe(Math.round((u.price_hosting / 30) * 1.6));
      expect(u.price_fees).toBeGreaterThanOrEqual(60);
      expect(u.price_fees).toBeLessThanOrEqual(150);
      expect(u.price_entry_cost).toBeGreaterThanOrEqual(150);
      expect(u.price_entry_cost).toBeLessThanOrEqual(400);
      expect(u.price_condominium + u.price_electricity + u.price_water).toBeLessThan(u.price_hosting / 2);
      expect(u.images.length).toBeGreaterThanOrEqual(3);
      expect(u.images.length).toBeLessThanOrEqual(5);
      expect(u.amenityIds.length).toBeLessThanOrEqual(5);
    }
  });

  it('blocks dates only in the next 120 days', () => {
    const last = today.add({ days: BLOCKED_WINDOW_DAYS }).toString();
    for (const date of units.flatMap((u) => u.blockedDates)) {
      expect(date > today.toString() && date <= last).toBe(true);
    }
  });

  it('lists nearby places of all ten types within 1.5 km of each enterprise', () => {
    expect(ENTERPRISES.length).toBe(plan.enterprises.length);
    for (const e of plan.enterprises) {
      expect(new Set(e.places.map((p) => p.type))).toEqual(new Set(POINT_OF_INTEREST_TYPES));
      for (const p of e.places) {
        const d = distanceMeters(e.row.latitude, e.row.longitude, p.latitude, p.longitude);
        expect(d, `${e.row.name}: ${p.name}`).toBeLessThanOrEqual(1500);
      }
    }
  });

  it('only references pool images', () => {
    const urls = new Set(IMAGE_POOL.map((img) => `/media/catalogue/${img.name}.webp`));
    for (const img of plan.enterprises.flatMap((e) => [...e.images, ...e.units.flatMap((u) => u.images)])) {
      expect(urls.has(img.image)).toBe(true);
      expect(img.thumbnail).toBe(img.image.replace('/catalogue/', '/catalogue/thumbs/'));
    }
  });
});

describe('illustrations', () => {
  it('draws a distinct SVG for every pool image', () => {
    const svgs = IMAGE_POOL.map(illustrationSvg);
    expect(new Set(svgs).size).toBe(IMAGE_POOL.length);
    for (const svg of svgs) expect(svg).toMatch(/^<svg [^>]*width="1280" height="853"/);
  });
});
