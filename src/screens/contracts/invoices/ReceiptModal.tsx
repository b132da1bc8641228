// The receipt of a paid invoice (spec 2: paid ones open a receipt modal), from the mirror.
import type { Bill, BillReceipt } from '../../../api/contracts.ts';
import { formatMoney } from '../../../domain/money.ts';
import { Button } from '../../../ui/Button.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import { formatDateTime } from '../contract-view.ts';

const METHODS: Record<BillReceipt['method'], string> = {
  pix: 'Pix',
  card: 'Cartão de crédito',
  partner: 'Plataforma parceira',
  boleto: 'Boleto',
};

function brandName(brand: string): string {
  return brand.charAt(0).toUpperCase() + brand.slice(1);
}

function receiptFacts(bill: Bill, receipt: BillReceipt | null): [string, string][] {
  const facts: [string, string][] = [
    ['Fatura', bill.number],
    ['Descrição', bill.description],
    ['Valor pago', formatMoney(receipt?.amount ?? bill.value)],
  ];
  const paidAt = receipt?.paid_at ?? bill.received_at;
  if (paidAt) facts.push(['Pago em', formatDateTime(paidAt)]);
  if (!receipt) return facts;
  facts.push([
    'Forma de pagamento',
    receipt.method === 'card' && receipt.card_kind === 'debit' ? 'Cartão de débito' : METHODS[receipt.method],
  ]);
  if (receipt.method === 'card' && receipt.last_digits)
    facts.push([
      'Cartão',
      `${receipt.brand ? `${brandName(receipt.brand)} ` : ''}•••• ${receipt.last_digits}`,
    ]);
  // 3-D Secure of a debit charge: confirmed at the bank, or approved without a challenge.
  if (receipt.authentication === 'challenge')
    facts.push(['Autenticação', 'Confirmado no banco (3-D Secure)']);
  if (receipt.authentication === 'frictionless')
    facts.push(['Autenticação', 'Aprovado sem etapa extra (3-D Secure)']);
  if (receipt.platform) facts.push(['Plataforma', receipt.platform]);
  facts.push(['Código de autorização', receipt.authorization_code]);
  facts.push(['Transação', receipt.transaction_id]);
  if (receipt.pix_txid) facts.push(['Identificador Pix', receipt.pix_txid]);
  if (receipt.end_to_end_id) facts.push(['End-to-end', receipt.end_to_end_id]);
  return facts;
}

export function ReceiptModal({ bill, onClose }: { bill: Bill; onClose: () => void }) {
  return (
    <Modal
      title="Recibo"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="sm"
      footer={(close) => (
        <Button variant="secondary" onPress={close}>
          Fechar
        </Button>
      )}
    >
      <p className="receipt-paid">Fatura paga</p>
      <dl className="receipt">
        {receiptFacts(bill, bill.receipt).map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
