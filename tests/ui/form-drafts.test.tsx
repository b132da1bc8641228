// Form drafts: what a resident typed and has not sent survives a reload (the module loaded afresh,
// as a new page load does), is theirs alone, and is dropped once emptied or sent.
import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear, get } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Drafts = typeof import('../../src/data/form-drafts.ts');

/** The module as a new page load finds it: nothing in memory, the device's IndexedDB as it was. */
async function pageLoad(): Promise<Drafts> {
  vi.resetModules();
  return import('../../src/data/form-drafts.ts');
}

function Reply({ drafts, draft }: { drafts: Drafts; draft: string | null }) {
  const [text, setText] = drafts.useDraft(draft, '');
  return (
    <label>
      Sua resposta
      <textarea value={text} onChange={(event) => setText(event.target.value)} />
    </label>
  );
}

const field = () => screen.getByLabelText('Sua resposta');

beforeEach(async () => {
  await clear();
});

describe('useDraft', () => {
  it('keeps what was typed across a reload', async () => {
    let drafts = await pageLoad();
    const key = drafts.draftKey(7, 'ticket:41:reply');
    const first = render(<Reply drafts={drafts} draft={key} />);
    await userEvent.type(field(), 'Já desliguei o disjuntor.');
    await waitFor(async () => expect(await get(`draft:${key}`)).toBe('Já desliguei o disjuntor.'));
    first.unmount();

    drafts = await pageLoad();
    render(<Reply drafts={drafts} draft={key} />);
    await waitFor(() => expect(field()).toHaveProperty('value', 'Já desliguei o disjuntor.'));
  });

  it('shows one resident’s draft to no other resident on the device', async () => {
    let drafts = await pageLoad();
    const first = render(<Reply drafts={drafts} draft={drafts.draftKey(7, 'ticket:new')} />);
    await userEvent.type(field(), 'Chuveiro frio');
    await waitFor(async () => expect(await get('draft:7:ticket:new')).toBe('Chuveiro frio'));
    first.unmount();

    drafts = await pageLoad();
    render(<Reply drafts={drafts} draft={drafts.draftKey(8, 'ticket:new')} />);
    // The form's read was asked first, so it has answered once this one has: still empty.
    await act(async () => {
      await expect(get('draft:8:ticket:new')).resolves.toBeUndefined();
    });
    expect(field()).toHaveProperty('value', '');
  });

  it('drops the draft once the field is emptied', async () => {
    const drafts = await pageLoad();
    const key = drafts.draftKey(7, 'ticket:41:reply');
    render(<Reply drafts={drafts} draft={key} />);
    await userEvent.type(field(), 'ok');
    await waitFor(async () => expect(await get(`draft:${key}`)).toBe('ok'));
    await userEvent.clear(field());
    await waitFor(async () => expect(await get(`draft:${key}`)).toBeUndefined());
  });

  it('does not put the stored draft over what was typed before it was read', async () => {
    let drafts = await pageLoad();
    const key = drafts.draftKey(7, 'ticket:41:reply');
    drafts.keepDraft(key, 'antigo');
    await waitFor(async () => expect(await get(`draft:${key}`)).toBe('antigo'));

    drafts = await pageLoad();
    render(<Reply drafts={drafts} draft={key} />);
    // Typed in the same turn as the mount, before IndexedDB can answer.
    fireEvent.change(field(), { target: { value: 'novo' } });
    await waitFor(async () => expect(await get(`draft:${key}`)).toBe('novo'));
    expect(field()).toHaveProperty('value', 'novo');
  });

  it('starts from the draft once the resident is known', async () => {
    let drafts = await pageLoad();
    const key = drafts.draftKey(7, 'ticket:new');
    drafts.keepDraft(key, 'Vazamento na pia');
    await waitFor(async () => expect(await get(`draft:${key}`)).toBe('Vazamento na pia'));

    drafts = await pageLoad();
    const view = render(<Reply drafts={drafts} draft={null} />);
    expect(field()).toHaveProperty('value', '');
    view.rerender(<Reply drafts={drafts} draft={key} />);
    await waitFor(() => expect(field()).toHaveProperty('value', 'Vazamento na pia'));
  });
});

describe('moveDraft', () => {
  it('moves a draft to a record’s server id, in this page and on the device', async () => {
    let drafts = await pageLoad();
    const from = drafts.draftKey(7, 'ticket:local:abc:reply');
    const to = drafts.draftKey(7, 'ticket:41:reply');
    drafts.keepDraft(from, 'Obrigado!');
    await drafts.moveDraft(from, to);
    render(<Reply drafts={drafts} draft={to} />);
    expect(field()).toHaveProperty('value', 'Obrigado!');
    await waitFor(async () => expect(await get(`draft:${from}`)).toBeUndefined());
    expect(await get(`draft:${to}`)).toBe('Obrigado!');

    // Also when this page never read it (a reload while the ticket was waiting to be sent).
    drafts.keepDraft(from, 'De novo');
    await waitFor(async () => expect(await get(`draft:${from}`)).toBe('De novo'));
    drafts = await pageLoad();
    const other = drafts.draftKey(7, 'ticket:42:reply');
    await drafts.moveDraft(from, other);
    await waitFor(async () => expect(await get(`draft:${other}`)).toBe('De novo'));
    expect(await get(`draft:${from}`)).toBeUndefined();
  });
});
