// /minhas-tokaas/{id}/faturas: the contract's invoices from the mirror (opens offline) with number,
// status by the spec's rule, due date, value and plan 'Mensal'; paid ones open the receipt, unpaid
// ones the pay modal (card or Pix; paying needs the network). A contract that cannot be loaded
// goes back to /minhas-tokaas (spec 8).
import { ContractGate } from './ContractGate.tsx';
import { Invoices } from './invoices/Invoices.tsx';
import './Contracts.css';

export default function InvoicesScreen() {
  return <ContractGate>{(contract) => <Invoices contract={contract} />}</ContractGate>;
}
