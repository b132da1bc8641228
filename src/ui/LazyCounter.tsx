// LazyCounter: the Counter, whose code (react-aria's NumberField, @internationalized/number and its
// Intl calls) loads only when the counter is touched: pointer, focus or a key. Until then, from the
// server's render on, CounterStandIn draws the same counter without that code or any Intl call;
// the touch that loads it is handed over (focus, a press of − or +, what was typed in the field),
// and every later mount renders the real one at once. Same props as Counter.
import { useRef } from 'react';
import type { CounterProps } from './Counter.tsx';
import { CounterStandIn } from './CounterStandIn.tsx';
import { type DeferredOptions, useDeferredModule } from './deferred.ts';

const loadCounter = () => import('./Counter.tsx');

// − , field, + in both: a press or focus goes to the control at the same position.
const HANDOFF: DeferredOptions = { loadWhenIdle: false, controls: 'button, input' };

export type { CounterProps } from './Counter.tsx';

export function LazyCounter(props: CounterProps) {
  const box = useRef<HTMLDivElement>(null);
  const [loaded, intent] = useDeferredModule(loadCounter, box, HANDOFF);
  return (
    <div ref={box} {...intent} style={{ display: 'contents' }}>
      {loaded ? <loaded.Counter {...props} /> : <CounterStandIn {...props} />}
    </div>
  );
}
