// The toast region: react-aria's queue of the app's toasts (`toast` in Toast.tsx), drawn under the
// top bar. Its code (react-aria's queue, toast region, landmark and toast, ~4 KB gzip) is not in
// the shell: LazyToastRegion loads it with the first toast, and a visitor's service worker
// precaches it with the shell (scripts/precache-split.ts), so a toast raised offline on a first
// visit still shows.
import {
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastQueue as AriaToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  Button,
  Text,
} from 'react-aria-components';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons.tsx';
import { type ToastMessage, takeToasts } from './Toast.tsx';

/** One queue for the whole app; from now on `toast.show` adds to it, and what waited is in it. */
const toastQueue = new AriaToastQueue<ToastMessage>({ maxVisibleToasts: 3 });
takeToasts(toastQueue);

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
