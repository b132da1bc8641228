// 'Renovar contrato' (spec 2, 4: only when canRenew): a calendar whose earliest day follows the
// current check-out, then the booking flow for the same unit from the current check-out to the
// chosen day, marked as a renewal of this contract (?renew=). The booking screen does the rest.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Temporal } from 'temporal-polyfill';
import { useLocation } from 'wouter';
import { fetchBlockedDates } from '../../api/catalogue-calls.ts';
import type { ContractRow } from '../../data/contracts.ts';
import { formatDateBr } from '../../domain/calendar-day.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';

const RenewCalendar = lazy(() => import('./renew/RenewCalendar.tsx'));

/** /book/{apartment}/{current check-out}/{new check-out}/{guests}/{shortUrl}?renew={contract} */
export function renewalHref(contract: ContractRow, newCheckOut: string): string {
  const slug = contract.apartment.data.enterprise.data.shortUrl;
  const path = `/book/${contract.apartment_id}/${contract.checkOut}/${newCheckOut}/${contract.guests}`;
  return `${path}${slug ? `/${encodeURIComponent(slug)}` : ''}?renew=${contract.id}`;
}

function RenewDialog({ contract, close }: { contract: ContractRow; close: () => void }) {
  const [, navigate] = useLocation();
  const [chosen, setChosen] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<string[]>([]);
  // The new stay starts on the current check-out: the first night to choose ends the day after.
  const earliest = Temporal.PlainDate.from(contract.checkOut).add({ days: 1 }).toString();

  useEffect(() => {
    let live = true;
    void fetchBlockedDates(contract.apartment_id).then((dates) => {
      if (live) setBlocked(dates);
    });
    return () => {
      live = false;
    };
  }, [contract.apartment_id]);

  return (
    <div className="renew-dialog">
      <p>
        Seu check-out atual é <strong>{formatDateBr(contract.checkOut)}</strong>. Escolha a nova data de
        check-out: a renovação começa no dia do seu check-out atual.
      </p>
      <Suspense fallback={<Skeleton height={340} />}>
        <RenewCalendar
          aria-label="Nova data de check-out"
          value={chosen}
          onChange={setChosen}
          minValue={earliest}
          blockedDates={blocked}
        />
      </Suspense>
      <p className="renew-dialog__choice" aria-live="polite">
        {chosen
          ? `Nova estadia: ${formatDateBr(contract.checkOut)} a ${formatDateBr(chosen)}`
          : 'Nenhuma data escolhida.'}
      </p>
      <div className="renew-dialog__actions">
        <Button variant="secondary" onPress={close}>
          Voltar
        </Button>
        <Button
          isDisabled={!chosen}
          onPress={() => {
            if (!chosen) return;
            close();
            navigate(renewalHref(contract, chosen));
          }}
        >
          Continuar
        </Button>
      </div>
    </div>
  );
}

export function RenewContract({ contract }: { contract: ContractRow }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Renovar contrato</Button>
      <Modal title="Renovar contrato" isOpen={open} onOpenChange={setOpen} size="sm">
        {(close) => <RenewDialog contract={contract} close={close} />}
      </Modal>
    </>
  );
}
