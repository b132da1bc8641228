// A widget whose code loads after the first render: the plain control shown until then keeps what
// was typed, and focus (with the caret) moves to the real widget when it arrives.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDeferredModule } from '../../src/ui/deferred.ts';

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
    const loaded = useDeferredModule(load, box);
    const [text, setText] = useState('');
    return (
      <div ref={box}>
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
        const loaded = useDeferredModule(loader, box);
        return <div ref={box}>{loaded ? <span>{loaded.name}</span> : <input aria-label="Cidade" />}</div>;
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
});
