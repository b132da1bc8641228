// A boleto to pay (issue 30): its due date, the linha digitável in five groups with a copy button
// ('Código copiado'), the Pix QR and copia-e-cola of the same charge (the hybrid boleto: either
// settles it), and 'Baixar boleto' (the PDF). Everything but the PDF comes from the bill as the
// mirror keeps it, so an unpaid boleto can be copied with no signal; the PDF opens offline once
// it was opened on this device (the service worker keeps it, sw/boleto-cache.ts).
import { useId, useState } from 'react';
import type { BillBoleto } from '../../../api/contracts.ts';
import { tokenOf } from '../../../data/session.ts';
import { formatLine } from '../../../domain/boleto/barcode.ts';
import { formatDateBr } from '../../../domain/calendar-day.ts';
import { formatMoney } from '../../../domain/money.ts';
import { Button } from '../../../ui/Button.tsx';
import { CopyIcon } from '../../../ui/icons.tsx';
import { useToast } from '../../../ui/Toast.tsx';
import { copyText } from '../../booking/copy-text.ts';
import './BoletoPanel.css';

export const LINE_COPIED = 'Código copiado';
export const PIX_CODE_COPIED = 'Código pix copiado!';

/** Downloads the boleto's PDF with the resident's token; resolves whether it worked. */
async function downloadBoleto(boleto: BillBoleto): Promise<boolean> {
  const token = tokenOf();
  try {
    const res = await fetch(boleto.pdf_url, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!res.ok) return false;
    const url = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = `boleto-${boleto.due_date}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return true;
  } catch {
    return false;
  }
}

export function BoletoPanel({ boleto, value }: { boleto: BillBoleto; value: number }) {
  const toast = useToast();
  const lineId = useId();
  const pixId = useId();
  const [downloading, setDownloading] = useState(false);
  const line = formatLine(boleto.digitable_line);

  const copy = async (text: string, message: string) => {
    if (await copyText(text)) toast.show(message, { tone: 'success', timeout: 3000 });
    else toast.show('Não foi possível copiar. Selecione o código e copie manualmente.', { tone: 'error' });
  };

  return (
    <section className="boleto-panel" aria-label="Pagamento por boleto">
      <dl className="boleto-panel__facts">
        <div>
          <dt>Vencimento</dt>
          <dd>{formatDateBr(boleto.due_date)}</dd>
        </div>
        <div>
          <dt>Valor</dt>
          <dd>{formatMoney(value)}</dd>
        </div>
      </dl>
      <label htmlFor={lineId} className="tk-Field-label">
        Linha digitável
      </label>
      <textarea id={lineId} className="tk-Input boleto-panel__line" readOnly rows={2} value={line} />
      <div className="boleto-panel__actions">
        <Button icon={<CopyIcon size={20} />} onPress={() => copy(boleto.digitable_line, LINE_COPIED)}>
          Copiar código do boleto
        </Button>
        <Button
          variant="secondary"
          isPending={downloading}
          onPress={async () => {
            setDownloading(true);
            const ok = await downloadBoleto(boleto);
            setDownloading(false);
            if (!ok)
              toast.show('Não foi possível baixar o boleto agora. Use a linha digitável ou o Pix.', {
                tone: 'error',
              });
          }}
        >
          Baixar boleto
        </Button>
      </div>
      {boleto.pix_key && boleto.pix_qr_code ? (
        <div className="boleto-panel__pix">
          <p>Prefere Pix? O mesmo boleto pode ser pago pelo QR Code ou pelo código copia e cola.</p>
          <img
            className="boleto-panel__qr"
            src={boleto.pix_qr_code}
            alt={`QR Code Pix do boleto de ${formatMoney(value)}`}
            width={200}
            height={200}
          />
          <label htmlFor={pixId} className="tk-Field-label">
            Pix copia e cola do boleto
          </label>
          <textarea
            id={pixId}
            className="tk-Input boleto-panel__line"
            readOnly
            rows={3}
            value={boleto.pix_key}
          />
          <Button
            variant="secondary"
            icon={<CopyIcon size={20} />}
            onPress={() => copy(boleto.pix_key ?? '', PIX_CODE_COPIED)}
          >
            Copiar código Pix
          </Button>
        </div>
      ) : null}
      <p className="boleto-panel__note">
        Pague até {formatDateBr(boleto.due_date)} em qualquer banco, lotérica ou app. A confirmação do boleto
        leva até 1 dia útil; pelo Pix, instantes.
      </p>
    </section>
  );
}
