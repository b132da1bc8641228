// A widget whose code loads after the first render: the plain control shown until then keeps what
// was typed, and focus (with the caret) moves to the real widget when it arrives.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDeferredModule } from '../../src/ui/deferred.ts';
import { useAfterHandover } from '../../src/ui/deferred-handoffs.ts';

interface RealModule {
  Real: (props: { value: string; onChange: (v: string) => void }) => React.JSX.Element;
}

function setup() {
  let resolve!: (module: RealModule) => void;
  const pending = new Promise<RealModule>((r) => {
    resolve = r;
  });
  const load = () => pending;
  const realModule: RealModule = {
    Real: ({ value, onChange }) => (
      <input aria-label="Cidade" data-real="" value={value} onChange={(e) => onChange(e.target.value)} />
    ),
  };
  function Field() {
    const box = useRef<HTMLDivElement>(null);
    const [loaded, intent] = useDeferredModule(load, box);
    const [text, setText] = useState('');
    return (
      <div ref={box} {...intent}>
        {loaded ? (
          <loaded.Real value={text} onChange={setText} />
        ) : (
          <input aria-label="Cidade" value={text} onChange={(e) => setText(e.target.value)} />
        )}
      </div>
    );
  }
  return { Field, load: () => resolve(realModule) };
}

/** The field with something else to focus beside it. */
function FieldAndButton({ Field }: { Field: () => React.JSX.Element }) {
  return (
    <>
      <Field />
      <button type="button">Outro</button>
    </>
  );
}

/** A date field's handoff (LazyDateRangePicker): segments, and what is typed on them kept. */
const SEGMENTS = {
  loadWhenIdle: false,
  controls: '[role="spinbutton"]',
  retype: '[role="spinbutton"]',
} as const;

/** Once what a touch starts after the next paint (onNextPaint) has run. */
const afterTwoFrames = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );

describe('useDeferredModule', () => {
  it('keeps the typed text and hands focus and caret to the real widget', async () => {
    const user = userEvent.setup();
    const { Field, load } = setup();
    render(<FieldAndButton Field={Field} />);
    const plain = screen.getByRole('textbox', { name: 'Cidade' });
    expect(plain.hasAttribute('data-real')).toBe(false);
    await user.click(plain);
    await user.keyboard('Cam');
    await act(async () => load());
    const real = screen.getByRole('textbox', { name: 'Cidade' }) as HTMLInputElement;
    expect(real.hasAttribute('data-real')).toBe(true);
    expect(real.value).toBe('Cam');
    expect(document.activeElement).toBe(real);
    expect(real.selectionStart).toBe(3);
    await user.keyboard('pinas');
    expect(real.value).toBe('Campinas');
  });

  it('leaves focus where it is when the plain control did not have it', async () => {
    const user = userEvent.setup();
    const { Field, load } = setup();
    render(<FieldAndButton Field={Field} />);
    await user.click(screen.getByRole('button', { name: 'Outro' }));
    await act(async () => load());
    expect(screen.getByRole('textbox', { name: 'Cidade' }).hasAttribute('data-real')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Outro' }));
  });

  it('starts loading only once the main thread is idle', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    try {
      const loader = vi.fn(async () => ({ name: 'real' }));
      function Watched() {
        const box = useRef<HTMLDivElement>(null);
        const [loaded, intent] = useDeferredModule(loader, box);
        return (
          <div ref={box} {...intent}>
            {loaded ? <span>{loaded.name}</span> : <input aria-label="Cidade" />}
          </div>
        );
      }
      render(<Watched />);
      await act(async () => {});
      expect(loader).not.toHaveBeenCalled();
      await act(async () => {
        for (const callback of idle) callback();
      });
      expect(loader).toHaveBeenCalledTimes(1);
      expect(await screen.findByText('real')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('loads at once when the plain control is pressed, and presses the real one when it arrives', async () => {
    // Idle time never comes: only the press can start the load.
    vi.stubGlobal('requestIdleCallback', () => 0);
    try {
      const user = userEvent.setup();
      let resolve!: (module: { name: string }) => void;
      const loader = vi.fn(() => new Promise<{ name: string }>((r) => (resolve = r)));
      function Trigger() {
        const box = useRef<HTMLDivElement>(null);
        const [loaded, intent] = useDeferredModule(loader, box);
        const [open, setOpen] = useState(false);
        return (
          <div ref={box} {...intent}>
            {loaded ? (
              <button type="button" data-real="" onClick={() => setOpen(true)}>
                Localização
              </button>
            ) : (
              <button type="button">Localização</button>
            )}
            {open && <ul aria-label="Lista aberta" />}
          </div>
        );
      }
      render(<Trigger />);
      await act(async () => {});
      expect(loader).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Localização' }));
      await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole('list', { name: 'Lista aberta' })).toBeNull();
      await act(async () => resolve({ name: 'real' }));
      const real = screen.getByRole('button', { name: 'Localização' });
      expect(real.hasAttribute('data-real')).toBe(true);
      expect(document.activeElement).toBe(real);
      expect(await screen.findByRole('list', { name: 'Lista aberta' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a press right as the code arrives reaches the real button', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    try {
      const user = userEvent.setup();
      let resolve!: (module: { name: string }) => void;
      const loader = () => new Promise<{ name: string }>((r) => (resolve = r));
      const opened = vi.fn();
      function Trigger() {
        const box = useRef<HTMLDivElement>(null);
        const [loaded, intent] = useDeferredModule(loader, box, { loadWhenIdle: false });
        return (
          <div ref={box} {...intent}>
            <button type="button" onClick={loaded ? opened : undefined}>
              Calendário
            </button>
          </div>
        );
      }
      render(<Trigger />);
      await user.tab(); // focus starts the load, once the frame answering it is painted
      await waitFor(() => expect(resolve).toBeTypeOf('function'));
      // The code arrives (its promise settles) and the next press comes before any other task.
      resolve({ name: 'real' });
      await Promise.resolve();
      await Promise.resolve();
      act(() => screen.getByRole('button', { name: 'Calendário' }).click());
      await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a keyboard press (Enter) on the plain button is not lost either', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    try {
      const user = userEvent.setup();
      let resolve!: (module: { name: string }) => void;
      const loader = vi.fn(() => new Promise<{ name: string }>((r) => (resolve = r)));
      const opened = vi.fn();
      function Trigger() {
        const box = useRef<HTMLDivElement>(null);
        const [loaded, intent] = useDeferredModule(loader, box);
        return (
          <div ref={box} {...intent}>
            <button type="button" onClick={loaded ? opened : undefined}>
              Menu
            </button>
          </div>
        );
      }
      render(<Trigger />);
      await user.tab();
      await user.keyboard('{Enter}');
      expect(opened).not.toHaveBeenCalled();
      await act(async () => resolve({ name: 'real' }));
      await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('with loadWhenIdle false, idle time loads nothing: only a touch does', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    try {
      const user = userEvent.setup();
      const loader = vi.fn(async () => ({ name: 'real' }));
      function OnTouch() {
        const box = useRef<HTMLDivElement>(null);
        const [loaded, intent] = useDeferredModule(loader, box, { loadWhenIdle: false });
        return (
          <div ref={box} {...intent}>
            {loaded ? <span>{loaded.name}</span> : <button type="button">Localização</button>}
          </div>
        );
      }
      render(<OnTouch />);
      await act(async () => {
        for (const callback of idle) callback();
      });
      expect(loader).not.toHaveBeenCalled();
      await user.hover(screen.getByRole('button', { name: 'Localização' }));
      expect(loader).not.toHaveBeenCalled();
      await user.tab();
      await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
      expect(await screen.findByText('real')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('characters typed before arrival reach the real control only once it listens for them', async () => {
    // Like react-aria's date segments: the real control reads `beforeinput` from a listener its
    // effect adds. The slow commit is what made React run those effects in a later task, after a
    // timer set at the swap; with the swap now synchronous (flushSync) React runs them at once,
    // and the replay waits for them too (from an effect), so either change alone keeps this green.
    vi.stubGlobal('requestIdleCallback', () => 0);
    try {
      const user = userEvent.setup();
      let resolve!: (module: RealSegment) => void;
      const loader = () => new Promise<RealSegment>((r) => (resolve = r));
      interface RealSegment {
        Segment: (props: { onText: (text: string) => void }) => React.JSX.Element;
      }
      const realModule: RealSegment = {
        Segment: ({ onText }) => {
          const ref = useRef<HTMLSpanElement>(null);
          useEffect(() => {
            const span = ref.current!;
            const listener = (event: Event) => {
              event.preventDefault();
              onText((event as InputEvent).data ?? '');
            };
            span.addEventListener('beforeinput', listener);
            return () => span.removeEventListener('beforeinput', listener);
          }, [onText]);
          return (
            <span ref={ref} role="spinbutton" aria-label="dia" aria-valuenow={0} tabIndex={0} data-real="" />
          );
        },
      };
      const typed: string[] = [];
      const onText = (text: string) => typed.push(text);
      function Segmented() {
        const box = useRef<HTMLDivElement>(null);
        const [loaded, intent] = useDeferredModule(loader, box, SEGMENTS);
        return (
          <div ref={box} {...intent}>
            {loaded ? (
              <loaded.Segment onText={onText} />
            ) : (
              <span role="spinbutton" aria-label="dia" aria-valuenow={0} tabIndex={0} />
            )}
          </div>
        );
      }
      // Layout effects run children first: this one runs after the hook's, and holds the main
      // thread long enough for React to leave the effects to a later task.
      function SlowCommit({ children }: { children: React.ReactNode }) {
        useLayoutEffect(() => {
          const until = performance.now() + 15;
          while (performance.now() < until) {}
        });
        return children;
      }
      render(
        <SlowCommit>
          <Segmented />
        </SlowCommit>,
      );
      await user.click(screen.getByRole('spinbutton', { name: 'dia' }));
      await user.keyboard('16');
      resolve(realModule);
      await waitFor(() =>
        expect(screen.getByRole('spinbutton', { name: 'dia' }).hasAttribute('data-real')).toBe(true),
      );
      await waitFor(() => expect(typed.join('')).toBe('16'));
      expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: 'dia' }));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('a load that fails while typed characters wait is tried again by itself; with nothing waiting, only a touch retries', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    try {
      const user = userEvent.setup();
      interface RealSegment {
        Segment: () => React.JSX.Element;
      }
      const typed: string[] = [];
      const realModule: RealSegment = {
        // react-aria's segments read the native beforeinput, from a listener of their own.
        Segment: () => {
          const ref = useRef<HTMLSpanElement>(null);
          useEffect(() => {
            const span = ref.current!;
            const listener = (event: Event) => {
              event.preventDefault();
              typed.push((event as InputEvent).data ?? '');
            };
            span.addEventListener('beforeinput', listener);
            return () => span.removeEventListener('beforeinput', listener);
          }, []);
          return <span ref={ref} role="spinbutton" aria-label="dia" tabIndex={0} data-real="" />;
        },
      };
      /** A segmented field whose first download fails when `fail` is called; the next ones work. */
      function failingOnce() {
        let fail!: () => void;
        const firstTry = new Promise<RealSegment>((_, reject) => {
          fail = () => reject(new TypeError('Failed to fetch'));
        });
        let calls = 0;
        const loader = vi.fn(() => (++calls === 1 ? firstTry : Promise.resolve(realModule)));
        function Segmented() {
          const box = useRef<HTMLDivElement>(null);
          const [loaded, intent] = useDeferredModule(loader, box, SEGMENTS);
          return (
            <div ref={box} {...intent}>
              {loaded ? <loaded.Segment /> : <span role="spinbutton" aria-label="dia" tabIndex={0} />}
            </div>
          );
        }
        const view = render(
          <>
            <Segmented />
            <button type="button">Outro</button>
          </>,
        );
        return { loader, view, fail: () => act(async () => fail()) };
      }
      const segment = () => screen.getByRole('spinbutton', { name: 'dia' });

      const typing = failingOnce();
      await user.click(segment());
      await user.keyboard('16');
      // Every key has been typed, and the touches' own starts (after the next paint) have run: no
      // touch will come to try again.
      await act(afterTwoFrames);
      await typing.fail();
      await waitFor(() => expect(typing.loader).toHaveBeenCalledTimes(2), { timeout: 3_000 });
      await waitFor(() => expect(segment().hasAttribute('data-real')).toBe(true));
      await waitFor(() => expect(typed.join('')).toBe('16'));
      typing.view.unmount();

      // Focus gone elsewhere and nothing typed: the failure waits for a touch.
      const left = failingOnce();
      await user.click(segment());
      await waitFor(() => expect(left.loader).toHaveBeenCalledTimes(1));
      await user.click(screen.getByRole('button', { name: 'Outro' }));
      await act(afterTwoFrames);
      await left.fail();
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(left.loader).toHaveBeenCalledTimes(1);
      await user.click(segment());
      await waitFor(() => expect(left.loader).toHaveBeenCalledTimes(2));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('an action pressed while a step is handed over runs once after it, with the stepped value', async () => {
    vi.stubGlobal('requestIdleCallback', () => 0);
    try {
      const user = userEvent.setup();
      let resolve!: (module: { name: string }) => void;
      const loader = () => new Promise<{ name: string }>((r) => (resolve = r));
      const booked = vi.fn();
      function Panel() {
        const box = useRef<HTMLDivElement>(null);
        const [loaded, intent] = useDeferredModule(loader, box, { loadWhenIdle: false });
        const [people, setPeople] = useState(1);
        const hire = useAfterHandover(() => booked(people));
        return (
          <>
            <div ref={box} {...intent}>
              {/* The plain + does nothing itself: its press is handed to the real one. */}
              <button type="button" onClick={loaded ? () => setPeople((n) => n + 1) : undefined}>
                Aumentar
              </button>
            </div>
            <button type="button" onClick={hire}>
              Contratar
            </button>
          </>
        );
      }
      render(<Panel />);
      await user.click(screen.getByRole('button', { name: 'Contratar' }));
      // Nothing owed: the action runs at once.
      expect(booked).toHaveBeenLastCalledWith(1);

      await user.click(screen.getByRole('button', { name: 'Aumentar' }));
      // Pressed twice while the + is handed over: one booking, not two.
      await user.click(screen.getByRole('button', { name: 'Contratar' }));
      await user.click(screen.getByRole('button', { name: 'Contratar' }));
      expect(booked).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(resolve).toBeTypeOf('function'));
      await act(async () => resolve({ name: 'real' }));
      await waitFor(() => expect(booked).toHaveBeenCalledTimes(2));
      expect(booked).toHaveBeenLastCalledWith(2);
      // Once handed over, each press runs again.
      await user.click(screen.getByRole('button', { name: 'Contratar' }));
      expect(booked).toHaveBeenCalledTimes(3);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
