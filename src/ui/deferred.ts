// Widgets whose code is not needed for the first paint (the top bar's place search and resident
// menu, the home's location list) load after the first render, once the main thread is idle (so
// they do not hold up the screen being opened, src/ui/idle.ts): until then the screen shows a
// plain control of the same size and look. When the code arrives the real widget replaces it, and
// if the plain control had focus the real one takes it (with the caret after the typed text), so a
// keyboard or screen-reader user who got there first loses nothing.
//
//   const loaded = useDeferredModule(loadComboBox, formRef);
//   return loaded ? <loaded.ComboBox … /> : <input className="tk-ComboBox-input" … />;
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { afterIdle } from './idle.ts';

// Loaded modules by loader, so a widget mounted again (another page) renders the real one at once.
const loadedModules = new WeakMap<() => Promise<unknown>, unknown>();

/** The module `load` resolves to, once loaded after the first render and idle; undefined until then. */
export function useDeferredModule<T>(
  load: () => Promise<T>,
  container: RefObject<HTMLElement | null>,
): T | undefined {
  const [module, setModule] = useState(() => loadedModules.get(load) as T | undefined);
  const refocus = useRef<{ caret: number | null } | null>(null);

  useEffect(() => {
    if (module) return;
    let live = true;
    void afterIdle()
      .then(load)
      .then((value) => {
        loadedModules.set(load, value);
        if (!live) return;
        // Remember, before the swap, whether the plain control has focus and where its caret is.
        const active = document.activeElement;
        if (active instanceof HTMLElement && container.current?.contains(active)) {
          refocus.current = { caret: active instanceof HTMLInputElement ? active.selectionStart : null };
        }
        setModule(value);
      });
    return () => {
      live = false;
    };
  }, [load, module, container]);

  useLayoutEffect(() => {
    const handoff = refocus.current;
    if (!module || !handoff) return;
    refocus.current = null;
    const target = container.current?.querySelector<HTMLElement>('input, button');
    target?.focus();
    if (target instanceof HTMLInputElement && handoff.caret !== null) {
      target.setSelectionRange(handoff.caret, handoff.caret);
    }
  }, [module, container]);

  return module;
}
