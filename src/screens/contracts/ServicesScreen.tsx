// /minhas-tokaas/{id}/servicos (spec 1, 7): extra services on demand — cleaning, maintenance,
// laundry. The catalogue (GET /api/services) and the contract's bookings are kept on the device
// once seen; booking needs the network and says so offline. Only Ativo contracts can book.
import { fetchServiceBookings, fetchServices } from '../../api/resident-calls.ts';
import type { Service, ServiceBooking } from '../../api/support-resident.ts';
import { useCachedResource } from '../../data/cached-resource.ts';
import type { ContractRow } from '../../data/contracts.ts';
import { useSession } from '../../data/session.ts';
import { Button } from '../../ui/Button.tsx';
import { useDocumentTitle } from '../../ui/document-title.ts';
import { Container } from '../../ui/Layout.tsx';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { TextLink } from '../../ui/TextLink.tsx';
import { Notice } from '../account/Notice.tsx';
import { ContractGate } from './ContractGate.tsx';
import { contractPath, isActiveContract, unitNameOf } from './contract-view.ts';
import { ServiceBookingForm } from './ServiceBookingForm.tsx';
import { ServiceBookings } from './ServiceBookings.tsx';
import './ServicesScreen.css';

export default function ServicesScreen() {
  useDocumentTitle('Serviços');
  return <ContractGate>{(contract) => <Services contract={contract} />}</ContractGate>;
}

function Services({ contract }: { contract: ContractRow }) {
  const session = useSession();
  const token = session.status === 'authenticated' ? session.token : '';
  const services = useCachedResource<Service[]>('services', async (t) => (await fetchServices(t)).data);
  const bookings = useCachedResource<ServiceBooking[]>(
    `service-bookings:${contract.id}`,
    async (t) => (await fetchServiceBookings(t, contract.id)).data,
  );
  const active = isActiveContract(contract);

  return (
    <Container width="narrow" className="services-page">
      <TextLink href={contractPath(contract.id)} className="services-page__back">
        ← Voltar ao contrato
      </TextLink>
      <h1 className="services-page__title">Serviços</h1>
      <p className="services-page__unit">
        {unitNameOf(contract)} · Contrato {contract.human_contract_id}
      </p>
      <p className="services-page__lead">
        Limpeza, manutenção e lavanderia quando você precisar. O valor entra na sua próxima fatura.
      </p>
      {services.stale || bookings.stale ? (
        <Notice tone="info">Sem conexão: mostrando o que está salvo neste aparelho.</Notice>
      ) : null}
      {!active ? (
        <Notice tone="info">
          <p className="services-page__note">
            Serviços podem ser agendados enquanto o contrato está Ativo. Este contrato está{' '}
            {contract.status.name}.
          </p>
          <LinkButton href={contractPath(contract.id)} variant="secondary" size="sm">
            Voltar ao contrato
          </LinkButton>
        </Notice>
      ) : services.data ? (
        <ServiceBookingForm
          contract={contract}
          services={services.data}
          token={token}
          onBooked={bookings.retry}
        />
      ) : services.error ? (
        <Notice tone="error">
          <p className="services-page__note">
            {services.error.kind === 'network' || services.error.kind === 'timeout'
              ? 'Sem conexão: a lista de serviços precisa de internet na primeira vez.'
              : 'Não foi possível carregar os serviços.'}
          </p>
          <Button variant="secondary" size="sm" onPress={services.retry}>
            Tentar de novo
          </Button>
        </Notice>
      ) : (
        <div aria-busy="true" className="services-page__loading">
          <span className="visually-hidden" role="status">
            Carregando serviços
          </span>
          <Skeleton width="100%" height={88} />
          <Skeleton width="100%" height={88} />
          <Skeleton width="100%" height={88} />
        </div>
      )}
      <ServiceBookings bookings={bookings.data ?? (bookings.error ? [] : undefined)} />
    </Container>
  );
}
