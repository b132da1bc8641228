// How many changes wait to be sent (or were refused): visible in the top bar, opens their list.
import { Link } from 'wouter';
import { usePendingCounts } from '../../data/pending-counts.ts';
import './PendingChangesBadge.css';

export function PendingChangesBadge() {
  const { pending, rejected } = usePendingCounts();
  if (pending + rejected === 0) return null;
  const label =
    rejected > 0
      ? `${rejected} ${rejected === 1 ? 'alteração recusada' : 'alterações recusadas'}`
      : `${pending} ${pending === 1 ? 'alteração pendente' : 'alterações pendentes'}`;
  return (
    <Link
      href="/alteracoes-pendentes"
      className="app-pending-badge"
      data-rejected={rejected > 0 || undefined}
    >
      <span aria-hidden="true" className="app-pending-badge__dot" />
      {label}
    </Link>
  );
}
