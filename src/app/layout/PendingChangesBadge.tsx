// How many changes wait to be sent (or were refused): visible in the top bar, opens their list.
// Where the bar is crowded (phones, small laptops) it shrinks to a clock (or alert) icon and the
// count; the full sentence stays the link's accessible name and tooltip.
import { Link } from 'wouter';
import { usePendingCounts } from '../../data/change-counts.ts';
import { AlertIcon, LineIcon } from '../../ui/shell-icons.tsx';
import './PendingChangesBadge.css';

/** Waiting to be sent. */
const ClockIcon = () => (
  <LineIcon size={18}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </LineIcon>
);

export function PendingChangesBadge() {
  const { pending, rejected } = usePendingCounts();
  if (pending + rejected === 0) return null;
  const count = rejected > 0 ? rejected : pending;
  const label =
    rejected > 0
      ? `${rejected} ${rejected === 1 ? 'alteração recusada' : 'alterações recusadas'}`
      : `${pending} ${pending === 1 ? 'alteração pendente' : 'alterações pendentes'}`;
  return (
    <Link
      href="/alteracoes-pendentes"
      className="app-pending-badge"
      data-rejected={rejected > 0 || undefined}
      aria-label={label}
      title={label}
    >
      {rejected > 0 ? <AlertIcon size={18} /> : <ClockIcon />}
      <span aria-hidden="true" className="app-pending-badge__count">
        {count}
      </span>
      <span aria-hidden="true" className="app-pending-badge__label">
        {label}
      </span>
    </Link>
  );
}
