// The menu button before its menu's code is loaded reads like the real one (a collapsed menu
// button with the same name and look), loads the code only when touched (or at idle, when asked),
// and opens the menu the person asked for once the code arrives: by pointer, or by key with focus
// on the first item, as the real one does.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import type { DropdownProps } from '../../src/ui/Menu.tsx';
import { code, withGatedCode } from './gated-code.ts';

type Lazy = ComponentType<DropdownProps & { loadWhenIdle?: boolean }>;

/** A fresh LazyDropdown whose menu code arrives only when the test calls `code.open()`. */
const freshLazyDropdown = async (): Promise<Lazy> =>
  (await withGatedCode('../../src/ui/Menu.tsx', () => import('../../src/ui/LazyDropdown.tsx'))).LazyDropdown;

const ACTIONS = [
  { id: 'perfil', label: 'Minha conta' },
  { id: 'chaves', label: 'Minhas chaves' },
  { id: 'sair', label: 'Sair' },
];

function ResidentActions({
  Dropdown,
  onAction,
}: {
  Dropdown: ComponentType<DropdownProps>;
  onAction: (id: string) => void;
}) {
  return (
    <I18nProvider locale="pt-BR">
      <Dropdown
        variant="secondary"
        label="Área do morador"
        items={ACTIONS.map((action) => ({ ...action, onAction: () => onAction(action.id) }))}
      />
    </I18nProvider>
  );
}

/** What a screen reader and a sighted person get from the trigger. */
function readTrigger() {
  const button = screen.getByRole('button');
  return {
    name: button.getAttribute('aria-label') ?? button.textContent,
    popup: button.getAttribute('aria-haspopup'),
    expanded: button.getAttribute('aria-expanded'),
    className: button.className,
    variant: button.getAttribute('data-variant'),
    size: button.getAttribute('data-size'),
    html: button.innerHTML,
  };
}

describe('LazyDropdown', () => {
  it('draws the trigger as the real Dropdown does', async () => {
    const { Dropdown } =
      await vi.importActual<typeof import('../../src/ui/Menu.tsx')>('../../src/ui/Menu.tsx');
    const { LazyDropdown } = await vi.importActual<typeof import('../../src/ui/LazyDropdown.tsx')>(
      '../../src/ui/LazyDropdown.tsx',
    );
    const cases: DropdownProps[] = [
      { label: 'Área do morador', items: ACTIONS, variant: 'secondary' },
      { label: 'Área do morador', items: ACTIONS, icon: <svg aria-hidden="true" />, variant: 'secondary' },
      { label: <svg aria-hidden="true" />, 'aria-label': 'Mais ações', items: ACTIONS, className: 'extra' },
    ];
    for (const props of cases) {
      const real = render(<Dropdown {...props} />);
      const expected = readTrigger();
      real.unmount();
      const standIn = render(<LazyDropdown {...props} />);
      expect(readTrigger(), JSON.stringify(props.label)).toEqual(expected);
      standIn.unmount();
    }
  });

  it('loads nothing until pressed; the press then opens the menu, and a choice is made in it', async () => {
    const Dropdown = await freshLazyDropdown();
    const onAction = vi.fn();
    const user = userEvent.setup();
    render(<ResidentActions Dropdown={Dropdown} onAction={onAction} />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(code.requests).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Área do morador' }));
    await waitFor(() => expect(code.requests).toBe(1));
    expect(screen.queryByRole('menu')).toBeNull();
    await act(async () => code.open());

    await screen.findByRole('menuitem', { name: 'Minha conta' });
    // The open menu hides the rest of the page from screen readers, its button too.
    const trigger = screen.getByRole('button', { name: 'Área do morador', hidden: true });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('menuitem', { name: 'Minhas chaves' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onAction).toHaveBeenCalledWith('chaves');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('Enter on the button before the code arrives opens the menu with focus on its first item', async () => {
    const Dropdown = await freshLazyDropdown();
    const onAction = vi.fn();
    const user = userEvent.setup();
    render(<ResidentActions Dropdown={Dropdown} onAction={onAction} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Área do morador' }));
    await waitFor(() => expect(code.requests).toBe(1));
    await user.keyboard('{Enter}');
    await act(async () => code.open());

    // The key is pressed again on the real button, so focus goes to the first item, as for a key
    // pressed on the real one (a virtual click would leave it on the menu).
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Minha conta' })),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onAction).toHaveBeenCalledWith('chaves');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Área do morador' })),
    );
  });

  it('focus alone hands over focus, and opens nothing', async () => {
    const Dropdown = await freshLazyDropdown();
    const user = userEvent.setup();
    render(<ResidentActions Dropdown={Dropdown} onAction={() => {}} />);
    await user.tab();
    const plain = screen.getByRole('button', { name: 'Área do morador' });
    await act(async () => code.open());
    const real = await waitFor(() => {
      const button = screen.getByRole('button', { name: 'Área do morador' });
      expect(button).not.toBe(plain);
      return button;
    });
    expect(document.activeElement).toBe(real);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('with loadWhenIdle, the code loads after the first render untouched', async () => {
    const Dropdown = await freshLazyDropdown();
    render(<Dropdown loadWhenIdle label="Área do morador" items={ACTIONS} />);
    const plain = screen.getByRole('button', { name: 'Área do morador' });
    await waitFor(() => expect(code.requests).toBe(1));
    await act(async () => code.open());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Área do morador' })).not.toBe(plain));
  });
});
