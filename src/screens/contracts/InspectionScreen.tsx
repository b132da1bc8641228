// /minhas-tokaas/{id}/vistoria: the inspection due by the spec's rule (check_in, check_out, or none:
// 'Parabéns, você não tem uma vistoria pendente.'), fillable and submittable with no signal. A
// contract that cannot be loaded goes back to /minhas-tokaas (spec 8).
import { ContractGate } from './ContractGate.tsx';
import { Inspection } from './inspection/Inspection.tsx';
import './Contracts.css';

export default function InspectionScreen() {
  return <ContractGate>{(contract) => <Inspection contract={contract} />}</ContractGate>;
}
