// 'Envie um ticket' pressed while the device's session is still being read is not lost: it is
// answered once the session is known (signed out: the spec's toast and the login dialog).
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

const session = vi.hoisted(() => ({ status: 'loading' as string, listeners: new Set<() => void>() }));
vi.mock('../../src/data/session.ts', async () => {
  const { useSyncExternalStore } = await import('react');
  const subscribe = (listener: () => void) => {
    session.listeners.add(listener);
    return () => session.listeners.delete(listener);
  };
  return {
    useSession: () => ({ status: useSyncExternalStore(subscribe, () => session.status) }),
  };
});
const show = vi.fn();
vi.mock('../../src/ui/Toast.tsx', () => ({ useToast: () => ({ show }) }));
const openLoginDialog = vi.fn();
vi.mock('../../src/ui/login-dialog.ts', () => ({ openLoginDialog }));
vi.mock('../../src/api/catalogue-calls.ts', () => ({ fetchFaqs: async () => ({ data: { data: [] } }) }));

const { default: FaqScreen } = await import('../../src/screens/support/FaqScreen.tsx');

describe("FAQ 'Envie um ticket'", () => {
  it('pressed before the session is known, it answers once the session is read', async () => {
    const user = userEvent.setup();
    render(
      <Router hook={memoryLocation({ path: '/perguntas-frequentes' }).hook}>
        <FaqScreen />
      </Router>,
    );
    await user.click(screen.getByRole('button', { name: /Envie um ticket/ }));
    expect(show).not.toHaveBeenCalled();
    act(() => {
      session.status = 'anonymous';
      for (const listener of session.listeners) listener();
    });
    await waitFor(() => expect(show).toHaveBeenCalledWith('Faça login para continuar', { tone: 'info' }));
    expect(openLoginDialog).toHaveBeenCalledWith('login');
    expect(show).toHaveBeenCalledTimes(1);
  });
});
