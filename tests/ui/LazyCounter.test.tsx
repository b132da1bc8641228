// The counter before its code is loaded (CounterStandIn) reads like the real one to a screen reader
// and a sighted person, loads the real one only when touched, and hands over what the person did
// meanwhile: a press of − or + (one step, on the right button), focus, what was typed in the field.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import type { CounterProps } from '../../src/ui/Counter.tsx';
import { CounterStandIn } from '../../src/ui/CounterStandIn.tsx';
import { code, withGatedCode } from './gated-code.ts';

type Lazy = ComponentType<CounterProps>;

/** A fresh LazyCounter whose code arrives only when the test calls `code.open()`. */
const freshLazyCounter = async (): Promise<Lazy> =>
  (await withGatedCode('../../src/ui/Counter.tsx', () => import('../../src/ui/LazyCounter.tsx'))).LazyCounter;

/** The accessible name, from aria-labelledby as both counters name their parts (self id → aria-label). */
function accessibleName(el: Element): string {
  const ids = el.getAttribute('aria-labelledby')?.split(' ') ?? [];
  if (ids.length === 0) return el.getAttribute('aria-label') ?? '';
  return ids
    .map((id) => (id === el.id ? el.getAttribute('aria-label') : document.getElementById(id)?.textContent))
    .join(' ');
}

/** What a screen reader and a sighted person get from the counter. */
function readCounter(container: HTMLElement) {
  const view = within(container);
  const field = view.getByRole('textbox') as HTMLInputElement;
  const described = (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);
  return {
    field: [
      accessibleName(field),
      field.value,
      field.getAttribute('aria-roledescription'),
      field.getAttribute('inputmode'),
      field.getAttribute('aria-invalid'),
      field.disabled,
      field.readOnly,
      described,
    ],
    buttons: view
      .getAllByRole('button')
      .map((el) => [accessibleName(el), (el as HTMLButtonElement).disabled, el.getAttribute('tabindex')]),
    group: view.getByRole('group').getAttribute('aria-invalid'),
    root: [container.firstElementChild?.className, container.firstElementChild?.getAttribute('data-invalid')],
    text: container.textContent,
  };
}

function People({
  Counter,
  max = 4,
  onChange,
}: {
  Counter: Lazy;
  max?: number;
  onChange: (n: number) => void;
}) {
  const [value, setValue] = useState(1);
  return (
    <I18nProvider locale="pt-BR">
      <Counter
        label="Pessoas"
        min={1}
        max={max}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        description={`Até ${max} pessoas nesta unidade`}
      />
      <button type="button">Contratar</button>
    </I18nProvider>
  );
}

const isReal = (el: Element) => el.hasAttribute('data-rac');

describe('LazyCounter', () => {
  it('draws the counter as the real one does, for each state', async () => {
    const { Counter } =
      await vi.importActual<typeof import('../../src/ui/Counter.tsx')>('../../src/ui/Counter.tsx');
    const cases: CounterProps[] = [
      { label: 'Pessoas', min: 1, max: 4, value: 1, description: 'Até 4 pessoas nesta unidade' },
      { label: 'Pessoas', min: 1, max: 4, value: 3 },
      { label: 'Pessoas', min: 1, max: 1, value: 1, description: 'Até 1 pessoa nesta unidade' },
      { label: 'Quartos', min: 0, max: 12, value: 12, errorMessage: 'Escolha até 12 quartos.' },
      { label: 'Banheiros', min: 0, value: 1234, isRequired: true },
      { label: 'Pessoas', min: 1, max: 4, value: 2, isDisabled: true },
    ];
    for (const props of cases) {
      const real = render(
        <I18nProvider locale="pt-BR">
          <Counter {...props} />
        </I18nProvider>,
      );
      const expected = readCounter(real.container);
      real.unmount();
      const standIn = render(<CounterStandIn {...props} />);
      expect(readCounter(standIn.container), JSON.stringify(props)).toEqual(expected);
      standIn.unmount();
    }
  });

  it('loads nothing until touched; a press of + then steps once, on the real counter', async () => {
    const Counter = await freshLazyCounter();
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<People Counter={Counter} onChange={onChange} />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(code.requests).toBe(0);
    expect((screen.getByRole('button', { name: 'Diminuir Pessoas' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Aumentar Pessoas' }));
    await waitFor(() => expect(code.requests).toBe(1));
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => code.open());

    await waitFor(() => expect(onChange).toHaveBeenCalledWith(2));
    const field = screen.getByRole('textbox', { name: 'Pessoas' }) as HTMLInputElement;
    expect(isReal(field)).toBe(true);
    expect(field.value).toBe('2');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Diminuir Pessoas' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('a tap that does not focus the button (Safari) steps on the button tapped', async () => {
    const Counter = await freshLazyCounter();
    const onChange = vi.fn();
    function Three() {
      const [value, setValue] = useState(3);
      return (
        <Counter
          label="Quartos"
          min={0}
          max={5}
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    render(<Three />);
    const more = screen.getByRole('button', { name: 'Aumentar Quartos' });
    // Pointer down and click, no focus: − is the first control, + the one tapped.
    act(() => {
      more.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      more.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    });
    expect(document.activeElement).toBe(document.body);
    await waitFor(() => expect(code.requests).toBe(1));
    await act(async () => code.open());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(4));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('what was typed in the field while the code came is the real field’s, clamped on leaving it', async () => {
    const Counter = await freshLazyCounter();
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<People Counter={Counter} onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Pessoas' });
    await user.tripleClick(field);
    await waitFor(() => expect(code.requests).toBe(1));
    await user.keyboard('9');
    await act(async () => code.open());

    const real = await waitFor(() => {
      const now = screen.getByRole('textbox', { name: 'Pessoas' }) as HTMLInputElement;
      expect(isReal(now)).toBe(true);
      return now;
    });
    expect(document.activeElement).toBe(real);
    expect(real.value).toBe('9');
    await user.tab();
    expect(real.value).toBe('4');
    expect(onChange).toHaveBeenLastCalledWith(4);
  });

  it('once loaded, a counter mounted again is the real one at once', async () => {
    const Counter = await freshLazyCounter();
    const user = userEvent.setup();
    const first = render(<People Counter={Counter} onChange={() => {}} />);
    await user.click(screen.getByRole('textbox', { name: 'Pessoas' }));
    await act(async () => code.open());
    await waitFor(() => expect(isReal(screen.getByRole('textbox', { name: 'Pessoas' }))).toBe(true));
    first.unmount();

    const onChange = vi.fn();
    render(<People Counter={Counter} onChange={onChange} />);
    expect(isReal(screen.getByRole('textbox', { name: 'Pessoas' }))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Aumentar Pessoas' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });
});
