import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Bill } from '../../../api/contracts.ts';
import type { ContractRow } from '../../../data/contracts.ts';
import { formatDateBr, todayIn } from '../../../domain/calendar-day.ts';
import { INVOICE_PAID, INVOICE_PENDING, invoiceStatus } from '../../../domain/invoice-status.ts';
import { formatMoney } from '../../../domain/money.ts';
import { Badge, type BadgeTone } from '../../../ui/Badge.tsx';
import { useDocumentTitle } from '../../../ui/document-title.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { Container, Stack } from '../../../ui/Layout.tsx';
import { NativeButton } from '../../../ui/NativeButton.tsx';
import { TextLink } from '../../../ui/TextLink.tsx';
import { contractPath, unitNameOf } from '../contract-view.ts';
import { ReceiptIcon } from '../shared/icons.tsx';
import { PayModal } from './PayModal.tsx';
import { ReceiptModal } from './ReceiptModal.tsx';
import './Invoices.css';

/** Spec 4: the invoice plan is shown as 'Mensal'. */
export const INVOICE_PLAN = 'Mensal';

function statusTone(status: string): BadgeTone {
  if (status === INVOICE_PAID) return 'success';
  if (status === INVOICE_PENDING) return 'warning';
  return 'info';
}

type Open = { kind: 'receipt' | 'pay'; billId: number } | null;

/** The query a notification's link carries (invoicesUrl in src/domain/notification-texts.ts). */
const PAY_PARAM = 'pagar';

/** The unpaid bill of this contract named by ?pagar= (a paid or unknown one: none, just the list). */
function linkedUnpaidBill(bills: readonly Bill[], search: string): Bill | undefined {
  const id = Number(new URLSearchParams(search).get(PAY_PARAM));
  return Number.isInteger(id) && id > 0 ? bills.find((b) => b.id === id && !b.received) : undefined;
}

export function Invoices({ contract }: { contract: ContractRow }) {
  useDocumentTitle('Faturas');
  const [chosen, setChosen] = useState<Open>(null);
  const search = useSearch();
  const [path, navigate] = useLocation();
  const now = todayIn();
  const bills = contract.billToReceive;
  // A notification's tap opens its bill's pay modal until it is closed (or another is chosen).
  const linked = linkedUnpaidBill(bills, search);
  const open: Open = chosen ?? (linked ? { kind: 'pay', billId: linked.id } : null);
  const openBill = open ? bills.find((b) => b.id === open.billId) : undefined;
  const setOpen = (next: Open) => {
    setChosen(next);
    // Closing drops the link's query, so a reload or going back does not open it again.
    if (next === null && new URLSearchParams(search).has(PAY_PARAM)) navigate(path, { replace: true });
  };

  return (
    <Container width="normal" className="contracts-page">
      <Stack gap={3}>
        <TextLink href={contractPath(contract.id)}>← {unitNameOf(contract)}</TextLink>
        <div>
          <h1>Faturas</h1>
          <p className="invoices-lead">
            Contrato {contract.human_contract_id}. O aluguel e as despesas são cobrados antecipadamente.
          </p>
        </div>
        {bills.length === 0 ? (
          <EmptyState icon={<ReceiptIcon size={40} />}>
            Nenhuma fatura neste contrato ainda. A próxima aparece aqui 10 dias antes do vencimento.
          </EmptyState>
        ) : (
          <table className="invoices-table">
            <caption className="visually-hidden">Faturas do contrato {contract.human_contract_id}</caption>
            <thead>
              <tr>
                <th scope="col">Fatura</th>
                <th scope="col">Status</th>
                <th scope="col">Vencimento</th>
                <th scope="col">Valor</th>
                <th scope="col">Plano</th>
                <th scope="col">
                  <span className="visually-hidden">Ação</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {bills.map((bill) => (
                <InvoiceRow
                  key={bill.id}
                  bill={bill}
                  status={invoiceStatus(bill, now)}
                  onOpen={(kind) => setOpen({ kind, billId: bill.id })}
                />
              ))}
            </tbody>
          </table>
        )}
      </Stack>
      {openBill && open?.kind === 'receipt' ? (
        <ReceiptModal bill={openBill} onClose={() => setOpen(null)} />
      ) : null}
      {openBill && open?.kind === 'pay' ? <PayModal bill={openBill} onClose={() => setOpen(null)} /> : null}
    </Container>
  );
}

function InvoiceRow({
  bill,
  status,
  onOpen,
}: {
  bill: Bill;
  status: string;
  onOpen: (kind: 'receipt' | 'pay') => void;
}) {
  return (
    <tr>
      <th scope="row" data-label="Fatura">
        <span className="invoice-number">{bill.number}</span>
        <span className="invoice-description">{bill.description}</span>
      </th>
      <td data-label="Status">
        <Badge tone={statusTone(status)}>{status}</Badge>
        {bill.overdue && !bill.received ? <span className="invoice-overdue">Em atraso</span> : null}
      </td>
      <td data-label="Vencimento">{formatDateBr(bill.date_expiration)}</td>
      <td data-label="Valor" className="invoice-value">
        {formatMoney(bill.value)}
      </td>
      <td data-label="Plano">{INVOICE_PLAN}</td>
      <td className="invoice-action">
        {bill.received ? (
          <NativeButton
            variant="secondary"
            size="sm"
            onPress={() => onOpen('receipt')}
            aria-label={`Ver recibo da fatura ${bill.number}`}
          >
            Ver recibo
          </NativeButton>
        ) : (
          <NativeButton size="sm" onPress={() => onOpen('pay')} aria-label={`Pagar fatura ${bill.number}`}>
            Pagar
          </NativeButton>
        )}
      </td>
    </tr>
  );
}
