// 'Renovar contrato' (spec 2, 4: only when canRenew): a calendar whose earliest day follows the
// current check-out, then the booking flow for the same unit from the current check-out to the
// chosen day, marked as a renewal of this contract (?renew=). The booking screen does the rest.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { ContractRow } from '../../data/contracts.ts';
import { addDays, formatDateBr } from '../../domain/calendar-day.ts';
import { Button } from '../../ui/Button.tsx';
import { LazyModal } from '../../ui/LazyModal.tsx';
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
  const earliest = addDays(contract.checkOut, 1);

  useEffect(() => {
    let live = true;
    // Its calls and their answer schemas load with the dialog, not with the contract screen.
    void import('../../api/catalogue-calls.ts')
      .then(({ fetchBlockedDates }) => fetchBlockedDates(contract.apartment_id))
      .then((dates) => {
        if (live) setBlocked(dates);
      })
      // The calls' code not on the device yet (offline right after a first sign-in): no days
      // dimmed, and the booking flow still refuses a blocked one.
      .catch(() => {});
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
      <LazyModal title="Renovar contrato" isOpen={open} onOpenChange={setOpen} size="sm">
        {(close) => <RenewDialog contract={contract} close={close} />}
      </LazyModal>
    </>
  );
}
