// A list of features: an icon in a tinted circle, a short title and one or two sentences. Steps are
// an ordered list and show their number.

import { FeatureIcon } from './feature-icons.tsx';
import type { Feature } from './home-content.ts';
import './FeatureList.css';

export interface FeatureListProps {
  items: readonly Feature[];
  /** Numbered steps (an <ol>) instead of a plain list. */
  ordered?: boolean;
  /** Heading level of each title, to fit the page outline. */
  headingLevel?: 3 | 4;
  className?: string;
}

export function FeatureList({ items, ordered, headingLevel = 3, className }: FeatureListProps) {
  const List = ordered ? 'ol' : 'ul';
  const Title = `h${headingLevel}` as const;
  return (
    <List
      className={['feature-list', className].filter(Boolean).join(' ')}
      data-ordered={ordered || undefined}
    >
      {items.map((item, i) => (
        <li key={item.title} className="feature-list__item">
          <span className="feature-list__icon">
            <FeatureIcon name={item.icon} />
            {ordered && (
              <span className="feature-list__number" aria-hidden="true">
                {i + 1}
              </span>
            )}
          </span>
          <Title className="feature-list__title">{item.title}</Title>
          <p className="feature-list__text">{item.text}</p>
        </li>
      ))}
    </List>
  );
}
