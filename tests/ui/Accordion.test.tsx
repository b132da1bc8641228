// Accordion: the FAQ's and the tutorials' questions on native buttons. A click, Enter or Space
// opens and closes an answer; one open closes the other unless several may stay open; a closed
// answer stays findable by the browser's find in page, which opens it.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from '../../src/ui/Accordion.tsx';

const items = [
  { id: 1, title: 'Preciso de fiador?', content: <p>Não: sem fiador e sem caução.</p> },
  { id: 2, title: 'Posso levar meu pet?', content: <p>Sim, nas unidades pet friendly.</p> },
];

const answer = (text: string) => screen.getByText(text).closest('[role="group"]') as HTMLElement;

describe('Accordion', () => {
  it('titles are buttons in headings that open their answer, a group named by the title', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} headingLevel={2} />);
    const first = screen.getByRole('button', { name: 'Preciso de fiador?' });
    expect(first.closest('h2')).not.toBeNull();
    expect(first.getAttribute('aria-expanded')).toBe('false');
    const panel = answer('Não: sem fiador e sem caução.');
    expect(first.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(first.id);
    expect(panel.getAttribute('hidden')).toBe('until-found');

    await user.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hasAttribute('hidden')).toBe(false);
    expect(screen.getByRole('group', { name: 'Preciso de fiador?' })).toBe(panel);

    await user.keyboard(' ');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(panel.getAttribute('hidden')).toBe('until-found');
    await user.keyboard('{Enter}');
    expect(first.getAttribute('aria-expanded')).toBe('true');
  });

  it('one answer open at a time by default; several with allowsMultipleExpanded', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Accordion items={items} />);
    const [first, second] = screen.getAllByRole('button');
    await user.click(first as HTMLElement);
    await user.click(second as HTMLElement);
    expect(first?.getAttribute('aria-expanded')).toBe('false');
    expect(second?.getAttribute('aria-expanded')).toBe('true');
    unmount();

    render(<Accordion items={items} allowsMultipleExpanded defaultExpandedIds={[2]} />);
    const [one, two] = screen.getAllByRole('button');
    expect(two?.getAttribute('aria-expanded')).toBe('true');
    await user.click(one as HTMLElement);
    expect(one?.getAttribute('aria-expanded')).toBe('true');
    expect(two?.getAttribute('aria-expanded')).toBe('true');
  });

  it('find in page opens the answer it found (beforematch)', () => {
    render(<Accordion items={items} />);
    const panel = answer('Sim, nas unidades pet friendly.');
    // The browser shows the panel, then tells the page.
    act(() => {
      panel.removeAttribute('hidden');
      panel.dispatchEvent(new Event('beforematch', { bubbles: true }));
    });
    expect(screen.getByRole('button', { name: 'Posso levar meu pet?' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(panel.hasAttribute('hidden')).toBe(false);
  });
});
