// Widgets whose code is not needed for the first paint (the top bar's place search and resident
// menu, the home's location list) load after the first render, once the main thread is idle (so
// they do not hold up the screen being opened, src/shared/idle.ts): until then the screen shows a
// plain control of the same size and look. When the code arrives the real widget replaces it, and
// if the plain control had focus the real one takes it (with the caret after the typed text), so a
// keyboard or screen-reader user who got there first loses nothing. Touching the plain control
// (pointer down, focus, a key) loads the code at once instead of at the next idle moment, and a
// press of its button (click, Enter, Space) is pressed again on the real one when it arrives (by
// the same key, if a key pressed it), so the list or menu the person asked for opens, as it would
// have, instead of the press being lost.
//
//   const [loaded, intent] = useDeferredModule(loadComboBox, formRef);
//   return <form ref={formRef} {...intent}>{loaded ? <loaded.ComboBox … /> : <input … />}</form>;
//
// The intent handlers are React's, not listeners added after the first render: on a
// server-rendered page React replays a press that comes while the page hydrates to them. They
// listen in the capture phase: a plain control that is itself a react-aria Button stops the
// propagation of the pointer and click events it handles, so a handler on the way back up would
// never hear of the press.
//
// A widget whose render is itself costly (the date range picker) loads on touch only
// (`loadWhenIdle: false`): idle time on a phone is still time a tap may wait for. Its plain
// control can have several controls (`controls`: focus goes to the one at the same position) and
// may not edit text itself (`retype`: characters, Backspace and Delete typed on it are kept with the
// control they were typed on, and typed again into the real one's control in the same place,
// wherever focus has gone since, before or as it arrives: focus then goes back where the person
// has it). Such a control with an `aria-valuemax` is a numeric segment: a key does to it what the
// widget's `segmentKey` says (the date field's: date-segment-keys.ts, react-aria's rules, loaded
// with the plain widget): the plain widget is told the value to draw (`onSegmentValue`), and focus
// moves on as digits fill it and back as Backspace finds it empty, so a Tab or a tap after the
// digits goes from where it would on the real field. An action
// that reads what such a widget holds (Buscar, Contratar) waits for its handoff (deferred-handoffs.ts);
// the keys kept and typed again where they were typed are kept-keys.ts's, what they do to numeric
// segments segment-typing.ts's, the pressing again replay-input.ts's.
import {
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { afterIdle, afterNextPaint } from '../shared/idle.ts';
import { oweHandoff, settle } from './deferred-handoffs.ts';
import { type KeptInput, type KeyInput, typeAgainWhereTyped } from './kept-keys.ts';
import { pressAgain, typeInto } from './replay-input.ts';
import { type EnteredDigits, type SegmentKey, typeOnSegments } from './segment-typing.ts';

// Loaded modules by loader, so a widget mounted again (another page) renders the real one at once.
const loadedModules = new WeakMap<() => Promise<unknown>, unknown>();
// One load per loader, whether idle time or the person's touch started it.
const pendingModules = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

function loadOnce<T>(load: () => Promise<T>): Promise<T> {
  let pending = pendingModules.get(load) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    pendingModules.set(load, pending);
  }
  return pending;
}

/** What the person did to the plain control before the real one arrived. */
interface Handoff {
  focused: boolean;
  /** Position of the focused control among `controls` (0 without them). */
  index: number;
  caret: number | null;
  /** What was typed in the plain control's field, when it differs from what it was drawn with. */
  text: string | null;
  pressed: boolean;
  /** 'Enter' or ' ' when a key pressed it (null for a pointer). */
  key: string | null;
}

export interface DeferredOptions {
  /** Load at the first idle moment after the first render (default), or only when touched. */
  loadWhenIdle?: boolean;
  /** Selector of the controls focus moves between, matched by position in the plain and the real
   *  widget (default: the first input or button gets it). */
  controls?: string;
  /** Selector of plain controls that do not edit: what is typed on them (characters, Backspace,
   *  Delete) is kept and typed again into the real control in the same place (characters as
   *  `beforeinput`, which react-aria's date segments read; the keys as keys). */
  retype?: string;
  /** What a key does to a numeric segment (one with an `aria-valuemax`), given the digits typed on
   *  it since it took focus; null: nothing. */
  segmentKey?: SegmentKey;
  /** The value a key gave the plain numeric segment at `at` (null: cleared), for it to draw. */
  onSegmentValue?: (at: number, value: number | null) => void;
}

/** Handlers for the widget's container: touching the plain control loads the real one at once. */
export interface DeferredIntent {
  onPointerDownCapture: (event: PointerEvent) => void;
  onFocusCapture: (event: FocusEvent) => void;
  onKeyDownCapture: (event: KeyboardEvent) => void;
  onClickCapture: (event: MouseEvent) => void;
  onBeforeInputCapture: (event: FormEvent) => void;
}

const FIRST_CONTROL = 'input, button';
/** The deletions a segment takes (react-aria's useDateSegment), as the keys that make them. */
const DELETIONS: Partial<Record<string, 'Backspace' | 'Delete'>> = {
  deleteContentBackward: 'Backspace',
  deleteContentForward: 'Delete',
};
/** After a failed load that something waits for, the next tries (a bad moment of the network). */
const LOAD_RETRY_MS = [500, 2_000, 5_000] as const;

/**
 * The module `load` resolves to (undefined until it is loaded: after the first render and idle, or
 * at once when the plain control is touched), and the handlers for the widget's container.
 */
export function useDeferredModule<T>(
  load: () => Promise<T>,
  container: RefObject<HTMLElement | null>,
  options: DeferredOptions = {},
): [T | undefined, DeferredIntent] {
  const { loadWhenIdle = true, controls = FIRST_CONTROL, retype, segmentKey, onSegmentValue } = options;
  const [module, setModule] = useState(() => loadedModules.get(load) as T | undefined);
  const handoff = useRef<Handoff | null>(null);
  const pressed = useRef(false);
  const pressedControl = useRef<Element | null>(null);
  // The key that is pressing a button ('Enter', ' '), until a pointer goes down.
  const pressKey = useRef<string | null>(null);
  // Kept characters, and whether they are being typed again: keys pressed until the last one has
  // been are queued behind them, so none lands out of order.
  const typed = useRef<KeptInput[]>([]);
  const retyping = useRef(false);
  // Digits typed on the segment at position `at` since it took focus (react-aria's enteredKeys). By
  // position, so they carry over to the real segment that takes the plain one's place and focus.
  const entered = useRef<EnteredDigits>({ at: -1, digits: '' });
  const mounted = useRef(true);
  const waiting = useRef(false);
  // Whether this widget counts among those owing a handoff (whenHandedOver).
  const owes = useRef(false);

  const arrive = (value: T) => {
    loadedModules.set(load, value);
    if (!mounted.current) return;
    // Remember, before the swap, whether the plain control has focus and where its caret is.
    const active = document.activeElement;
    const focused = active instanceof HTMLElement && !!container.current?.contains(active);
    const caret = focused && active instanceof HTMLInputElement ? active.selectionStart : null;
    const text =
      focused && active instanceof HTMLInputElement && active.value !== active.defaultValue
        ? active.value
        : null;
    // Characters kept are typed again even when focus has since left (Buscar pressed right after
    // the dates): on the controls they were typed on, and focus then comes back.
    const owedText = typed.current.length > 0 && !!retype;
    // The focused control, or else the pressed one (a tap does not focus a button everywhere).
    const touched = focused ? active : pressedControl.current;
    const index = touched ? Math.max(0, positionOf(touched)) : 0;
    if (focused || pressed.current || owedText) {
      handoff.current = { focused, index, caret, text, pressed: pressed.current, key: pressKey.current };
    } else settle(owes);
    pressed.current = false;
    pressedControl.current = null;
    pressKey.current = null;
    // Until the real control listens (its effects have run), what is typed on it is kept too.
    retyping.current = (focused || owedText) && !!retype;
    if (!retyping.current) typed.current = [];
    // Swap now, in this task: a press, focus or key between this reading and a later render would
    // reach the plain control after its state was read, and be lost.
    flushSync(() => setModule(() => value));
  };
  const failures = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Once per mount: idle time and each touch may all ask.
  const start = () => {
    if (module || !mounted.current || waiting.current) return;
    waiting.current = true;
    clearTimeout(retryTimer.current);
    loadOnce(load).then(arrive, () => {
      // Not loaded: the plain control stays, and a later touch retries. Online, characters kept,
      // a press or focus waiting for it are not left to a touch that may never come (every key
      // has been typed): it is tried again a few times, the handoff owed meanwhile.
      pendingModules.delete(load);
      waiting.current = false;
      const delay = LOAD_RETRY_MS[failures.current];
      const active = document.activeElement;
      const waitedFor =
        typed.current.length > 0 || pressed.current || (!!active && !!container.current?.contains(active));
      if (delay !== undefined && waitedFor && navigator.onLine && mounted.current) {
        failures.current++;
        retryTimer.current = setTimeout(start, delay);
        return;
      }
      settle(owes);
    });
  };
  // A touch starts the load once the frame answering it is painted: asking for a chunk starts its
  // files' downloads and then evaluates it (load-chunk.ts; ~150 ms of tasks for the date range
  // picker at a low-tier phone's speed), which would otherwise hold that frame (issue 32). A tap focuses the button on pointer down too.
  const startSoon = () => void afterNextPaint().then(start);
  // Plain and real controls are matched by their position among `controls`.
  const positionOf = (control: Element) =>
    controls === FIRST_CONTROL
      ? 0
      : [...(container.current?.querySelectorAll(controls) ?? [])].indexOf(control);
  // A press of the plain button counts from the pointer going down: the real widget may arrive
  // (and replace the button) before the click that would follow.
  const press = (event: { target: EventTarget }) => {
    if (module) return;
    const button = (event.target as Element).closest('button');
    if (button) {
      pressed.current = true;
      pressedControl.current = button;
      oweHandoff(owes);
    }
    startSoon();
  };
  // A character or editing key typed on a plain control that does not edit is kept for the real one.
  const keep = (event: { target: EventTarget | null; preventDefault: () => void }, input: KeyInput) => {
    const control =
      retype && (!module || retyping.current) && (event.target as Element | null)?.closest?.(retype);
    if (!control) return;
    event.preventDefault();
    const at = positionOf(control);
    typed.current.push({ ...input, at });
    oweHandoff(owes);
    if (!segmentKey) return;
    typeOnSegments(container.current?.querySelectorAll<HTMLElement>(controls) ?? [], {
      at,
      keys: 'key' in input ? [input.key] : [...input.text],
      selector: retype,
      segmentKey,
      entered,
      // Once the real field is there the keys are its own to draw.
      onValue: module ? undefined : onSegmentValue,
    });
  };
  // A phone's keyboard deletes with no key (key 'Unidentified'): only the native beforeinput says
  // so (React's onBeforeInput carries inserted text only). Kept like Backspace and Delete.
  const deleteWithoutKey = useRef<(event: InputEvent) => void>(null);
  deleteWithoutKey.current = (event) => {
    const key = DELETIONS[event.inputType];
    if (!key) return;
    keep(event, { key });
    start();
  };
  const intent: DeferredIntent = {
    onPointerDownCapture: (event) => {
      pressKey.current = null;
      press(event);
    },
    onFocusCapture: (event) => {
      // A segment taking focus starts afresh; the real one taking the plain one's place goes on.
      if (positionOf(event.target as Element) !== entered.current.at)
        entered.current = { at: -1, digits: '' };
      startSoon();
    },
    onKeyDownCapture: (event) => {
      // The click this key makes is handed over as a press of that key.
      if ((event.key === 'Enter' || event.key === ' ') && (event.target as Element).closest('button')) {
        pressKey.current = event.key;
      }
      if (!event.ctrlKey && !event.metaKey && !event.altKey) {
        if (event.key.length === 1) keep(event, { text: event.key });
        else if (event.key === 'Backspace' || event.key === 'Delete') keep(event, { key: event.key });
      }
      start();
    },
    onClickCapture: press,
    // Phones' keyboards send text without a key (key 'Unidentified').
    onBeforeInputCapture: (event) => {
      const { data } = event as FormEvent & { data?: string };
      if (data) keep(event, { text: data });
      start();
    },
  };

  // start reads refs and the module only; it is new each render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    mounted.current = true;
    if (!module && loadWhenIdle) void afterIdle().then(() => start());
    return () => {
      mounted.current = false;
      waiting.current = false;
      clearTimeout(retryTimer.current);
    };
  }, [load, module, loadWhenIdle]);
  // A widget gone owes nothing.
  useEffect(() => () => settle(owes), []);
  useEffect(() => {
    const box = container.current;
    if (!box || !retype) return;
    const listener = (event: InputEvent) => deleteWithoutKey.current?.(event);
    box.addEventListener('beforeinput', listener, true);
    return () => box.removeEventListener('beforeinput', listener, true);
  }, [container, retype]);

  // The control to press or type into once the real widget listens (the effect below).
  const after = useRef<Pick<Handoff, 'pressed' | 'key'> & { target: HTMLElement }>(null);
  // Focus moves in the same commit as the swap, so no key lands between the two.
  useLayoutEffect(() => {
    const done = handoff.current;
    if (!module || !done) return;
    handoff.current = null;
    const targets = container.current?.querySelectorAll<HTMLElement>(controls);
    const target = targets?.[done.index] ?? targets?.[0];
    if (!target) {
      retyping.current = false;
      typed.current = [];
      settle(owes);
      return;
    }
    if (done.focused) target.focus();
    if (target instanceof HTMLInputElement && done.text !== null) typeInto(target, done.text);
    if (target instanceof HTMLInputElement && done.caret !== null) {
      target.setSelectionRange(done.caret, done.caret);
    }
    after.current = { target, pressed: done.pressed, key: done.key };
  }, [module, container, controls]);

  // Typing again and pressing wait for the real widget's own effects: react-aria's segments listen
  // for beforeinput from an effect, and a Select pressed before they ran does not open. This
  // effect runs after those of the widget inside it; React may run effects in a later task than
  // the swap (a slow commit), so a timer set at the swap could fire before them.
  useEffect(() => {
    const next = after.current;
    if (!module || !next) return;
    after.current = null;
    // flushSync (in typeAgain) cannot run inside an effect.
    setTimeout(() => {
      // From here a key on the real control is its own (a Backspace pressed again included).
      retyping.current = false;
      typeAgainWhereTyped(typed.current.splice(0), container.current?.querySelectorAll(controls));
      if (next.pressed && next.target instanceof HTMLButtonElement) pressAgain(next.target, next.key);
      settle(owes);
    }, 0);
  }, [module, container, controls]);

  return [module, intent];
}
