// One step of the booking panel: a title, what to do, and its action.
import type { ReactNode } from 'react';

export interface StepCardProps {
  title: string;
  /** Step number shown before the title ('1 de 3'), when the flow has several. */
  step?: string;
  children: ReactNode;
  titleId?: string;
}

export function StepCard({ title, step, children, titleId = 'booking-step-title' }: StepCardProps) {
  return (
    <section className="booking-step" aria-labelledby={titleId}>
      {step && <p className="booking-step-count">{step}</p>}
      <h2 id={titleId} className="booking-step-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Notice({ tone = 'warning', children }: { tone?: 'warning' | 'info'; children: ReactNode }) {
  return (
    <p className="booking-notice" data-tone={tone} role={tone === 'warning' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
