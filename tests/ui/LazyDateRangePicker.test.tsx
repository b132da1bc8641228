// The date range field before its code is loaded (DateRangeStandIn) reads like the real picker to a
// screen reader, loads the real one only when touched, and hands over what the person did meanwhile:
// focus on the same segment, the digits typed, a press of the calendar button.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DateRangePickerProps, DateRangeValue } from '../../src/ui/DateRangePicker.tsx';
import { DateRangeStandIn } from '../../src/ui/DateRangeStandIn.tsx';
import { code, withGatedCode } from './gated-code.ts';

type Lazy = ComponentType<DateRangePickerProps>;

/** A fresh LazyDateRangePicker whose code arrives only when the test calls `code.open()`. */
const freshLazyPicker = async (): Promise<Lazy> =>
  (
    await withGatedCode(
      '../../src/ui/DateRangePicker.tsx',
      () => import('../../src/ui/LazyDateRangePicker.tsx'),
    )
  ).LazyDateRangePicker;

// Only Date is faked: react-aria's own timers keep running.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-03-15T15:00:00Z')); // noon in São Paulo
});
afterEach(() => {
  vi.useRealTimers();
});

const clean = (text: string | null) => (text ?? '').replace(/[\u200e\u200f\u2066-\u2069]/g, '').trim();

/** The accessible name, from aria-labelledby as both fields name their parts (self id → aria-label). */
function accessibleName(el: Element): string {
  const ids = el.getAttribute('aria-labelledby')?.split(' ') ?? [];
  if (ids.length === 0) return el.getAttribute('aria-label') ?? clean(el.textContent);
  return ids
    .map((id) =>
      id === el.id ? el.getAttribute('aria-label') : clean(document.getElementById(id)?.textContent ?? null),
    )
    .join(' ');
}

/** What a screen reader and a sighted person get from the field. */
function readField(container: HTMLElement) {
  const view = within(container);
  const read = (el: Element, ...attrs: string[]) => [
    accessibleName(el),
    clean(el.textContent),
    ...attrs.map((a) => el.getAttribute(a)),
  ];
  return {
    group: view.getAllByRole('group').map((el) => read(el)),
    segments: view
      .getAllByRole('spinbutton')
      .map((el) =>
        read(
          el,
          'aria-valuetext',
          'aria-valuenow',
          'aria-readonly',
          'aria-required',
          'aria-invalid',
          'tabindex',
        ),
      ),
    button: view
      .getAllByRole('button')
      .map((el) => [...read(el, 'aria-haspopup'), (el as HTMLButtonElement).disabled]),
    text: clean(container.textContent),
  };
}

function Controlled({ Picker, onChange }: { Picker: Lazy; onChange: (v: DateRangeValue | null) => void }) {
  const [value, setValue] = useState<DateRangeValue | null>(null);
  return (
    <>
      <Picker
        label="Período da estadia"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button">Buscar</button>
    </>
  );
}

const isReal = (el: Element) => el.hasAttribute('data-rac');
/** 20/03/2030 – 25/03/2030, as the segments show it. */
const TYPED_PERIOD = ['20', '03', '2030', '25', '03', '2030'];
const shownSegments = () => screen.getAllByRole('spinbutton').map((s) => clean(s.textContent));

/**
 * 20/04/2030 – 25/04/2030, corrected with deletions on the stand-in, is drawn there, and goes to the
 * real field as drawn when its code arrives.
 */
async function expectCorrectedPeriodHandedOver(onChange: ReturnType<typeof vi.fn>) {
  const drawn = shownSegments();
  expect(drawn).toEqual(['20', '04', '2030', '25', '04', '2030']);
  await act(async () => code.open());
  // The real field's modules are imported cold when a test runs alone.
  await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ start: '2030-04-20', end: '2030-04-25' }), {
    timeout: 5_000,
  });
  expect(screen.getAllByRole('spinbutton').every(isReal)).toBe(true);
  expect(shownSegments()).toEqual(drawn);
}

/** 20/03/2030 – 25/03/2030 typed on the stand-in while its code is held. */
async function periodTypedOnStandIn() {
  const Picker = await freshLazyPicker();
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(<Controlled Picker={Picker} onChange={onChange} />);
  const [day] = screen.getAllByRole('spinbutton', { name: /^dia, Data inicial/ });
  await user.click(day!);
  await user.keyboard('2003203025032030');
  return { onChange, user, buscar: screen.getByRole('button', { name: 'Buscar' }) };
}

describe('LazyDateRangePicker', () => {
  it('draws the field as the real picker does, for each state', async () => {
    const { DateRangePicker } = await vi.importActual<typeof import('../../src/ui/DateRangePicker.tsx')>(
      '../../src/ui/DateRangePicker.tsx',
    );
    const cases: DateRangePickerProps[] = [
      { label: 'Período da estadia', isRequired: true },
      {
        label: 'Período da estadia',
        description: 'Check-in e check-out (DD/MM/AAAA)',
        value: { start: '2030-03-20', end: '2030-12-05' },
      },
      { label: 'Período da estadia', isReadOnly: true, value: { start: '2030-04-01', end: '2030-05-01' } },
      { label: 'Check-in e check-out', errorMessage: 'Preencha todos os campos.', isRequired: true },
    ];
    for (const props of cases) {
      const real = render(<DateRangePicker {...props} />);
      const expected = readField(real.container);
      real.unmount();
      const standIn = render(<DateRangeStandIn {...props} />);
      expect(readField(standIn.container), JSON.stringify(props)).toEqual(expected);
      standIn.unmount();
    }
  });

  it('loads nothing until touched; then focus and the digits typed meanwhile go to the real field', async () => {
    const Picker = await freshLazyPicker();
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled Picker={Picker} onChange={onChange} />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(code.requests).toBe(0);

    const [day] = screen.getAllByRole('spinbutton', { name: /^dia, Data inicial/ });
    await user.click(day!);
    await waitFor(() => expect(code.requests).toBe(1));
    // Typed while the code is on its way: 20/03/2030 – 25/03/2030.
    await user.keyboard('2003203025032030');
    expect(onChange).not.toHaveBeenCalled();
    await act(async () => code.open());

    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({ start: '2030-03-20', end: '2030-03-25' }),
    );
    const segments = screen.getAllByRole('spinbutton');
    expect(segments.every(isReal)).toBe(true);
    expect(segments.map((s) => clean(s.textContent))).toEqual(TYPED_PERIOD);
  });

  it('digits typed before focus moved on (Buscar) still go to the real field, and focus comes back', async () => {
    const { onChange, user, buscar } = await periodTypedOnStandIn();
    await user.click(buscar);
    expect(document.activeElement).toBe(buscar);
    await act(async () => code.open());

    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({ start: '2030-03-20', end: '2030-03-25' }),
    );
    await waitFor(() => expect(document.activeElement).toBe(buscar));
  });

  it('digits typed as the code arrives, then focus moved on (Buscar) before they are typed again, still go to the real field', async () => {
    const { onChange, buscar } = await periodTypedOnStandIn();
    // The press of Buscar lands right after the real field took the stand-in's place, before the
    // kept digits are typed into it (they wait for its effects, in a later task).
    const observer = new MutationObserver(() => {
      if (!screen.queryAllByRole('spinbutton').some(isReal)) return;
      observer.disconnect();
      buscar.focus();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await act(async () => code.open());

    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({ start: '2030-03-20', end: '2030-03-25' }),
    );
    expect(shownSegments()).toEqual(TYPED_PERIOD);
    await waitFor(() => expect(document.activeElement).toBe(buscar));
  });

  it('typing moves focus through the segments as on the real field, so a Tab before the code arrives goes on past the period', async () => {
    const { onChange, user, buscar } = await periodTypedOnStandIn();
    // After the last digit the real field keeps focus on the end date's year (its calendar button
    // is not among the segments typing moves through): so does its stand-in.
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^ano, Data final/);
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Calendário');
    await act(async () => code.open());

    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({ start: '2030-03-20', end: '2030-03-25' }),
    );
    expect(shownSegments()).toEqual(TYPED_PERIOD);
    await waitFor(() => expect(isReal(document.activeElement!)).toBe(true));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Calendário');
    await user.tab();
    expect(document.activeElement).toBe(buscar);
  });

  it('a Tab between the real field taking the stand-in’s place and the kept digits being typed again: the digits keep their segments, focus stays where the Tab took it', async () => {
    const { onChange } = await periodTypedOnStandIn();
    // As a Tab pressed on a slow phone lands while the real field renders: focus goes from the end
    // date's year (where typing left it) to the calendar button before the digits are typed again.
    const observer = new MutationObserver(() => {
      const calendar = screen.queryByRole('button', { name: /calendário/i });
      if (!calendar || !isReal(calendar)) return;
      observer.disconnect();
      calendar.focus();
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    await act(async () => code.open());

    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({ start: '2030-03-20', end: '2030-03-25' }),
    );
    expect(shownSegments()).toEqual(TYPED_PERIOD);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Calendário');
  });

  it('digits typed partly on the stand-in, partly on the real field before it listens, fill the segments in order', async () => {
    const Picker = await freshLazyPicker();
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled Picker={Picker} onChange={onChange} />);
    await user.click(screen.getAllByRole('spinbutton')[0]!);
    await user.keyboard('200320'); // the start year half typed when the real field takes its place
    const observer = new MutationObserver(() => {
      if (!screen.queryAllByRole('spinbutton').some(isReal)) return;
      observer.disconnect();
      // Keys pressed while the real field renders: they reach it before its effects have run.
      for (const key of '3025032030') {
        document.activeElement?.dispatchEvent(
          new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
        );
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    await act(async () => code.open());

    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({ start: '2030-03-20', end: '2030-03-25' }),
    );
    expect(shownSegments()).toEqual(TYPED_PERIOD);
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^ano, Data final/);
  });

  it('digits typed on different segments before the code arrives go to the segments they were typed on', async () => {
    const Picker = await freshLazyPicker();
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled Picker={Picker} onChange={onChange} />);
    const [startDay, , , endDay] = screen.getAllByRole('spinbutton');
    await user.click(startDay!);
    await user.keyboard('20');
    await user.click(endDay!);
    await user.keyboard('25032030');
    await act(async () => code.open());

    // The stand-in draws them as typed; the real field, once it is there, shows the same.
    expect(shownSegments()).toEqual(['20', 'mm', 'aaaa', '25', '03', '2030']);
    await waitFor(() => expect(screen.getAllByRole('spinbutton').every(isReal)).toBe(true));
    await waitFor(() => expect(shownSegments()).toEqual(['20', 'mm', 'aaaa', '25', '03', '2030']));
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^ano, Data final/);
  });

  it('while its code is on its way, the stand-in draws each key and moves focus as the real field does', async () => {
    const { DateRangePicker } = await vi.importActual<typeof import('../../src/ui/DateRangePicker.tsx')>(
      '../../src/ui/DateRangePicker.tsx',
    );
    const Picker = await freshLazyPicker(); // its code stays held: the stand-in answers every key
    const sequences = [
      ['2', '0', '0', '3', '2', '0', '3', '0', '2', '5', '0', '3', '2', '0', '3', '0'],
      // A day's '0', a month too large for two digits, Backspace back through an empty year.
      [
        '0',
        '5',
        '1',
        '2',
        '0',
        '3',
        '{Backspace}',
        '{Backspace}',
        '{Backspace}',
        '{Backspace}',
        '{Backspace}',
        '9',
      ],
      [
        '3',
        '1',
        '1',
        '5',
        '2',
        '0',
        '3',
        '0',
        '4',
        '{Delete}',
        '{Delete}',
        '{Backspace}',
        '7',
        'x',
        '0',
        '4',
      ],
      ['{Backspace}', '3', '{Backspace}', '{Backspace}', '1', '2', '1', '2', '9', '9', '9', '9', '9'],
    ];
    const read = () => {
      const segments = screen.getAllByRole('spinbutton');
      return [
        ...segments.map((s) => `${clean(s.textContent)} ${s.getAttribute('aria-valuenow')}`),
        `focus ${segments.indexOf(document.activeElement as HTMLElement)}`,
      ];
    };
    const user = userEvent.setup();
    const steps = async (keys: string[]) => {
      await user.click(screen.getAllByRole('spinbutton')[0]!);
      const seen = [read()];
      for (const key of keys) {
        await user.keyboard(key);
        seen.push(read());
      }
      return seen;
    };
    for (const keys of sequences) {
      const real = render(<DateRangePicker label="Período da estadia" />);
      const expected = await steps(keys);
      real.unmount();
      const standIn = render(<Picker label="Período da estadia" />);
      expect(await steps(keys), keys.join(' ')).toEqual(expected);
      expect(screen.getAllByRole('spinbutton').some(isReal)).toBe(false);
      standIn.unmount();
    }
  });

  it('Backspace and Delete pressed before the code arrives are pressed again on the real field, in their place', async () => {
    const Picker = await freshLazyPicker();
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled Picker={Picker} onChange={onChange} />);
    await user.click(screen.getAllByRole('spinbutton')[0]!);
    // 20/03 corrected to 20/04 (Backspace on the empty year goes back to the month), and the end
    // month's '0' deleted before its '4'.
    await user.keyboard('2003{Backspace}{Backspace}042030250{Delete}42030');
    await expectCorrectedPeriodHandedOver(onChange);
  });

  it('a phone keyboard’s deletions (no key, only beforeinput) before the code arrives are drawn, and pressed again on the real field in their place', async () => {
    const Picker = await freshLazyPicker();
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled Picker={Picker} onChange={onChange} />);
    await user.click(screen.getAllByRole('spinbutton')[0]!);
    // An Android keyboard: the key is 'Unidentified' and only beforeinput says what it does.
    const deleteWithoutKey = (inputType: 'deleteContentBackward' | 'deleteContentForward') => {
      const segment = document.activeElement as HTMLElement;
      act(() => {
        segment.dispatchEvent(new KeyboardEvent('keydown', { key: 'Unidentified', bubbles: true }));
        const input = new InputEvent('beforeinput', { inputType, bubbles: true, cancelable: true });
        expect(segment.dispatchEvent(input), `${inputType} is taken, not left to edit the segment`).toBe(
          false,
        );
      });
    };
    // As the keyboard test above: 20/03 corrected to 20/04, the end month's '0' deleted forward.
    await user.keyboard('2003');
    deleteWithoutKey('deleteContentBackward');
    deleteWithoutKey('deleteContentBackward');
    expect(shownSegments().slice(0, 2)).toEqual(['20', 'mm']);
    await user.keyboard('042030250');
    deleteWithoutKey('deleteContentForward');
    await user.keyboard('42030');
    await expectCorrectedPeriodHandedOver(onChange);
  });

  it('Backspace and Delete kept from before the app ran are pressed again in their place', async () => {
    const Picker = await freshLazyPicker();
    const { replayEarlyTyping } = await import('../../src/first-paint/replay-early-input.ts');
    const onChange = vi.fn();
    render(<Controlled Picker={Picker} onChange={onChange} />);
    const [day] = screen.getAllByRole('spinbutton', { name: /^dia, Data inicial/ });
    const target = day!;
    // As public/boot.js keeps them: all on the segment first typed on, deletions as their keys.
    act(() => {
      replayEarlyTyping({
        target: null,
        key: null,
        typed: [
          { target, text: '2003' },
          { target, key: 'Backspace' },
          { target, key: 'Backspace' },
          { target, text: '042030250' },
          { target, key: 'Delete' },
          { target, text: '42030' },
        ],
        keepTyping: true,
      });
    });
    await expectCorrectedPeriodHandedOver(onChange);
  });

  it('digits kept from before the app ran go to the real field, and a press kept with them waits for them', async () => {
    const Picker = await freshLazyPicker();
    const { whenHandedOver } = await import('../../src/ui/deferred-handoffs.ts');
    const { replayEarlyTyping } = await import('../../src/first-paint/replay-early-input.ts');
    const onChange = vi.fn();
    render(<Controlled Picker={Picker} onChange={onChange} />);
    const [day] = screen.getAllByRole('spinbutton', { name: /^dia, Data inicial/ });
    // As public/boot.js keeps them: a keyboard's keys one by one, a phone's text in pieces.
    const typed = ['2', '0', '032030', '25032030'].map((text) => ({ target: day!, text }));
    let replayed = false;
    act(() => {
      replayed = replayEarlyTyping({ target: null, key: null, typed, keepTyping: true });
    });
    expect(replayed).toBe(true);
    await waitFor(() => expect(code.requests).toBe(1));
    let valueWhenHandedOver: unknown = 'not yet';
    void whenHandedOver().then(() => {
      valueWhenHandedOver = onChange.mock.lastCall?.[0];
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(valueWhenHandedOver).toBe('not yet');

    await act(async () => code.open());
    await waitFor(() => expect(valueWhenHandedOver).toEqual({ start: '2030-03-20', end: '2030-03-25' }));
    const segments = screen.getAllByRole('spinbutton');
    expect(segments.every(isReal)).toBe(true);
    expect(segments.map((s) => clean(s.textContent))).toEqual(TYPED_PERIOD);
  });

  it('digits kept on a stand-in the real field has since replaced go to the same segment, wherever focus went', async () => {
    const Picker = await freshLazyPicker();
    const { replayEarlyTyping } = await import('../../src/first-paint/replay-early-input.ts');
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled Picker={Picker} onChange={onChange} />);
    const [day, month] = screen.getAllByRole('spinbutton', { name: /Data inicial/ });
    // Typed on the day before the app ran; then, while it hydrated, a touch on the month loaded the
    // real field, and focus went on to the search button.
    await user.click(month!);
    await act(async () => code.open());
    await waitFor(() => expect(screen.getAllByRole('spinbutton').every(isReal)).toBe(true));
    expect(day!.isConnected).toBe(false);
    screen.getByRole('button', { name: 'Buscar' }).focus();

    let replayed = false;
    act(() => {
      replayed = replayEarlyTyping({
        target: null,
        key: null,
        typed: [{ target: day!, text: '2003203025032030' }],
        keepTyping: true,
      });
    });
    expect(replayed).toBe(true);
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({ start: '2030-03-20', end: '2030-03-25' }),
    );
    expect(shownSegments()).toEqual(TYPED_PERIOD);
  });

  it('nothing kept, nothing typed: the press goes at once', async () => {
    await freshLazyPicker();
    const { whenHandedOver } = await import('../../src/ui/deferred-handoffs.ts');
    const { replayEarlyTyping } = await import('../../src/first-paint/replay-early-input.ts');
    expect(replayEarlyTyping(null)).toBe(false);
    expect(replayEarlyTyping({ target: null, key: null, typed: [], keepTyping: true })).toBe(false);
    await expect(whenHandedOver()).resolves.toBeUndefined();
    expect(code.requests).toBe(0);
  });

  it('once loaded, a field mounted again is the real one at once and takes typing directly', async () => {
    const Picker = await freshLazyPicker();
    const user = userEvent.setup();
    const first = render(<Controlled Picker={Picker} onChange={() => {}} />);
    await user.click(screen.getAllByRole('spinbutton')[0]!);
    await act(async () => code.open());
    await waitFor(() => expect(screen.getAllByRole('spinbutton').every(isReal)).toBe(true));
    first.unmount();

    const onChange = vi.fn();
    render(<Controlled Picker={Picker} onChange={onChange} />);
    const segments = screen.getAllByRole('spinbutton');
    expect(segments.every(isReal)).toBe(true);
    await user.click(segments[0]!);
    await user.keyboard('0104203005042030');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2030-04-01', end: '2030-04-05' });
  });

  it('focus lands on the segment that had it, and a press of the calendar button opens the calendar', async () => {
    const Picker = await freshLazyPicker();
    const user = userEvent.setup();
    render(<Controlled Picker={Picker} onChange={() => {}} />);
    await user.click(screen.getByRole('button', { name: /calendário/i }));
    await waitFor(() => expect(code.requests).toBe(1));
    await act(async () => code.open());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('grid').length).toBeGreaterThan(0);
  });

  it('a keyboard user tabbing in is moved to the same segment of the real field', async () => {
    const Picker = await freshLazyPicker();
    const user = userEvent.setup();
    render(<Controlled Picker={Picker} onChange={() => {}} />);
    await user.tab();
    await user.tab();
    await user.tab(); // the start date's year
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^ano, Data inicial/);
    await act(async () => code.open());
    await waitFor(() => expect(isReal(document.activeElement!)).toBe(true));
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^ano, Data inicial/);
  });
});
