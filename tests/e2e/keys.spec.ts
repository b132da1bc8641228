// Contract keys in real Chromium against the real server: a key made with no signal shows
// 'Pendente' (never active before the server confirms) and reaches the server exactly once after
// reconnecting; the form's validation and messages; edit; delete with confirmation; a refusal is
// shown, not lost; the camera-unavailable fallback on a phone.
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y.ts';
import { goOffline, goOnline, waitForServiceWorker } from './support/network.ts';
import {
  cancel,
  createKeyViaApi,
  fetchContract,
  type HiredContract,
  hireActive,
  selfieJpeg,
} from './support/resident-contracts.ts';
import { savePageScreen, saveViewportScreen } from './support/screens.ts';
import { registerResident, signInWithToken } from './support/session.ts';
import { test } from './support/test.ts';

type Resident = Awaited<ReturnType<typeof registerResident>>;

async function setUp(page: Page): Promise<{ resident: Resident; contract: HiredContract }> {
  const resident = await registerResident(page.request);
  const contract = await hireActive(page.request, resident.token, { checkIn: 0, nights: 40 });
  await signInWithToken(page, resident.token, resident.user);
  await expect(page.getByRole('button', { name: 'Área do morador' })).toBeVisible();
  return { resident, contract };
}

async function serverKeys(page: Page, resident: Resident, contract: HiredContract) {
  return (await fetchContract(page.request, resident.token, contract.id)).key;
}

async function chooseSelfie(page: Page) {
  const dialog = page.getByRole('dialog');
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: /Escolher (foto|arquivo)/ }).click();
  await (await chooser).setFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await selfieJpeg() });
  await expect(dialog.getByText('Nova foto escolhida.')).toBeVisible();
}

/** A resident with an Ativo contract, on its empty keys page, makes a key with no signal. */
async function createKeyOffline(page: Page, context: BrowserContext, name: string, code?: string) {
  const { resident, contract } = await setUp(page);
  await waitForServiceWorker(page);
  await page.goto(`/minhas-tokaas/${contract.id}/chaves`);
  await expect(page.getByText('Nenhuma chave cadastrada ainda.')).toBeVisible();
  await goOffline(context);
  await page.getByRole('button', { name: 'Nova chave' }).first().click();
  await page.getByRole('dialog').getByLabel('Nome').fill(name);
  if (code !== undefined) await page.getByRole('dialog').getByLabel('Código (opcional)').fill(code);
  await chooseSelfie(page);
  await page.getByRole('button', { name: 'Cadastrar chave' }).click();
  return { resident, contract };
}

/** The signal returns: the app hears 'online' and sends what waits. */
async function reconnect(page: Page, context: BrowserContext) {
  await goOnline(context);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

test('a key created with no signal shows Pendente, then is confirmed after reconnecting, once on the server', async ({
  page,
  context,
}, testInfo) => {
  const { resident, contract } = await createKeyOffline(page, context, 'Ana (diarista)', '4321');

  const item = page.getByRole('listitem').filter({ hasText: 'Ana (diarista)' });
  await expect(item.getByText('Pendente', { exact: true })).toBeVisible();
  await expect(item.getByText('Ativa', { exact: true })).toHaveCount(0);
  await expect(item.getByRole('img', { name: 'Selfie de Ana (diarista)' })).toBeVisible();
  await expect(page.getByText(/Chave salva neste aparelho \(pendente\)/)).toBeVisible();
  await expect(page.getByRole('link', { name: /1 alteração pendente/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await savePageScreen(page, testInfo, 'keys-pending');
  expect(await serverKeys(page, resident, contract)).toHaveLength(0);

  await reconnect(page, context);
  await expect(page.getByText('Chave cadastrada com sucesso!')).toBeVisible({ timeout: 30_000 });
  await expect(item.getByText('Ativa', { exact: true })).toBeVisible();
  await expect(item.getByText('Código: 4321')).toBeVisible();
  const keys = await serverKeys(page, resident, contract);
  expect(keys.map((k) => k.name)).toEqual(['Ana (diarista)']);
  // Nothing is sent twice afterwards.
  await page.reload();
  await expect(item.getByText('Ativa', { exact: true })).toBeVisible();
  await expect(item.getByRole('img', { name: 'Selfie de Ana (diarista)' })).toBeVisible();
  expect(await serverKeys(page, resident, contract)).toHaveLength(1);
  await savePageScreen(page, testInfo, 'keys-list');
});

test('a key made offline survives a reload with no signal and is sent once when the connection returns', async ({
  page,
  context,
}) => {
  const { resident, contract } = await createKeyOffline(page, context, 'Bruno');
  const item = page.getByRole('listitem').filter({ hasText: 'Bruno' });
  await expect(item.getByText('Pendente', { exact: true })).toBeVisible();

  await page.reload();
  await expect(item.getByText('Pendente', { exact: true })).toBeVisible();
  await expect(item.getByRole('img', { name: 'Selfie de Bruno' })).toBeVisible();
  await reconnect(page, context);
  await expect(item.getByText('Ativa', { exact: true })).toBeVisible({ timeout: 30_000 });
  expect((await serverKeys(page, resident, contract)).map((k) => k.name)).toEqual(['Bruno']);
});

test('the key form asks for a name and a selfie, and says when the key was saved', async ({
  page,
}, testInfo) => {
  const { resident, contract } = await setUp(page);
  await page.goto(`/minhas-tokaas/${contract.id}`);
  await page.getByRole('link', { name: 'Chaves' }).click();
  await expect(page).toHaveURL(new RegExp(`/minhas-tokaas/${contract.id}/chaves$`));
  await expectNoA11yViolations(page);
  await savePageScreen(page, testInfo, 'keys-empty');

  await page.getByRole('button', { name: 'Nova chave' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nova chave' });
  await dialog.getByRole('button', { name: 'Cadastrar chave' }).click();
  await expect(dialog.getByText('O campo nome é obrigatório.')).toBeVisible();
  await expect(dialog.getByText('Por favor, selecione uma foto para a chave.')).toBeVisible();
  await expectNoA11yViolations(page);
  await saveViewportScreen(page, testInfo, 'key-dialog-errors');

  await dialog.getByLabel('Nome').fill('Carla');
  await chooseSelfie(page);
  await dialog.getByRole('button', { name: 'Cadastrar chave' }).click();
  await expect(page.getByText('Chave cadastrada com sucesso!')).toBeVisible();
  // Key notices close by themselves after 3 s (spec 9); a pointer resting on one pauses it.
  await page.mouse.move(0, 0);
  await expect(page.getByText('Chave cadastrada com sucesso!')).toHaveCount(0, { timeout: 6_000 });
  await expect(page.getByRole('listitem').filter({ hasText: 'Carla' }).getByText('Ativa')).toBeVisible();
  expect((await serverKeys(page, resident, contract)).map((k) => k.name)).toEqual(['Carla']);
});

test('a key is edited from its own address and deleted after confirmation', async ({ page }, testInfo) => {
  const { resident, contract } = await setUp(page);
  const keyId = await createKeyViaApi(page.request, resident.token, contract.id, 'Diego');
  await page.goto(`/minhas-tokaas/${contract.id}/chaves`);
  const item = page.getByRole('listitem').filter({ hasText: 'Diego' });
  await expect(item.getByRole('img', { name: 'Selfie de Diego' })).toBeVisible();

  await item.getByRole('link', { name: 'Editar Diego' }).click();
  await expect(page).toHaveURL(new RegExp(`/minhas-tokaas/${contract.id}/chaves/${keyId}$`));
  const dialog = page.getByRole('dialog', { name: 'Editar chave' });
  await expect(dialog.getByLabel('Nome')).toHaveValue('Diego');
  await expect(dialog.getByLabel('Código (opcional)')).toHaveValue('2468');
  await expectNoA11yViolations(page);
  await saveViewportScreen(page, testInfo, 'key-dialog-edit');
  await dialog.getByLabel('Nome').fill('Diego Souza');
  await dialog.getByLabel('Código (opcional)').fill('');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page).toHaveURL(new RegExp(`/minhas-tokaas/${contract.id}/chaves$`));
  await expect(page.getByText('Chave atualizada com sucesso!')).toBeVisible();
  const edited = page.getByRole('listitem').filter({ hasText: 'Diego Souza' });
  await expect(edited.getByText('Sem código')).toBeVisible();
  expect((await serverKeys(page, resident, contract)).map((k) => k.name)).toEqual(['Diego Souza']);

  await edited.getByRole('button', { name: 'Deletar Diego Souza' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Deletar chave' });
  await expect(confirm.getByText('Tem certeza que deseja deletar esta chave?')).toBeVisible();
  await expectNoA11yViolations(page);
  await confirm.getByRole('button', { name: 'Deletar' }).click();
  await expect(page.getByText('Chave deletada com sucesso!')).toBeVisible();
  await expect(page.getByText('Nenhuma chave cadastrada ainda.')).toBeVisible();
  expect(await serverKeys(page, resident, contract)).toHaveLength(0);
});

test('a key the server refuses is rolled back, announced and kept on the pending-changes screen', async ({
  page,
  context,
}) => {
  const { resident, contract } = await createKeyOffline(page, context, 'Elisa');
  await expect(page.getByRole('listitem').filter({ hasText: 'Elisa' })).toBeVisible();
  // Meanwhile the contract stops being Ativo: the server will refuse the key.
  await cancel(page.request, resident.token, contract.id);
  await reconnect(page, context);
  await expect(page.getByText('Erro ao salvar chave. Tente novamente.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('listitem').filter({ hasText: 'Elisa' })).toHaveCount(0);
  await page.getByRole('link', { name: /1 alteração recusada/ }).click();
  await expect(page.getByText('Nova chave: Elisa')).toBeVisible();
  await expect(page.getByText('As chaves só estão disponíveis para contratos ativos.')).toBeVisible();
  expect(await serverKeys(page, resident, contract)).toHaveLength(0);
});

test('on a phone the selfie uses the camera; without one it says so and a file is chosen', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the camera is used under 768 px');
  // A phone whose camera cannot be opened.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  });
  const { contract } = await setUp(page);
  await page.goto(`/minhas-tokaas/${contract.id}/chaves`);
  await page.getByRole('button', { name: 'Nova chave' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nova chave' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Tirar selfie' }).click();
  await expect(dialog.getByText('Câmera não disponível. Escolhendo arquivo...')).toBeVisible();
  await (await chooser).setFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await selfieJpeg() });
  await expect(dialog.getByText('Nova foto escolhida.')).toBeVisible();
  await expect(dialog.getByRole('img', { name: /Selfie/ })).toBeVisible();
  await expectNoA11yViolations(page);
  await saveViewportScreen(page, testInfo, 'key-dialog-camera-unavailable');
});
