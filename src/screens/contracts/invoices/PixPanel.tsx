// A Pix charge: the QR image, the copia-e-cola code with a copy button ('Código pix copiado!'),
// its expiry and the steps. Shown from the mirror, so it works with no signal; the payment is
// confirmed by the bank (webhook) and reaches the app on the next sync.
import { useId } from 'react';
import { formatDateBr } from '../../../domain/calendar-day.ts';
import { Button } from '../../../ui/Button.tsx';
import { CopyIcon } from '../../../ui/icons.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useToast } from '../../../ui/Toast.tsx';
import { formatTime, localDateOf } from '../contract-view.ts';

export interface PixCharge {
  /** PNG data: URL */
  qrCode: string;
  /** copia-e-cola */
  key: string;
  expiresAt: string;
}

export const PIX_COPIED = 'Código pix copiado!';

async function copyText(text: string, fallback: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!fallback) return false;
    fallback.select();
    return document.execCommand('copy');
  }
}

export function PixPanel({ charge }: { charge: PixCharge }) {
  const toast = useToast();
  const codeId = useId();
  return (
    <section className="pix-panel" aria-label="Pagamento por Pix">
      <img className="pix-panel__qr" src={charge.qrCode} alt="QR Code do Pix" width={200} height={200} />
      <div className="pix-panel__body">
        <label htmlFor={codeId} className="tk-Field-label">
          Pix copia e cola
        </label>
        <textarea id={codeId} className="tk-Input pix-panel__code" readOnly rows={3} value={charge.key} />
        <Button
          icon={<CopyIcon size={20} />}
          onPress={async () => {
            const area = document.getElementById(codeId) as HTMLTextAreaElement | null;
            if (await copyText(charge.key, area)) toast.show(PIX_COPIED, { tone: 'success', timeout: 3000 });
          }}
        >
          Copiar código Pix
        </Button>
        <p className="pix-panel__expiry">
          Válido até {formatTime(charge.expiresAt)} de {formatDateBr(localDateOf(charge.expiresAt))}.
        </p>
        <ol className="pix-panel__steps">
          <li>Abra o app do seu banco e escolha pagar com Pix.</li>
          <li>Leia o QR Code ou cole o código copia e cola.</li>
          <li>Confirme o pagamento: a fatura é atualizada aqui em instantes.</li>
        </ol>
        <p className="pix-panel__waiting">
          <Spinner size="sm" /> Aguardando a confirmação do pagamento...
        </p>
      </div>
    </section>
  );
}
