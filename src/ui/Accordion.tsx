// Accordion: questions that open to show their answer (react-aria DisclosureGroup): each title is a
// button in a heading, with aria-expanded, and Enter/Space toggles it. Used by the FAQ.
//
//   <Accordion items={faqs.map((f) => ({ id: f.id, title: f.title, content: <p>{f.description}</p> }))} />
import type { ReactNode } from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type Key,
} from 'react-aria-components';
import { cx } from './cx.ts';
import { ChevronDownIcon } from './icons.tsx';
import './Accordion.css';

export interface AccordionItem {
  id: Key;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Let several answers stay open at once (default: opening one closes the other). */
  allowsMultipleExpanded?: boolean;
  defaultExpandedIds?: Iterable<Key>;
  /** Heading level of the titles, to fit the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function Accordion({
  items,
  allowsMultipleExpanded,
  defaultExpandedIds,
  headingLevel = 3,
  className,
}: AccordionProps) {
  return (
    <DisclosureGroup
      className={cx('tk-Accordion', className)}
      allowsMultipleExpanded={allowsMultipleExpanded}
      defaultExpandedKeys={defaultExpandedIds}
    >
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} className="tk-Accordion-item">
          <Heading level={headingLevel} className="tk-Accordion-heading">
            <Button slot="trigger" className="tk-Accordion-trigger">
              <span>{item.title}</span>
              <ChevronDownIcon className="tk-Accordion-chevron" />
            </Button>
          </Heading>
          <DisclosurePanel className="tk-Accordion-panel">
            <div className="tk-Accordion-content">{item.content}</div>
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
