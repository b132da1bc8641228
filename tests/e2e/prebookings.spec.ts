// /pre-reservas/{id?} (issue 6, item 7) in real Chromium against the real server: pre-bookings made
// through the API for pre-bookable units, the grid from the device, the favourite heart, the one in
// the route marked and scrolled into view, cancelling (asks first, needs the network) and the empty
// state.
import { expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y.ts';
import { goOffline, goOnline, waitForServiceWorker } from './support/network.ts';
import { failOnPageErrors } from './support/page-errors.ts';
import { savePageScreen } from './support/screens.ts';
import { auth, favoriteIds, registerResident, signInWithToken } from './support/session.ts';
import { test } from './support/test.ts';

interface Unit {
  id: number;
  preBookable: boolean;
  isRented: boolean;
  type: { name: string };
  enterprise: { data: { name: string; neighborhood: string } };
}

failOnPageErrors();

const pad = (id: number) => String(id).padStart(4, '0');
const nameOf = (unit: Unit) => `${unit.enterprise.data.name} - ${pad(unit.id)}`;

function isoDay(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
const brDay = (iso: string) => iso.split('-').reverse().join('/');

async function preBookableUnits(page: Page, count: number): Promise<Unit[]> {
  const res = await page.request.get('/enterprise/apartment/list?perPage=100&page=1');
  const units = ((await res.json()).data as Unit[]).filter((u) => u.preBookable);
  expect(units.length, 'pre-bookable units in the seed').toBeGreaterThanOrEqual(count);
  return units.slice(0, count);
}

async function preBook(page: Page, token: string, unit: Unit, checkin: string, checkout?: string) {
  const res = await page.request.post('/api/enterprise/pre-bookings', {
    headers: auth(token),
    data: { apartment_id: unit.id, checkin, ...(checkout ? { checkout } : {}) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.id as number;
}

async function serverPreBookings(page: Page, token: string) {
  const res = await page.request.get('/api/enterprise/pre-bookings', { headers: auth(token) });
  return (await res.json()).data as { id: number }[];
}

test('the grid shows each pre-booking; the heart favourites; the one in the route is marked; cancelling empties the list', async ({
  page,
}) => {
  const resident = await registerResident(page.request);
  const [monthly, daily] = await preBookableUnits(page, 2);
  if (!monthly || !daily) throw new Error('no units');
  const monthlyCheckin = isoDay(12);
  const dailyCheckin = isoDay(20);
  const monthlyId = await preBook(page, resident.token, monthly, monthlyCheckin);
  const dailyId = await preBook(page, resident.token, daily, dailyCheckin, isoDay(25));
  await signInWithToken(page, resident.token, resident.user);

  await page.goto('/pre-reservas');
  await expect(page.getByRole('heading', { level: 1, name: 'Pré-reservas' })).toBeVisible();
  const monthlyCard = page.getByRole('article', { name: nameOf(monthly) });
  const dailyCard = page.getByRole('article', { name: nameOf(daily) });
  await expect(monthlyCard).toBeVisible();
  await expect(dailyCard).toBeVisible();
  await expect(monthlyCard.getByText(monthly.type.name, { exact: true })).toBeVisible();
  await expect(monthlyCard.getByRole('link', { name: nameOf(monthly) })).toHaveAttribute(
    'href',
    new RegExp(`^/apartamento/${monthly.id}`),
  );
  // The address: street, number - neighbourhood, city - state.
  await expect(monthlyCard).toContainText(`- ${monthly.enterprise.data.neighborhood}, São Paulo - SP`);
  await expect(monthlyCard).toContainText(`Check-in em ${brDay(monthlyCheckin)} · Plano Mensal`);
  await expect(dailyCard).toContainText(`Check-in em ${brDay(dailyCheckin)} · Plano Diária`);
  await expect(monthlyCard.getByRole('img')).toHaveCount(0); // the photo is decorative (alt="")
  await expect(monthlyCard.locator('img')).toHaveCount(1);
  await expectNoA11yViolations(page);
  await savePageScreen(page, test.info(), 'prebookings');

  // The heart goes through the outbox and reaches the server.
  const heart = monthlyCard.getByRole('button', { name: `Favoritar ${nameOf(monthly)}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() => favoriteIds(page.request, resident.token), { timeout: 30_000 })
    .toContain(monthly.id);

  // With an id in the route that one is marked and brought into view.
  await page.goto(`/pre-reservas/${dailyId}`);
  await expect(dailyCard).toHaveAttribute('aria-current', 'true');
  await expect(dailyCard.getByText('Selecionada')).toBeVisible();
  await expect(dailyCard).toBeInViewport();
  await expect(monthlyCard).not.toHaveAttribute('aria-current', 'true');

  // Cancelling asks first; 'Manter' keeps it.
  await dailyCard.getByRole('button', { name: 'Cancelar pré-reserva' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancelar pré-reserva' });
  await expect(confirm).toContainText('Esta ação não pode ser desfeita.');
  await expectNoA11yViolations(page);
  await page.screenshot({ path: `test-results/screens/prebookings-cancel-${test.info().project.name}.png` });
  await confirm.getByRole('button', { name: 'Manter' }).click();
  await expect(dailyCard).toBeVisible();

  await dailyCard.getByRole('button', { name: 'Cancelar pré-reserva' }).click();
  await confirm.getByRole('button', { name: 'Cancelar pré-reserva' }).click();
  await expect(page.getByText('Pré-reserva cancelada.')).toBeVisible();
  await expect(dailyCard).toHaveCount(0);
  await expect(page).toHaveURL(/\/pre-reservas$/);
  expect((await serverPreBookings(page, resident.token)).map((p) => p.id)).toEqual([monthlyId]);

  await monthlyCard.getByRole('button', { name: 'Cancelar pré-reserva' }).click();
  await confirm.getByRole('button', { name: 'Cancelar pré-reserva' }).click();
  await expect(page.getByText('Você ainda não pré-reservou uma Tokaas')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Buscar uma Tokaas' })).toHaveAttribute(
    'href',
    '/buscar',
  );
  expect(await serverPreBookings(page, resident.token)).toEqual([]);
  // The mirror agrees after the next pull: a reload still shows the empty state.
  await page.reload();
  await expect(page.getByText('Você ainda não pré-reservou uma Tokaas')).toBeVisible();
  await expectNoA11yViolations(page);
  await savePageScreen(page, test.info(), 'prebookings-empty');
  // Cancelling cleared the unit's pre-booked flag: the resident can pre-book it again.
  await preBook(page, resident.token, monthly, monthlyCheckin);
});

test('offline: the pre-bookings open from the device and cancelling says it needs the internet', async ({
  page,
  context,
}) => {
  const resident = await registerResident(page.request);
  const [unit] = await preBookableUnits(page, 1);
  if (!unit) throw new Error('no unit');
  await preBook(page, resident.token, unit, isoDay(15));
  await signInWithToken(page, resident.token, resident.user);
  await page.goto('/pre-reservas');
  const card = page.getByRole('article', { name: nameOf(unit) });
  await expect(card).toBeVisible();
  await waitForServiceWorker(page);

  await goOffline(context);
  await page.reload();
  await expect(card).toBeVisible();
  await expect(page.getByText('Sem conexão: cancelar uma pré-reserva precisa de internet.')).toBeVisible();
  await card.getByRole('button', { name: 'Cancelar pré-reserva' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancelar pré-reserva' });
  await confirm.getByRole('button', { name: 'Cancelar pré-reserva' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(
    'Sem conexão: cancelar uma pré-reserva precisa de internet.',
  );
  await confirm.getByRole('button', { name: 'Manter' }).click();
  await expect(card).toBeVisible();
  await goOnline(context);
  expect(await serverPreBookings(page, resident.token)).toHaveLength(1);
});
