// The inspection in real Chromium against the real server: filled across a reload with no signal,
// submitted offline with a photo of a problem, ready to send (not 'enviada'), then sent and on the
// server once after reconnecting; 'Observação' on 'Não' (required); 'Parabéns…' when none is due.
import { expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y.ts';
import { goOffline, goOnline, waitForServiceWorker } from './support/network.ts';
import { fetchContract, hireActive, selfieJpeg } from './support/resident-contracts.ts';
import { savePageScreen } from './support/screens.ts';
import { registerResident, signInWithToken } from './support/session.ts';
import { test } from './support/test.ts';

type Resident = Awaited<ReturnType<typeof registerResident>>;

async function setUp(page: Page) {
  const resident = await registerResident(page.request);
  const contract = await hireActive(page.request, resident.token, { checkIn: 0, nights: 40 });
  await signInWithToken(page, resident.token, resident.user);
  await expect(page.getByRole('button', { name: 'Área do morador' })).toBeVisible();
  return { resident, contract };
}

const room = (page: Page, name: string) => page.getByRole('region', { name });
const question = (page: Page, roomName: string, text: RegExp) =>
  room(page, roomName)
    .getByRole('listitem')
    .filter({ has: page.getByRole('radiogroup', { name: text }) });

async function entryInspection(page: Page, resident: Resident, id: number) {
  return (await fetchContract(page.request, resident.token, id)).entryInspection;
}

test('filled across a reload with no signal, submitted offline, on the server once after reconnecting', async ({
  page,
  context,
}, testInfo) => {
  const { resident, contract } = await setUp(page);
  await waitForServiceWorker(page);
  await page.goto(`/minhas-tokaas/${contract.id}/vistoria`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vistoria' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sala' })).toBeVisible();

  await goOffline(context);
  await page.reload();
  const walls = question(page, 'Sala', /As paredes e o teto/);
  await expect(walls.getByRole('radio', { name: 'Sim' })).toBeChecked();
  await walls.getByText('Não', { exact: true }).click();
  await walls.getByLabel('Observação').fill('Mancha de umidade ao lado da janela.');
  const chooser = page.waitForEvent('filechooser');
  await walls.getByRole('button', { name: 'Adicionar foto' }).click();
  await (await chooser).setFiles({ name: 'parede.jpg', mimeType: 'image/jpeg', buffer: await selfieJpeg() });
  await expect(walls.getByRole('img', { name: 'Foto 1 do problema' })).toBeVisible();
  const shower = question(page, 'Banheiro de casal', /O chuveiro esquenta/);
  await shower.getByText('Não', { exact: true }).click();
  await shower.getByLabel('Observação').fill('Chuveiro frio.');

  // A reload with no signal loses nothing.
  await page.reload();
  await expect(walls.getByRole('radio', { name: 'Não' })).toBeChecked();
  await expect(walls.getByLabel('Observação')).toHaveValue('Mancha de umidade ao lado da janela.');
  await expect(walls.getByRole('img', { name: 'Foto 1 do problema' })).toBeVisible();
  await expect(shower.getByLabel('Observação')).toHaveValue('Chuveiro frio.');
  await expect(question(page, 'Cozinha', /A geladeira/).getByRole('radio', { name: 'Sim' })).toBeChecked();

  await page.getByRole('button', { name: 'Enviar vistoria' }).click();
  // Nothing has been sent yet: the words say so.
  await expect(page.getByText('Aguardando envio', { exact: true })).toBeVisible();
  await expect(page.getByText('Vistoria de entrada pronta para envio')).toBeVisible();
  await expect(page.getByText('Vistoria de entrada enviada')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await savePageScreen(page, testInfo, 'inspection-pending');
  await page.reload();
  await expect(page.getByText('Vistoria de entrada pronta para envio')).toBeVisible();
  expect(await entryInspection(page, resident, contract.id)).toBeNull();

  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText('Parabéns, você não tem uma vistoria pendente.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/Vistoria de entrada enviada\. Recebida pela Tokaas em/)).toBeVisible();
  await expect(page.getByRole('link', { name: /pendente/ })).toHaveCount(0);
  expect(await entryInspection(page, resident, contract.id)).toMatchObject({ id: expect.any(Number) });
  // Sent once: sending the same form again is refused by the server as already sent.
  const res = await page.request.post(
    `/user/contract/find/${contract.id}/inspection-form-questions-answers/check_in`,
    { headers: { authorization: `Bearer ${resident.token}` }, data: { answer: [] } },
  );
  expect(res.status()).toBe(409);
  await savePageScreen(page, testInfo, 'inspection-done');
});

test("'Observação' appears on Não and is required; Sim is the default", async ({ page }, testInfo) => {
  const { contract } = await setUp(page);
  await page.goto(`/minhas-tokaas/${contract.id}`);
  await page.getByRole('link', { name: 'Vistoria' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vistoria' })).toBeVisible();
  for (const name of [
    'Sala',
    'Cozinha',
    'Lavanderia',
    'Varanda',
    'Banheiro de solteiro',
    'Escritório',
    'Quarto de solteiro',
    'Quarto de casal',
    'Banheiro de casal',
  ]) {
    await expect(room(page, name)).toBeVisible();
  }
  const radios = page.getByRole('radio', { name: 'Sim' });
  const count = await radios.count();
  expect(count).toBeGreaterThan(9);
  for (let i = 0; i < count; i++) await expect(radios.nth(i)).toBeChecked();
  await expectNoA11yViolations(page);
  await savePageScreen(page, testInfo, 'inspection-form');

  const floor = question(page, 'Sala', /O piso está limpo/);
  await expect(floor.getByLabel('Observação')).toHaveCount(0);
  // Keyboard: the arrow key moves the choice within the group.
  await floor.getByRole('radio', { name: 'Sim' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(floor.getByRole('radio', { name: 'Não' })).toBeChecked();
  await expect(floor.getByLabel('Observação')).toBeVisible();
  // A 'Não' is drawn as a problem: its tile's border takes the danger colour.
  const noTile = floor.locator('label', { has: page.getByRole('radio', { name: 'Não' }) });
  await expect
    .poll(() =>
      noTile.evaluate((tile) => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--color-danger)';
        document.body.append(probe);
        const danger = getComputedStyle(probe).color;
        probe.remove();
        return getComputedStyle(tile).borderTopColor === danger;
      }),
    )
    .toBe(true);
  await page.getByRole('button', { name: 'Enviar vistoria' }).click();
  await expect(floor.getByText('Descreva o problema na observação.')).toBeVisible();
  await expect(floor.getByLabel('Observação')).toBeFocused();
  // The focused field is in sight: neither the top bar nor the sticky submit bar covers it.
  await expect
    .poll(async () => {
      const field = await floor.getByLabel('Observação').boundingBox();
      const submit = await page.getByRole('button', { name: 'Enviar vistoria' }).boundingBox();
      const barBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
      return Boolean(field && submit && field.y >= barBottom && field.y + field.height <= submit.y);
    })
    .toBe(true);
  await expectNoA11yViolations(page);
  await savePageScreen(page, testInfo, 'inspection-observation');
  await floor.getByText('Sim', { exact: true }).click();
  await expect(floor.getByLabel('Observação')).toHaveCount(0);
});

test("when no inspection is due it says 'Parabéns, você não tem uma vistoria pendente.'", async ({
  page,
}) => {
  const { resident, contract } = await setUp(page);
  const form = await page.request.get('/user/contract/find/1/inspection-form-questions', {
    headers: { authorization: `Bearer ${resident.token}` },
  });
  const ids = Object.values((await form.json()).data.questions as Record<string, { id: number }[]>)
    .flat()
    .map((q) => q.id);
  const sent = await page.request.post(
    `/user/contract/find/${contract.id}/inspection-form-questions-answers/check_in`,
    {
      headers: { authorization: `Bearer ${resident.token}` },
      data: { answer: ids.map((id) => ({ id, option: true, observation: null })) },
    },
  );
  expect(sent.status()).toBe(201);
  await page.goto(`/minhas-tokaas/${contract.id}/vistoria`);
  await expect(page.getByText('Parabéns, você não tem uma vistoria pendente.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar vistoria' })).toHaveCount(0);
  await expectNoA11yViolations(page);
});
