// The frame of the /login, /registro and /redefinir-senha pages: a heading and a card, centred.
import type { ReactNode } from 'react';
import { Container } from '../../ui/Layout.tsx';
import './auth.css';

export interface AuthPageProps {
  title: string;
  intro?: ReactNode;
  /** 'narrow' for login and password pages, 'wide' for the registration form. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

export function AuthPage({ title, intro, width = 'narrow', children }: AuthPageProps) {
  return (
    <Container width="normal" className="auth-page">
      <div className="auth-card" data-width={width}>
        <h1 className="auth-title">{title}</h1>
        {intro && <p className="auth-intro">{intro}</p>}
        {children}
      </div>
    </Container>
  );
}
