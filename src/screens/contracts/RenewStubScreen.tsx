// /minhas-tokaas/{id}/renovar-contrato: a title-only page (spec 2, route table). Renewing happens
// from the contract detail ('Renovar contrato' → calendar → booking).
import { useDocumentTitle } from '../../ui/document-title.ts';
import { Container } from '../../ui/Layout.tsx';
import './Contracts.css';

export default function RenewStubScreen() {
  useDocumentTitle('Renovar contrato');
  return (
    <Container width="normal" className="contracts-page">
      <h1>Renovar contrato</h1>
    </Container>
  );
}
