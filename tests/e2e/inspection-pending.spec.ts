// The words of an inspection match its state: answered with no signal it is 'pronta para envio'
// (not 'enviada'), and /alteracoes-pendentes shows it as ONE item with its photos' progress, not
// one item per request; it says 'enviada' only once the server acknowledged the answers, by itself,
// and the item leaves the pending page.
import { expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y.ts';
import { goOffline, goOnline, waitForServiceWorker } from './support/network.ts';
import { fetchContract, hireActive, selfieJpeg } from './support/resident-contracts.ts';
import { savePageScreen } from './support/screens.ts';
import { registerResident, signInWithToken } from './support/session.ts';
import { test } from './support/test.ts';

const question = (page: Page, roomName: string, text: RegExp) =>
  page
    .getByRole('region', { name: roomName })
    .getByRole('listitem')
    .filter({ has: page.getByRole('radiogroup', { name: text }) });

test('answered offline: pronta para envio, one pending item with its photos, enviada once acknowledged', async ({
  page,
  context,
}, testInfo) => {
  const resident = await registerResident(page.request);
  const contract = await hireActive(page.request, resident.token, { checkIn: 0, nights: 40 });
  await signInWithToken(page, resident.token, resident.user);
  await expect(page.getByRole('button', { name: 'Área do morador' })).toBeVisible();
  await waitForServiceWorker(page);
  await page.goto(`/minhas-tokaas/${contract.id}/vistoria`);
  await expect(page.getByRole('region', { name: 'Sala' })).toBeVisible();

  await goOffline(context);
  const walls = question(page, 'Sala', /As paredes e o teto/);
  await walls.getByText('Não', { exact: true }).click();
  await walls.getByLabel('Observação').fill('Mancha de umidade ao lado da janela.');
  const chooser = page.waitForEvent('filechooser');
  await walls.getByRole('button', { name: 'Adicionar foto' }).click();
  const jpeg = await selfieJpeg();
  await (await chooser).setFiles(
    ['parede-1.jpg', 'parede-2.jpg', 'parede-3.jpg'].map((name) => ({
      name,
      mimeType: 'image/jpeg',
      buffer: jpeg,
    })),
  );
  await expect(walls.getByRole('img', { name: /^Foto \d do problema/ })).toHaveCount(3);
  await page.getByRole('button', { name: 'Enviar vistoria' }).click();

  // Nothing has left the device: it is ready, not sent.
  const status = page.getByRole('status').filter({ hasText: 'Vistoria de entrada pronta para envio' });
  await expect(status).toBeVisible();
  await expect(status).toContainText('Será enviada quando houver conexão.');
  await expect(status).toContainText('0 de 3 fotos enviadas');
  await expect(page.getByText('Vistoria de entrada enviada')).toHaveCount(0);
  await expectNoA11yViolations(page);
  await savePageScreen(page, testInfo, 'inspection-ready');

  // One item for the form and its three photos.
  await status.getByRole('link', { name: 'Ver alterações pendentes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alterações pendentes' })).toBeVisible();
  const items = page.locator('ul.pending-changes > li');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Vistoria de entrada');
  await expect(items.first()).toContainText('0 de 3 fotos enviadas');
  await expect(items.first()).toContainText('Aguardando envio');
  await expect(items.first().getByRole('link', { name: 'Ver vistoria' })).toBeVisible();
  await expectNoA11yViolations(page);
  await savePageScreen(page, testInfo, 'pending-inspection-item');

  // Back online with the last photo's upload held: the item follows the uploads by itself.
  // Counted by idempotency key: a retry of the same photo is the same upload.
  const uploads = new Set<string>();
  let releaseLast!: () => void;
  const lastHeld = new Promise<void>((resolve) => {
    releaseLast = resolve;
  });
  await context.route('**/inspection-photos', async (route) => {
    uploads.add(route.request().headers()['idempotency-key'] ?? '');
    if (uploads.size >= 3) await lastHeld;
    await route.continue();
  });
  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(items.first()).toContainText('2 de 3 fotos enviadas', { timeout: 30_000 });
  await expect(items).toHaveCount(1);
  releaseLast();

  await expect(page.getByText('Tudo em dia: nenhuma alteração aguardando envio.')).toBeVisible({
    timeout: 30_000,
  });
  expect((await fetchContract(page.request, resident.token, contract.id)).entryInspection).toMatchObject({
    id: expect.any(Number),
  });
  await page.goBack();
  await expect(page.getByText(/Vistoria de entrada enviada/)).toBeVisible();
  await expect(page.getByText('Vistoria de entrada pronta para envio')).toHaveCount(0);
});

test('answers the server refuses: the screen says so and points to the pending page, whose one item retries them', async ({
  page,
  context,
}) => {
  const resident = await registerResident(page.request);
  const contract = await hireActive(page.request, resident.token, { checkIn: 0, nights: 40 });
  await signInWithToken(page, resident.token, resident.user);
  await expect(page.getByRole('button', { name: 'Área do morador' })).toBeVisible();
  await page.goto(`/minhas-tokaas/${contract.id}/vistoria`);
  await expect(page.getByRole('region', { name: 'Sala' })).toBeVisible();

  const walls = question(page, 'Sala', /As paredes e o teto/);
  await walls.getByText('Não', { exact: true }).click();
  await walls.getByLabel('Observação').fill('Mancha de umidade ao lado da janela.');
  const chooser = page.waitForEvent('filechooser');
  await walls.getByRole('button', { name: 'Adicionar foto' }).click();
  await (await chooser).setFiles({ name: 'parede.jpg', mimeType: 'image/jpeg', buffer: await selfieJpeg() });
  await expect(walls.getByRole('img', { name: 'Foto 1 do problema' })).toBeVisible();

  const answers = `**/user/contract/find/${contract.id}/inspection-form-questions-answers/check_in`;
  const refuse = (route: import('@playwright/test').Route) =>
    route.fulfill({ status: 422, json: { message: 'Responda todas as perguntas da vistoria.', errors: {} } });
  await context.route(answers, refuse);
  await page.getByRole('button', { name: 'Enviar vistoria' }).click();

  await expect(
    page.getByText('A Tokaas recusou o envio: Responda todas as perguntas da vistoria.'),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/Vistoria de entrada (enviada|pronta para envio)/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Alterações pendentes', exact: true }).click();

  const items = page.locator('ul.pending-changes > li');
  await expect(items).toHaveCount(1);
  const item = items.first();
  await expect(item).toContainText('Vistoria de entrada');
  await expect(item).toContainText('1 de 1 foto enviada');
  await expect(item.getByText('Recusada', { exact: true })).toBeVisible();
  await expect(item.getByText('Responda todas as perguntas da vistoria.')).toBeVisible();
  await expectNoA11yViolations(page);

  await context.unroute(answers, refuse);
  await item.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(page.getByText('Tudo em dia: nenhuma alteração aguardando envio.')).toBeVisible({
    timeout: 30_000,
  });
  await page.goBack();
  await expect(page.getByText(/Vistoria de entrada enviada/)).toBeVisible();
  expect((await fetchContract(page.request, resident.token, contract.id)).entryInspection).toMatchObject({
    id: expect.any(Number),
  });
});
