// Toasts (snackbars): short messages in a queue, just under the top bar, at the right on desktop
// and full-width on phones: never over the bottom of the screen, where pages keep their main
// buttons (react-aria's UNSTABLE_Toast*: a labelled region, F6 reaches it, timers pause on hover
// and focus). Errors are announced as alerts, the rest politely as status.
//
//   const toast = useToast();
//   toast.show('Cartão adicionado com sucesso!', { tone: 'success', timeout: 3000 });
//   toast.show('Ocorreu um erro de conexão, tente novamente em instantes.',
//     { tone: 'error', action: { label: 'Ok', onAction: () => {} } });
//
// <ToastRegion /> is rendered once, by UIProvider. Outside React (sync worker events) import `toast`.
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Button,
  Text,
} from 'react-aria-components';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons.tsx';
import './Toast.css';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  tone?: ToastTone;
  /** Milliseconds before it closes by itself: 5000 by default (spec), 3000 for card/key notices; 0 stays until closed. */
  timeout?: number;
  /** One button, e.g. { label: 'Ok' }; pressing it runs onAction and closes the toast. */
  action?: { label: string; onAction?: () => void };
  onClose?: () => void;
}

interface ToastMessage {
  message: string;
  tone: ToastTone;
  action?: ToastOptions['action'];
}

/** Snacks last 5 s; key and card notices close after 3 s (spec 9). */
export const DEFAULT_TOAST_TIMEOUT = 5000;
export const NOTICE_TIMEOUT = 3000;

/** One queue for the whole app, so any code (even outside React) can show a message. */
export const toastQueue = new AriaToastQueue<ToastMessage>({ maxVisibleToasts: 3 });

export const toast = {
  /** Shows a message; returns its key (for `close`). */
  show(
    message: string,
    { tone = 'info', timeout = DEFAULT_TOAST_TIMEOUT, action, onClose }: ToastOptions = {},
  ) {
    return toastQueue.add({ message, tone, action }, { timeout: timeout || undefined, onClose });
  },
  close(key: string) {
    toastQueue.close(key);
  },
  /** Removes every toast (sign-out, tests). */
  clear() {
    toastQueue.clear();
  },
};

export type Toaster = typeof toast;

/** The toaster, for components: `const toast = useToast(); toast.show('…', { tone: 'success' })`. */
export function useToast(): Toaster {
  return toast;
}

const TONE_ICONS = { success: CheckIcon, error: AlertIcon, info: InfoIcon } as const;

export function ToastRegion() {
  return (
    <AriaToastRegion queue={toastQueue} className="tk-ToastRegion" aria-label="Notificações">
      {({ toast: item }) => {
        const { message, tone, action } = item.content;
        const Icon = TONE_ICONS[tone];
        return (
          <AriaToast toast={item} className="tk-Toast" data-tone={tone}>
            <Icon className="tk-Toast-icon" size={20} />
            {/* role=alert interrupts; status waits its turn, right for good news. */}
            <AriaToastContent className="tk-Toast-content" role={tone === 'error' ? 'alert' : 'status'}>
              <Text slot="title">{message}</Text>
            </AriaToastContent>
            {action && (
              <Button
                className="tk-Toast-action"
                onPress={() => {
                  action.onAction?.();
                  toastQueue.close(item.key);
                }}
              >
                {action.label}
              </Button>
            )}
            <Button slot="close" className="tk-Toast-close" aria-label="Fechar">
              <CloseIcon size={20} />
            </Button>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
