// Fixtures for the resident-service API tests: contracts inserted straight into the database (so
// these tests do not depend on hiring), image files built with sharp, and multipart forms.
import sharp from 'sharp';
import { Temporal } from 'temporal-polyfill';
import { today } from '../../src/domain/dates.ts';
import type { TestApi } from './harness.ts';

let contractCounter = 0;

export const ACTIVE = 4;
export const PENDING_PIX = 3;
export const CANCELLED = 5;

/** A date `days` from today (São Paulo), as 'YYYY-MM-DD'. */
export const inDays = (days: number) => today().add({ days }).toString();

/**
 * Inserts a contract for the user on a unit no other contract uses (so the no-overlap rule of
 * the contracts half never interferes). Defaults: Ativo, from 10 days ago to 60 days ahead.
 */
export async function makeContract(
  api: Pick<TestApi, 'db'>,
  userId: number,
  options: { status?: number; checkIn?: string; checkOut?: string; enterpriseId?: number } = {},
) {
  contractCounter++;
  let units = api.db
    .selectFrom('apartments')
    .select(['id', 'enterprise_id'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('contracts')
            .select('contracts.id')
            .whereRef('contracts.apartment_id', '=', 'apartments.id'),
        ),
      ),
    );
  if (options.enterpriseId !== undefined) units = units.where('enterprise_id', '=', options.enterpriseId);
  const unit = await units.orderBy('id', 'desc').executeTakeFirstOrThrow();
  const row = await api.db
    .insertInto('contracts')
    .values({
      human_contract_id: `TST-${Date.now()}-${contractCounter}-${Math.floor(Math.random() * 1e6)}`,
      user_id: userId,
      apartment_id: unit.id,
      contract_status_id: options.status ?? ACTIVE,
      payment_form_id: 1,
      check_in: options.checkIn ?? inDays(-10),
      check_out: options.checkOut ?? inDays(60),
      price_hosting: 3000,
      price_per_day: 150,
      price_entry_cost: 200,
      total: 3000,
    })
    .returning(['id', 'apartment_id', 'check_in', 'check_out'])
    .executeTakeFirstOrThrow();
  return { ...row, enterprise_id: unit.enterprise_id };
}

/** A small real JPEG carrying EXIF metadata (camera and GPS-like fields) to be stripped. */
export async function jpegWithExif(width = 64, height = 48): Promise<Uint8Array> {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 80 } },
  })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Selfie 3000', Copyright: 'Maria Oliveira' } })
    .toBuffer();
  return new Uint8Array(buffer);
}

export async function png(): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width: 20, height: 20, channels: 4, background: '#3366ff' } })
      .png()
      .toBuffer(),
  );
}

export async function webp(): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width: 20, height: 20, channels: 3, background: '#22aa22' } })
      .webp()
      .toBuffer(),
  );
}

export function fileOf(bytes: Uint8Array | string, name: string, type: string): File {
  return new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });
}

/** A multipart form from plain fields; File values are appended as files. */
export function form(fields: Record<string, string | number | File | undefined>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    data.append(name, value instanceof File ? value : String(value));
  }
  return data;
}

export const plainDate = (iso: string) => Temporal.PlainDate.from(iso);
