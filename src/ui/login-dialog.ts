// The login dialog (login / forgot password / register) opened from anywhere: the top bar's
// 'Entrar', a heart while signed out, hiring while signed out.
import { useSyncExternalStore } from 'react';

export type LoginView = 'login' | 'forgot' | 'register';
export interface LoginDialogState {
  isOpen: boolean;
  view: LoginView;
}

let state: LoginDialogState = { isOpen: false, view: 'login' };
const listeners = new Set<() => void>();
const publish = (next: LoginDialogState) => {
  state = next;
  for (const listener of listeners) listener();
};

export function openLoginDialog(view: LoginView = 'login'): void {
  publish({ isOpen: true, view });
}

export function setLoginView(view: LoginView): void {
  publish({ ...state, view });
}

export function closeLoginDialog(): void {
  publish({ ...state, isOpen: false });
}

export function useLoginDialog(): LoginDialogState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
