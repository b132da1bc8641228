// The title band of a static page: the page's one <h1> and a lead sentence.
import type { ReactNode } from 'react';
import { Container } from '../../ui/Layout.tsx';
import './pages.css';

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="page-header">
      <Container width="wide">
        <h1 className="page-header__title">{title}</h1>
        {children && <p className="page-header__lead">{children}</p>}
      </Container>
    </header>
  );
}
