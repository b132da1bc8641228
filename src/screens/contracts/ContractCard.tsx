// One contract in /minhas-tokaas: photo, status badge, unit (the link to its detail), enterprise,
// address, stay dates and the human contract number. The title link covers the card for pointers.
import { Link } from 'wouter';
import type { ContractRow } from '../../data/contracts.ts';
import { ContractStatusBadge } from '../../ui/ContractStatusBadge.tsx';
import { CalendarIcon, MapPinIcon } from '../../ui/icons.tsx';
import { addressOf, contractPath, enterpriseNameOf, periodOf, photoOf, unitNameOf } from './contract-view.ts';

export function ContractCard({ contract }: { contract: ContractRow }) {
  const photo = photoOf(contract);
  return (
    <article className="contract-card">
      {photo ? (
        <img
          className="contract-card__photo"
          src={photo.image}
          alt=""
          loading="lazy"
          width={160}
          height={120}
        />
      ) : (
        <div className="contract-card__photo" aria-hidden="true" />
      )}
      <div className="contract-card__body">
        <ContractStatusBadge statusId={contract.contract_status_id} name={contract.status.name} />
        <h2 className="contract-card__title">
          <Link href={contractPath(contract.id)} className="contract-card__link">
            {unitNameOf(contract)}
          </Link>
        </h2>
        <p className="contract-card__enterprise">{enterpriseNameOf(contract)}</p>
        <p className="contract-card__line">
          <MapPinIcon size={18} />
          <span>{addressOf(contract)}</span>
        </p>
        <p className="contract-card__line">
          <CalendarIcon size={18} />
          <span>{periodOf(contract)}</span>
        </p>
        <p className="contract-card__number">Contrato {contract.human_contract_id}</p>
      </div>
    </article>
  );
}
