// Widgets whose code is not needed for the first paint (the top bar's place search and resident
// menu, the home's location list) load after the first render, once the main thread is idle (so
// they do not hold up the screen being opened, src/ui/idle.ts): until then the screen shows a
// plain control of the same size and look. When the code arrives the real widget replaces it, and
// if the plain control had focus the real one takes it (with the caret after the typed text), so a
// keyboard or screen-reader user who got there first loses nothing. Touching the plain control
// (pointer down, focus, a key) loads the code at once instead of at the next idle moment, and a
// press of its button (click, Enter, Space) is pressed again on the real one when it arrives, so
// the list or menu the person asked for opens instead of the press being lost.
//
//   const [loaded, intent] = useDeferredModule(loadComboBox, formRef);
//   return <form ref={formRef} {...intent}>{loaded ? <loaded.ComboBox … /> : <input … />}</form>;
//
// The intent handlers are React's, not listeners added after the first render: on a
// server-rendered page React replays a press that comes while the page hydrates to them.
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { afterIdle } from './idle.ts';

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
  caret: number | null;
  pressed: boolean;
}

/** Handlers for the widget's container: touching the plain control loads the real one at once. */
export interface DeferredIntent {
  onPointerDown: (event: PointerEvent) => void;
  onFocus: (event: FocusEvent) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onClick: (event: MouseEvent) => void;
}

/**
 * The module `load` resolves to (undefined until it is loaded: after the first render and idle, or
 * at once when the plain control is touched), and the handlers for the widget's container.
 */
export function useDeferredModule<T>(
  load: () => Promise<T>,
  container: RefObject<HTMLElement | null>,
): [T | undefined, DeferredIntent] {
  const [module, setModule] = useState(() => loadedModules.get(load) as T | undefined);
  const handoff = useRef<Handoff | null>(null);
  const pressed = useRef(false);
  const mounted = useRef(true);
  const waiting = useRef(false);

  const arrive = (value: T) => {
    loadedModules.set(load, value);
    if (!mounted.current) return;
    // Remember, before the swap, whether the plain control has focus and where its caret is.
    const active = document.activeElement;
    const focused = active instanceof HTMLElement && !!container.current?.contains(active);
    const caret = focused && active instanceof HTMLInputElement ? active.selectionStart : null;
    if (focused || pressed.current) handoff.current = { focused, caret, pressed: pressed.current };
    pressed.current = false;
    setModule(() => value);
  };
  // Once per mount: idle time and each touch may all ask.
  const start = () => {
    if (module || !mounted.current || waiting.current) return;
    waiting.current = true;
    void loadOnce(load).then(arrive);
  };
  // A press of the plain button counts from the pointer going down: the real widget may arrive
  // (and replace the button) before the click that would follow.
  const press = (event: { target: EventTarget }) => {
    if (module) return;
    if ((event.target as Element).closest('button')) pressed.current = true;
    start();
  };
  const intent: DeferredIntent = { onPointerDown: press, onFocus: start, onKeyDown: start, onClick: press };

  // start reads refs and the module only; it is new each render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    mounted.current = true;
    if (module) return;
    void afterIdle().then(() => start());
    return () => {
      mounted.current = false;
      waiting.current = false;
    };
  }, [load, module]);

  useLayoutEffect(() => {
    const done = handoff.current;
    if (!module || !done) return;
    handoff.current = null;
    const target = container.current?.querySelector<HTMLElement>('input, button');
    if (!target) return;
    if (done.focused) target.focus();
    if (target instanceof HTMLInputElement && done.caret !== null) {
      target.setSelectionRange(done.caret, done.caret);
    }
    // A virtual click: react-aria presses the trigger as a screen reader would (opens its list).
    // After the real widget's own effects: a Select pressed before they ran does not open.
    if (done.pressed && target instanceof HTMLButtonElement) setTimeout(() => target.click(), 0);
  }, [module, container]);

  return [module, intent];
}
