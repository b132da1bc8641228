// The top bar's place search: the 27 Brazilian states filtered by prefix; choosing one, or
// submitting any text, opens the search with q. The combo box's code (react-aria) loads when the
// field is touched; until then a plain text field of the same look takes the typing
// (src/ui/deferred.ts), and the list opens for that text when the combo box arrives.
import { type FormEvent, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../ui/Button.tsx';
import { useDeferredModule } from '../../ui/deferred.ts';
import { ChevronDownIcon, SearchIcon } from '../../ui/shell-icons.tsx';
import '../../ui/Field.css';
import '../../ui/ComboBox.css';

const LABEL = 'Para onde você vai?';
// The states list loads with the combo box: the plain field before it needs neither.
const loadComboBox = async () => {
  const [{ ComboBox }, { STATES }] = await Promise.all([
    import('../../ui/ComboBox.tsx'),
    import('../../domain/brazil-states.ts'),
  ]);
  // Already in alphabetical order: a sort by locale here made a collator of its own besides the
  // combo box's, ~12 ms of main thread on this machine (~50 ms at a phone's 4× slowdown).
  const items = STATES.map((s) => ({ id: s.uf, label: s.name }));
  return { ComboBox, items };
};

/** `onSearch` runs after a search was opened (the top bar folds its phone search row then). */
export function PlaceSearch({ onSearch }: { onSearch?: () => void } = {}) {
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const form = useRef<HTMLFormElement>(null);
  // Loaded when touched, not at idle time: its code and first render are ~0.1 s of a phone's main
  // thread that a visitor who never searches from the top bar would wait through.
  const [loaded, intent] = useDeferredModule(loadComboBox, form, { loadWhenIdle: false });
  // Text typed while the code loaded gets its list when the combo box arrives (if still focused).
  const openOnArrival = useRef<boolean | null>(null);
  if (loaded && openOnArrival.current === null) {
    openOnArrival.current = text.trim() !== '' && !!form.current?.contains(document.activeElement);
  }
  const go = (q: string) => {
    if (!q.trim()) return;
    navigate(`/buscar?q=${encodeURIComponent(q.trim())}`);
    onSearch?.();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    go(text);
  };
  return (
    <form
      ref={form}
      {...intent}
      className="app-place-search"
      aria-label="Buscar por estado"
      onSubmit={onSubmit}
    >
      {loaded ? (
        <loaded.ComboBox
          aria-label={LABEL}
          placeholder={LABEL}
          items={loaded.items}
          filter="prefix"
          // A neighbourhood or building typed in full is searched as text, not thrown away on blur.
          allowsCustomValue
          inputValue={text}
          onInputChange={setText}
          onChange={(uf) => {
            const state = loaded.items.find((item) => item.id === uf);
            if (state) {
              setText(state.label);
              go(state.label);
            }
          }}
          emptyMessage="Nenhum estado encontrado"
          openOnMount={openOnArrival.current === true}
        />
      ) : (
        // Same markup and classes as the combo box, without its list (not loaded yet).
        <div className="tk-Field tk-ComboBox">
          <div className="tk-Input tk-ComboBox-box">
            <input
              className="tk-ComboBox-input"
              aria-label={LABEL}
              placeholder={LABEL}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <span className="tk-ComboBox-button" aria-hidden="true">
              <ChevronDownIcon size={20} />
            </span>
          </div>
        </div>
      )}
      <Button type="submit" variant="primary" size="sm" icon={<SearchIcon />} aria-label="Buscar" />
    </form>
  );
}
