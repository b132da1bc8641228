// Keys typed on a deferred widget's plain control that does not edit (the date field's stand-in
// segments), kept by src/ui/deferred.ts with the position of the control they were typed on, and
// typed again into the real widget's control in the same place once it listens.
import { giveFocusBack, pressKeyAgain, typeAgain } from './replay-input.ts';

/** Characters typed, or an editing key pressed, on a control that does not edit. */
export type KeyInput = { text: string } | { key: 'Backspace' | 'Delete' };
/** A key input kept, with its control's position among `controls`. */
export type KeptInput = KeyInput & { at: number };

/**
 * Types kept characters again into the real controls they were typed on (`real`, by position). Focus
 * may have moved since they were typed (Buscar pressed right after the last digit, a Tab as the code
 * arrived): it is put on a control only when the person had moved to it between two characters (a
 * tap on another segment; a filled segment moves focus on by itself, on either field), and goes back
 * to where the person has it at the end.
 */
export function typeAgainWhereTyped(
  kept: readonly KeptInput[],
  real: NodeListOf<HTMLElement> | undefined,
): void {
  if (kept.length === 0) return;
  const person = document.activeElement;
  let previous: number | undefined;
  for (const input of kept) {
    const control = real?.[input.at];
    if (input.at !== previous && control && document.activeElement !== control) control.focus();
    previous = input.at;
    if ('key' in input) pressKeyAgain(input.key);
    else for (const char of input.text) typeAgain(char);
  }
  if (person) giveFocusBack(person);
}
