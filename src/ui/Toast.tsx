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
// The app-wide toaster lives here, in the shell; the region that draws the toasts, with
// react-aria's queue (ToastRegion.tsx), loads with the first toast (LazyToastRegion, rendered once
// by UIProvider). A toast raised before that code arrives waits here and is handed to the queue as
// it arrives: never lost, and its timer starts only once it is drawn. Outside React (sync worker
// events) import `toast`.
// The region's CSS is the shell's (~0.5 KB gzip): a file of its own was one more request in every
// visitor's install (~1 KB of headers at the server).
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

export interface ToastMessage {
  message: string;
  tone: ToastTone;
  action?: ToastOptions['action'];
}

/** Snacks last 5 s; key and card notices close after 3 s (spec 9). */
export const DEFAULT_TOAST_TIMEOUT = 5000;
export const NOTICE_TIMEOUT = 3000;

/** How a toast is queued: react-aria's queue's own options. */
interface QueueOptions {
  timeout?: number;
  onClose?: () => void;
}

/** The queue the region draws (react-aria's ToastQueue), handed over by ToastRegion.tsx as it loads. */
export interface ToastSink {
  add(content: ToastMessage, options: QueueOptions): string;
  close(key: string): void;
  clear(): void;
}

let sink: ToastSink | undefined;
/** Toasts raised before the region's code arrived, oldest first. */
let waiting: { key: string; content: ToastMessage; options: QueueOptions }[] = [];
/** A waiting toast's key → its key in the queue, for `close` after the hand-over. */
const handedOver = new Map<string, string>();
const raisedListeners = new Set<() => void>();
let raised = 0;

export const toast = {
  /** Shows a message; returns its key (for `close`). */
  show(
    message: string,
    { tone = 'info', timeout = DEFAULT_TOAST_TIMEOUT, action, onClose }: ToastOptions = {},
  ): string {
    const content = { message, tone, action };
    const options = { timeout: timeout || undefined, onClose };
    raised++;
    let key: string;
    if (sink) key = sink.add(content, options);
    else {
      key = `waiting-${raised}`;
      waiting.push({ key, content, options });
    }
    for (const listener of raisedListeners) listener();
    return key;
  },
  close(key: string) {
    const early = waiting.find((item) => item.key === key);
    if (early) {
      waiting = waiting.filter((item) => item !== early);
      early.options.onClose?.();
    } else {
      sink?.close(handedOver.get(key) ?? key);
      handedOver.delete(key);
    }
  },
  /** Removes every toast (sign-out, tests). */
  clear() {
    waiting = [];
    handedOver.clear();
    sink?.clear();
  },
};

/** Called once by ToastRegion.tsx as its code loads: the toasts raised before go to its queue. */
export function takeToasts(queue: ToastSink): void {
  sink = queue;
  for (const { key, content, options } of waiting) handedOver.set(key, queue.add(content, options));
  waiting = [];
}

/** Whether a toast was ever raised, and a call on each one: LazyToastRegion loads the region then. */
export const toastsRaised = {
  any: () => raised > 0,
  subscribe(listener: () => void): () => void {
    raisedListeners.add(listener);
    return () => {
      raisedListeners.delete(listener);
    };
  },
};

export type Toaster = typeof toast;

/** The toaster, for components: `const toast = useToast(); toast.show('…', { tone: 'success' })`. */
export function useToast(): Toaster {
  return toast;
}
