// The calm, persistent connection indicator (issue 28): a strip under the top bar, in the layout
// (it never covers a page's buttons), that says 'Sem conexão' and how many changes wait, while the
// network is down or changes are stuck on a slow connection (connection-rule.ts). With changes
// waiting it opens their list. The live region stays mounted, so each change is read politely.
import { Link } from 'wouter';
import { useSessionUserId } from '../../data/session.ts';
import { LineIcon } from '../../ui/shell-icons.tsx';
import { connectionLabel } from './connection-rule.ts';
import { useConnectionView } from './use-connection-view.ts';
import './ConnectionStatus.css';

/** A cloud with a slash: no connection. */
const NoConnectionIcon = () => (
  <LineIcon size={18}>
    <path d="M7 18h10a4 4 0 0 0 .9-7.9A6 6 0 0 0 7.3 8.1 5 5 0 0 0 7 18Z" />
    <path d="M3 3l18 18" />
  </LineIcon>
);

export function ConnectionStatus() {
  const signedIn = useSessionUserId() !== undefined;
  return (
    <div role="status" className="app-connection">
      {signedIn && <ConnectionMessage />}
    </div>
  );
}

function ConnectionMessage() {
  const view = useConnectionView();
  if (view.state === 'online') return null;
  const label = connectionLabel(view);
  const content = (
    <>
      <NoConnectionIcon />
      <span>{label}</span>
    </>
  );
  return view.pending > 0 ? (
    <Link href="/alteracoes-pendentes" className="app-connection__message">
      {content}
    </Link>
  ) : (
    <p className="app-connection__message">{content}</p>
  );
}
