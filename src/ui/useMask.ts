// useMask: formats a text input with a maska pattern as the person types, keeping the caret next to
// the character they just typed or deleted (not thrown to the end), as maska's own MaskInput does.
import { Mask } from 'maska';
import { useCallback, useLayoutEffect, useMemo, useReducer, useRef } from 'react';

export type MaskPattern = string | readonly string[];

export interface UseMask {
  inputRef: React.RefObject<HTMLInputElement | null>;
  /** Masks text (typed, pasted or given by the parent); identity when there is no mask. */
  format: (text: string) => string;
  /** Call from the input's onChange with the raw value: returns the masked value and fixes the caret. */
  onInput: (raw: string) => string;
}

export function useMask(pattern: MaskPattern | undefined): UseMask {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  // A render after every keystroke, even when the masked text did not change (a rejected letter),
  // so the caret fix below runs after React puts the controlled value back.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const key = Array.isArray(pattern) ? pattern.join('|') : (pattern as string | undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined key stands for the pattern.
  const masker = useMemo(
    () => (pattern ? new Mask({ mask: [...(Array.isArray(pattern) ? pattern : [pattern])] }) : null),
    [key],
  );

  useLayoutEffect(() => {
    const input = inputRef.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (input && caret !== null && input.ownerDocument.activeElement === input) {
      input.setSelectionRange(caret, caret);
    }
  });

  const format = useCallback((text: string) => (masker ? masker.masked(text) : text), [masker]);

  const onInput = useCallback(
    (raw: string) => {
      if (!masker) return raw;
      const masked = masker.masked(raw);
      const input = inputRef.current;
      const caret = input && input.value === raw ? input.selectionStart : null;
      if (caret !== null) {
        // Keep as many significant characters before the caret as there were in the raw text.
        const wanted = masker.unmasked(raw.slice(0, caret)).length;
        let position = masked.length;
        for (let i = 0; i <= masked.length; i++) {
          if (masker.unmasked(masked.slice(0, i)).length >= wanted) {
            position = i;
            break;
          }
        }
        // Typing at the end: jump past the literals the mask just added ('123' → '123.4|').
        pendingCaret.current = caret >= raw.length ? masked.length : position;
      }
      rerender();
      return masked;
    },
    [masker],
  );

  return { inputRef, format, onInput };
}

/** Whether a pattern takes digits only, so phones can show the numeric keyboard. */
export function isNumericPattern(pattern: MaskPattern): boolean {
  const list: readonly string[] = Array.isArray(pattern) ? pattern : [pattern as string];
  return list.every((p) => !/[@*]/.test(p));
}
