// The login dialog (spec 2, 'Other screens'): three views, login, forgot password and register,
// switched by links; Escape, the 'Fechar' button or a click outside closes it. The shell renders it
// from its store (src/ui/login-dialog.ts) for anonymous visitors: 'Entrar', a heart, hiring…
import type { LoginView } from '../../ui/login-dialog.ts';
import { Modal } from '../../ui/Modal.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';

export const LOGIN_DIALOG_TITLES: Record<LoginView, string> = {
  login: 'Entrar',
  forgot: 'Recuperar senha',
  register: 'Criar conta',
};

export interface LoginDialogProps {
  isOpen: boolean;
  view: LoginView;
  onViewChange: (view: LoginView) => void;
  onClose: () => void;
}

export function LoginDialog({ isOpen, view, onViewChange, onClose }: LoginDialogProps) {
  const to = (next: LoginView) => ({ onPress: () => onViewChange(next) });
  return (
    <Modal
      title={LOGIN_DIALOG_TITLES[view]}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      // A click outside must not throw away a half-filled registration; Escape and 'Fechar' still close.
      isDismissable={view !== 'register'}
      size={view === 'register' ? 'lg' : 'sm'}
      className="auth-dialog"
    >
      {view === 'login' && (
        <LoginForm autoFocus onSignedIn={onClose} forgot={to('forgot')} register={to('register')} />
      )}
      {view === 'forgot' && <ForgotPasswordForm autoFocus backToLogin={to('login')} />}
      {view === 'register' && <RegisterForm onRegistered={onClose} login={to('login')} />}
    </Modal>
  );
}
