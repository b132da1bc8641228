// PageMessage: a page that is only a message — the 404, a unit that could not open — with an
// optional picture and eyebrow above the title, one paragraph and the ways on.
import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import { Container } from './Layout.tsx';
import './PageMessage.css';

export interface PageMessageProps {
  /** Decorative; hidden from assistive technology by the caller's markup. */
  art?: ReactNode;
  /** A short line above the title ('Erro 404'). */
  eyebrow?: string;
  title: string;
  children: ReactNode;
  /** Buttons or links, centred in a row that wraps. */
  actions: ReactNode;
  className?: string;
}

export function PageMessage({ art, eyebrow, title, children, actions, className }: PageMessageProps) {
  return (
    <Container width="narrow" className={cx('tk-PageMessage', className)}>
      {art}
      {eyebrow && <p className="tk-PageMessage-eyebrow">{eyebrow}</p>}
      <h1 className="tk-PageMessage-title">{title}</h1>
      <p className="tk-PageMessage-text">{children}</p>
      <div className="tk-PageMessage-actions">{actions}</div>
    </Container>
  );
}
