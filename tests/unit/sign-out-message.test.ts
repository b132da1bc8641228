// What 'Sair' says with changes waiting: how many, and that they stay here for this resident only.
import { describe, expect, it } from 'vitest';
import { signOutMessage } from '../../src/app/layout/SignOutDialog.tsx';

describe('signOutMessage', () => {
  it('counts the changes and says what happens to them', () => {
    expect(signOutMessage(1)).toBe(
      '1 alteração ainda não foi enviada. Ela fica guardada neste aparelho, só para você, e será enviada quando você entrar de novo.',
    );
    expect(signOutMessage(3)).toBe(
      '3 alterações ainda não foram enviadas. Elas ficam guardadas neste aparelho, só para você, e serão enviadas quando você entrar de novo.',
    );
  });
});
