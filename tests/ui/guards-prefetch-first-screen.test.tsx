// Opening the app on a resident page: while the session is still being restored, the guard starts
// the mirror's warm start for that page, once.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { RequireAuth } from '../../src/app/guards.tsx';

const prefetchFirstScreen = vi.fn();
vi.mock('../../src/data/prefetch-first-screen.ts', () => ({ prefetchFirstScreen }));

describe('RequireAuth while the session is restored', () => {
  it('starts the warm start for the page being opened, once', async () => {
    const { hook } = memoryLocation({ path: '/minhas-tokaas' });
    const { rerender } = render(
      <Router hook={hook}>
        <RequireAuth>
          <p>Contratos</p>
        </RequireAuth>
      </Router>,
    );
    expect(screen.getByText('Carregando sua conta...')).toBeTruthy();
    await vi.waitFor(() => expect(prefetchFirstScreen).toHaveBeenCalledWith('/minhas-tokaas'));
    rerender(
      <Router hook={hook}>
        <RequireAuth>
          <p>Contratos</p>
        </RequireAuth>
      </Router>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(prefetchFirstScreen).toHaveBeenCalledTimes(1);
  });
});
