// Handoffs owed by deferred widgets (src/ui/deferred.ts): a press or typed characters kept on a
// plain control for the real one, whose code is still loading. Whatever reads what such a widget
// holds waits for them: a press kept from before hydration (src/main.tsx), Buscar, Aplicar, Contratar.
import { useCallback, useLayoutEffect, useRef } from 'react';

// How many widgets owe a handoff, and what waits for none to.
let owing = 0;
let settled: (() => void)[] = [];

function owe(by: 1 | -1): void {
  owing += by;
  if (owing > 0) return;
  const run = settled;
  settled = [];
  for (const callback of run) callback();
}

/** Counts a widget (by its flag) among those owing a handoff, once. */
export function oweHandoff(owes: { current: boolean }): void {
  if (owes.current) return;
  owes.current = true;
  owe(1);
}

/** The widget owes nothing any more. */
export function settle(owes: { current: boolean }): void {
  if (!owes.current) return;
  owes.current = false;
  owe(-1);
}

/** Settles once no widget still owes the person a press or typed characters. */
export function whenHandedOver(): Promise<void> {
  if (owing === 0) return Promise.resolve();
  return new Promise((resolve) => settled.push(resolve));
}

/**
 * `action`, run at once when no widget owes a handoff, otherwise once none does, with the props
 * and state of the render after it: 'Contratar' pressed right after + (or 'Buscar' right after
 * dates were typed) while the counter's (the picker's) code was still loading counts the step (the
 * dates) it handed over, instead of reading the value from before them. Presses while one waits
 * are the same request and are dropped.
 */
export function useAfterHandover<A extends unknown[]>(action: (...args: A) => void): (...args: A) => void {
  const latest = useRef(action);
  const waiting = useRef(false);
  useLayoutEffect(() => {
    latest.current = action;
  });
  return useCallback((...args: A) => {
    if (owing === 0) return latest.current(...args);
    // A second tap while the first waits asks for the same thing: it runs once (one /book).
    if (waiting.current) return;
    waiting.current = true;
    // React commits what the handoff changed before this runs: its updates were queued first.
    void whenHandedOver().then(() => {
      waiting.current = false;
      latest.current(...args);
    });
  }, []);
}
