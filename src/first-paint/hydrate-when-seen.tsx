// A part of a server-rendered page that hydrates when it is near the screen, not with the page. A
// search page draws 24 cards and a phone shows one or two: hydrating all of them was most of
// /buscar's start on a low-tier phone (issue 32). Each such part is a Suspense boundary of its own,
// which React hydrates in a pass of its own after the page; in that pass the part waits on a gate,
// and React keeps the server's markup as it is (it shows, its links work) until the gate opens:
// when the part comes near the viewport, when something is pressed, focused or typed in it (before
// React's own listener, which then hydrates it at once and hands it the event), or, one part per
// idle moment, after the page is hydrated. A render that is not hydration (a client render, a new
// page of results) never waits.
import { type ReactNode, Suspense, use, useEffect, useRef, useSyncExternalStore } from 'react';
import { afterIdle } from '../shared/idle.ts';
import { whenHydrated } from './hydration.ts';

/** What a part waits on: a promise React reads with `use`, and the hand that opens it. */
interface Gate {
  promise: Promise<void>;
  isOpen: boolean;
  open: () => void;
}

const gates = new Map<string, Gate>();
/** Parts that came near the viewport or were touched: they hydrate without waiting. */
const seen = new Set<string>();
/** Gates not yet open, in page order: opened one per idle moment after hydration. */
const waiting: Gate[] = [];
/** The attribute on a part's element that names it. */
const PART_ATTRIBUTE = 'data-hydrate-part';
/** How far beyond the viewport a part starts hydrating (it is ready before it is scrolled to). */
const NEAR = '100% 0px';
/** The events that open the gate of the part they happen in, before React hears of them. */
const INPUT_EVENTS = ['pointerdown', 'touchstart', 'mousedown', 'focusin', 'keydown', 'click'] as const;

function newGate(): Gate {
  let resolve = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  const gate: Gate = {
    promise,
    isOpen: false,
    open: () => {
      if (gate.isOpen) return;
      gate.isOpen = true;
      // React's own marks, set before resolving: a render that reads it now (React hydrating the
      // part for an event, in the same task) goes on instead of waiting for a microtask.
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
  return gate;
}

/** The part is needed now: it hydrates as soon as React gets to it. */
function release(part: string): void {
  seen.add(part);
  gates.get(part)?.open();
}

function openPartOf(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  const part = target?.closest(`[${PART_ATTRIBUTE}]`)?.getAttribute(PART_ATTRIBUTE);
  if (part) release(part);
}

let observer: IntersectionObserver | undefined;
/** One observer for every part; a part near the viewport is released and no longer watched. */
function nearViewport(): IntersectionObserver | undefined {
  if (!observer && typeof IntersectionObserver === 'function') {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const part = entry.target.getAttribute(PART_ATTRIBUTE);
          if (!entry.isIntersecting || !part) continue;
          observer?.unobserve(entry.target);
          release(part);
        }
      },
      { rootMargin: NEAR },
    );
  }
  return observer;
}

// From the start, not at the first gate: a press replayed right after hydration (replay-early-input.ts)
// may come before React has reached any part.
if (typeof document !== 'undefined') {
  for (const type of INPUT_EVENTS)
    document.addEventListener(type, openPartOf, { capture: true, passive: true });
}

let started = false;
/** Once, at the first gate: the idle hydration of what is left. */
function startOpening(): void {
  if (started) return;
  started = true;
  whenHydrated(async () => {
    for (let gate = waiting.shift(); gate; gate = waiting.shift()) {
      if (gate.isOpen) continue;
      await afterIdle(2000);
      gate.open();
    }
  });
}

const subscribeNone = () => () => {};
/** True while React hydrates (it reads the server snapshot then), false in any other render. */
const useIsHydrating = () =>
  useSyncExternalStore(
    subscribeNone,
    () => false,
    () => true,
  );

function Gated({ id, children }: { id: string; children: ReactNode }) {
  const hydrating = useIsHydrating();
  if (typeof document === 'undefined') return children;
  let gate = gates.get(id);
  if (!gate) {
    if (!hydrating || seen.has(id)) return children;
    gate = newGate();
    gates.set(id, gate);
    waiting.push(gate);
    startOpening();
  }
  // A render that is not hydration (React rendering the part anew) never waits.
  if (!hydrating) gate.open();
  // Read once the gate is open too: React asks a component that suspended on use() to call it again.
  use(gate.promise);
  return children;
}

interface HydrateWhenSeenProps {
  /** Tells the parts of a page apart (a unit's id). */
  id: string;
  /** The part's outer element, hydrated with the page: the one observed. */
  as: 'li' | 'div';
  children: ReactNode;
}

export function HydrateWhenSeen({ id, as: Tag, children }: HydrateWhenSeenProps) {
  const element = useRef<HTMLLIElement & HTMLDivElement>(null);
  useEffect(() => {
    const node = element.current;
    if (!node || seen.has(id)) return;
    const watching = nearViewport();
    watching?.observe(node);
    return () => watching?.unobserve(node);
  }, [id]);
  return (
    <Tag ref={element} {...{ [PART_ATTRIBUTE]: id }}>
      <Suspense fallback={null}>
        <Gated id={id}>{children}</Gated>
      </Suspense>
    </Tag>
  );
}
