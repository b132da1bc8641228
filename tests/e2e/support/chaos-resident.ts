// The resident of the chaos test: every change goes through the app's screens, as a person would
// make it (hearts, the ticket forms, the key dialog, the inspection form). Each action records what
// the resident meant in the intended model and checks that the screen shows it at once.
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { type IntendedState, type OutboxKind, pad, type Random } from './chaos-model.ts';
import { selfieJpeg } from './resident-contracts.ts';

export const MAX_KEYS = 10;
/** The app pulls up to 100 tickets; staying under keeps every ticket reachable from /tickets. */
const MAX_TICKETS = 90;

export type ResidentAction =
  | 'favorite.add'
  | 'favorite.remove'
  | 'ticket.create'
  | 'ticket.reply'
  | 'key.create'
  | 'key.update'
  | 'key.delete'
  | 'inspection';

export class ChaosResident {
  page: Page;
  private selfie: Buffer | undefined;
  private serial = 0;

  constructor(
    page: Page,
    readonly context: BrowserContext,
    readonly random: Random,
    readonly intended: IntendedState,
    readonly contractIds: number[],
    private readonly seedLabel: string,
    private readonly count: (kind: OutboxKind, n?: number) => void,
  ) {
    this.page = page;
  }

  private next(): string {
    this.serial++;
    return pad(this.serial);
  }

  private path(): string {
    return decodeURIComponent(new URL(this.page.url()).pathname);
  }

  /** Opens a screen unless it is already open (in-app state survives; a full load is a 'start'). */
  private async open(path: string, ready: Locator): Promise<void> {
    if (this.path() !== path) await this.page.goto(path);
    await expect(ready).toBeVisible({ timeout: 30_000 });
  }

  private async chooseFile(button: Locator, name: string): Promise<void> {
    this.selfie ??= await selfieJpeg();
    const chooser = this.page.waitForEvent('filechooser');
    await button.click();
    await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer: this.selfie });
  }

  /** Does one action, falling back to a possible one (nothing to reply to, no key to edit, …). */
  async act(action: ResidentAction): Promise<void> {
    const keysLeft = this.contractIds.some((id) => this.intended.keysOf(id).size < MAX_KEYS);
    const anyKey = this.contractIds.some((id) => this.intended.keysOf(id).size > 0);
    switch (action) {
      case 'favorite.add':
      case 'favorite.remove':
        return this.toggleFavorite(action === 'favorite.add');
      case 'ticket.create':
        return this.intended.tickets.size < MAX_TICKETS ? this.createTicket() : this.reply();
      case 'ticket.reply':
        return this.intended.tickets.size ? this.reply() : this.createTicket();
      case 'key.create':
        return keysLeft ? this.createKey() : this.editKey();
      case 'key.update':
        return anyKey ? this.editKey() : this.createKey();
      case 'key.delete':
        return anyKey ? this.deleteKey() : this.createKey();
      case 'inspection':
        return this.inspect();
    }
  }

  // ---- favourites: the hearts of the search results -------------------------------------------

  private async toggleFavorite(wantAdd: boolean): Promise<void> {
    const page = this.page;
    await this.open('/buscar', page.getByRole('article').first());
    const cards = page.getByRole('article');
    await expect(cards.first().getByRole('button', { name: /^Favoritar / })).toBeVisible();
    // Each heart's state read from the device first: before that a heart shows the server's view
    // and cannot tell whether a change of the resident's still waits (it may turn pending).
    await expect(cards.locator('button[aria-label^="Favoritar "][data-loading]')).toHaveCount(0);
    // Units are told apart by their page's address (two units may share a name).
    const states = await cards.evaluateAll((articles) =>
      articles.flatMap((article) => {
        const id = /^\/apartamento\/(\d+)/.exec(
          article.querySelector('a[href^="/apartamento/"]')?.getAttribute('href') ?? '',
        )?.[1];
        const heart = article.querySelector('button[aria-label^="Favoritar "]');
        if (!id || !heart) return [];
        return [
          {
            id: Number(id),
            pressed: heart.getAttribute('aria-pressed') === 'true',
            pending: heart.hasAttribute('data-pending'),
          },
        ];
      }),
    );
    // A heart whose change is being sent right now ignores clicks (spec 4): the resident picks
    // another. One whose change only waits takes the press (last intent wins).
    const free = states.filter((s) => !s.pending);
    if (!free.length) return this.createTicket();
    const wanted = free.filter((s) => s.pressed !== wantAdd);
    const choice = this.random.pick(wanted.length ? wanted : free);
    const href = `/apartamento/${choice.id}`;
    const heart = cards
      .filter({ has: page.locator(`a[href="${href}"], a[href^="${href}/"], a[href^="${href}?"]`) })
      .getByRole('button', { name: /^Favoritar / });
    // What the resident sees is what they meant so far.
    const meant = this.intended.favorites.has(choice.id);
    try {
      await expect(heart).toHaveAttribute('aria-pressed', String(meant));
    } catch (error) {
      console.log(
        `[chaos] unit ${choice.id} shows ${!meant}, meant ${meant}; on the device: ${await this.deviceState()}`,
      );
      throw error;
    }
    // The drain may start sending this heart's waiting change between reading the states above
    // and the click; a heart being sent ignores the press (spec 4). Like a person, press again
    // once it settles: a press it took shows at once (the device is written first).
    for (let attempt = 1; ; attempt++) {
      await heart.click();
      try {
        await expect(heart).toHaveAttribute('aria-pressed', String(!meant));
        break;
      } catch (error) {
        const ignored = (await heart.getAttribute('aria-pressed')) === String(meant);
        if (attempt < 3 && ignored) {
          console.log(`[chaos] unit ${choice.id}: the press came while its change was sent; pressing again`);
          await expect(heart).not.toHaveAttribute('data-pending', /.*/, { timeout: 30_000 });
          continue;
        }
        console.log(`[chaos] unit ${choice.id}, meant ${meant}; on the device: ${await this.deviceState()}`);
        throw error;
      }
    }
    if (meant) this.intended.favorites.delete(choice.id);
    else this.intended.favorites.add(choice.id);
    this.count(meant ? 'favorite.remove' : 'favorite.add');
  }

  /** For a failing run: the favourites, outbox and id map this device holds (read only). */
  async deviceState(): Promise<string> {
    return this.page.evaluate(async () => {
      const open = indexedDB.open('tokaas');
      const db: IDBDatabase = await new Promise((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const all = (store: string) =>
        new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      const favorites = (await all('favorites')) as {
        id: unknown;
        apartment_id: number;
        pending?: boolean;
      }[];
      const outbox = (await all('outbox')) as {
        seq: number;
        kind: string;
        status: string;
        payload: unknown;
        attempts?: number;
        nextAttemptAt?: number;
        lastFailure?: string;
        sendingSince?: number;
      }[];
      const state = JSON.stringify({
        favorites: favorites.map((f) => [f.id, f.apartment_id, f.pending]),
        outbox: outbox.map((r) => [
          r.seq,
          r.kind,
          r.status,
          {
            attempts: r.attempts,
            waitsMs: (r.nextAttemptAt ?? 0) - Date.now(),
            lastFailure: r.lastFailure,
            sending: r.sendingSince !== undefined,
          },
          JSON.stringify(r.payload).slice(0, 120),
        ]),
        idMap: await all('idMap'),
      });
      db.close();
      return state;
    });
  }

  // ---- tickets -----------------------------------------------------------------------------

  private async createTicket(): Promise<void> {
    const page = this.page;
    const title = `Chamado ${this.seedLabel}-${this.next()}`;
    const description = `Descrição do ${title}: ${this.random.pick(['torneira pingando', 'lâmpada queimada', 'porta emperrada', 'wi-fi lento'])}.`;
    await this.open('/tickets/novo', page.getByRole('heading', { name: 'Novo chamado', level: 1 }));
    await page.getByLabel('Assunto').fill(title);
    await page.getByLabel('Descrição').fill(description);
    await page.getByRole('button', { name: 'Abrir chamado' }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    this.intended.tickets.set(title, { description, replies: [] });
    this.count('ticket.create');
  }

  private async reply(): Promise<void> {
    const page = this.page;
    const titles = [...this.intended.tickets.keys()];
    // The ticket open now, if any (read without waiting: other screens have another title).
    const [here] = await page.getByRole('heading', { level: 1 }).allTextContents();
    // Often several replies in a row on the open ticket, sometimes another ticket.
    const title =
      here && this.intended.tickets.has(here) && this.random.chance(0.6) ? here : this.random.pick(titles);
    if (here !== title) {
      await this.open('/tickets', page.getByRole('heading', { name: 'Meus chamados', level: 1 }));
      await page.getByRole('link', { name: title }).click();
    }
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    const ticket = this.intended.tickets.get(title);
    if (!ticket) throw new Error(`chamado desconhecido: ${title}`);
    const text = `Resposta ${this.next()} ao ${title}`;
    await page.getByLabel('Sua resposta').fill(text);
    await page.getByRole('button', { name: 'Responder' }).click();
    // In the thread, not only in the box: the box's text (React mirrors it as the textarea's
    // content) matched too, so the next disturbance could close the page before the reply was kept.
    const thread = page.getByRole('region', { name: 'Respostas' });
    await expect(thread.getByRole('listitem').filter({ hasText: text })).toBeVisible();
    await expect(page.getByLabel('Sua resposta')).toHaveValue('');
    ticket.replies.push(text);
    this.count('ticket.reply');
  }

  // ---- keys ----------------------------------------------------------------------------------

  private async openKeys(contractId: number): Promise<void> {
    await this.open(
      `/minhas-tokaas/${contractId}/chaves`,
      this.page.getByRole('heading', { name: 'Chaves', level: 1 }),
    );
  }

  private keyItem(name: string): Locator {
    return this.page
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  private code(): string | null {
    return this.random.chance(0.3) ? null : String(this.random.int(1000, 999_999));
  }

  private async fillKey(dialog: Locator, key: { name: string; code: string | null }): Promise<void> {
    await dialog.getByLabel('Nome').fill(key.name);
    await dialog.getByLabel('Código (opcional)').fill(key.code ?? '');
  }

  private async createKey(): Promise<void> {
    const page = this.page;
    const contractId = this.random.pick(
      this.contractIds.filter((id) => this.intended.keysOf(id).size < MAX_KEYS),
    );
    await this.openKeys(contractId);
    const key = { name: `Pessoa ${this.seedLabel}-${this.next()}.00`, code: this.code() };
    await page.getByRole('button', { name: 'Nova chave' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nova chave' });
    await this.fillKey(dialog, key);
    await this.chooseFile(dialog.getByRole('button', { name: /Escolher (foto|arquivo)/ }), 'selfie.jpg');
    await expect(dialog.getByText('Nova foto escolhida.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cadastrar chave' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(this.keyItem(key.name)).toBeVisible();
    this.intended.keysOf(contractId).set(key.name, key);
    this.count('key.create');
  }

  private pickKey(): { contractId: number; handle: string; key: { name: string; code: string | null } } {
    const contractId = this.random.pick(this.contractIds.filter((id) => this.intended.keysOf(id).size > 0));
    const keys = this.intended.keysOf(contractId);
    const handle = this.random.pick([...keys.keys()]);
    const key = keys.get(handle);
    if (!key) throw new Error('chave desconhecida');
    return { contractId, handle, key };
  }

  private async editKey(): Promise<void> {
    const page = this.page;
    const { contractId, handle, key } = this.pickKey();
    await this.openKeys(contractId);
    const version = Number(key.name.slice(-2)) + 1;
    const edited = { name: `${key.name.slice(0, -2)}${pad(version, 2)}`, code: this.code() };
    await this.keyItem(key.name)
      .getByRole('link', { name: `Editar ${key.name}`, exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Editar chave' });
    await expect(dialog.getByLabel('Nome')).toHaveValue(key.name);
    await this.fillKey(dialog, edited);
    if (this.random.chance(0.3)) {
      await this.chooseFile(
        dialog.getByRole('button', { name: /(Escolher|Trocar) (foto|arquivo)/ }),
        'nova.jpg',
      );
      await expect(dialog.getByText('Nova foto escolhida.')).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(this.keyItem(edited.name)).toBeVisible();
    await expect(this.keyItem(edited.name)).toContainText(
      edited.code ? `Código: ${edited.code}` : 'Sem código',
    );
    this.intended.keysOf(contractId).set(handle, edited);
    this.count('key.update');
  }

  private async deleteKey(): Promise<void> {
    const page = this.page;
    const { contractId, handle, key } = this.pickKey();
    await this.openKeys(contractId);
    await this.keyItem(key.name)
      .getByRole('button', { name: `Deletar ${key.name}`, exact: true })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Deletar chave' });
    await confirm.getByRole('button', { name: 'Deletar' }).click();
    await expect(confirm).toHaveCount(0);
    // Marked 'Exclusão pendente' until the server confirms, or gone already: no way to act on it.
    await expect(page.getByRole('button', { name: `Deletar ${key.name}`, exact: true })).toHaveCount(0);
    this.intended.keysOf(contractId).delete(handle);
    this.count('key.delete');
  }

  // ---- inspection ------------------------------------------------------------------------------

  /** Fills the check-in inspection of a contract not inspected yet: some 'Não' with notes and photos. */
  private async inspect(): Promise<void> {
    const page = this.page;
    const contractId = this.contractIds.find((id) => !this.intended.inspections.has(id));
    if (contractId === undefined) return this.reply();
    await this.open(
      `/minhas-tokaas/${contractId}/vistoria`,
      page.getByRole('button', { name: 'Enviar vistoria' }),
    );
    const questions = page.locator('[data-question]');
    const total = await questions.count();
    expect(total).toBeGreaterThan(3);
    const chosen = new Set<number>();
    const problems = this.random.int(1, 3);
    while (chosen.size < problems) chosen.add(this.random.int(0, total - 1));
    let photos = 0;
    for (const index of chosen) {
      const item = questions.nth(index);
      await item.getByText('Não', { exact: true }).click();
      await item.getByLabel('Observação').fill(`Problema ${this.next()} encontrado na entrada.`);
      // At least one photo per inspection, so every outbox kind is exercised.
      const shots = this.random.int(photos === 0 ? 1 : 0, 2);
      for (let n = 1; n <= shots; n++) {
        await this.chooseFile(
          item.getByRole('button', { name: /Adicionar (outra )?foto/ }),
          `problema-${n}.jpg`,
        );
        await expect(item.getByRole('img', { name: `Foto ${n} do problema` })).toBeVisible();
      }
      photos += shots;
    }
    await page.getByRole('button', { name: 'Enviar vistoria' }).click();
    // Ready to send while it waits (offline, or the answers held), sent once acknowledged.
    await expect(
      page.getByText(
        /^(Vistoria de entrada (enviada|pronta para envio)|Parabéns, você não tem uma vistoria pendente\.)$/,
      ),
    ).toBeVisible();
    this.intended.inspections.set(contractId, { photos, problems });
    this.count('inspection.photo', photos);
    this.count('inspection.submit');
  }
}
