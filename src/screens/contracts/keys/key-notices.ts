// The key messages of spec 8, shown when they are true: 'Chave cadastrada com sucesso!' when the
// server acknowledged the key, 'Erro ao salvar chave. Tente novamente.' when it refused it. With no
// signal, the resident first reads that the change is kept on the device and pending; the success
// message still follows when it reaches the server (if the screen is open). Notices close after
// 3 s (spec 9).
import { KM } from '../../../api/keys.ts';
import { watchChange } from '../../../data/door-keys.ts';
import { NOTICE_TIMEOUT, toast } from '../../../ui/Toast.tsx';

/** Without an answer by then, the resident is told the change waits on the device. */
const WAITING_AFTER_MS = 2500;

export type KeyChange = 'create' | 'update' | 'delete';

const MESSAGES: Record<KeyChange, { sent: string; failed: string; waiting: string }> = {
  create: {
    sent: KM.created,
    failed: KM.saveFailed,
    waiting: 'Chave salva neste aparelho (pendente): será cadastrada quando a conexão voltar.',
  },
  update: {
    sent: KM.updated,
    failed: KM.saveFailed,
    waiting: 'Alteração salva neste aparelho (pendente): será enviada quando a conexão voltar.',
  },
  delete: {
    sent: KM.deleted,
    failed: KM.deleteFailed,
    waiting: 'Exclusão salva neste aparelho (pendente): será enviada quando a conexão voltar.',
  },
};

/** Follows one outbox row until the server settles it, showing the matching notices. */
export function notifyKeyChange(rowId: string, change: KeyChange): void {
  const text = MESSAGES[change];
  let waitingShown = false;
  const showWaiting = () => {
    if (waitingShown) return;
    waitingShown = true;
    toast.show(text.waiting, { tone: 'info', timeout: NOTICE_TIMEOUT });
  };
  const timer = setTimeout(showWaiting, WAITING_AFTER_MS);
  watchChange(rowId, (outcome) => {
    if (outcome.state === 'waiting') {
      clearTimeout(timer);
      showWaiting();
      return;
    }
    clearTimeout(timer);
    if (outcome.state === 'sent') toast.show(text.sent, { tone: 'success', timeout: NOTICE_TIMEOUT });
    else toast.show(text.failed, { tone: 'error', timeout: NOTICE_TIMEOUT });
  });
}
