// Accordion: questions that open to show their answer. Each title is a native button in a heading,
// with aria-expanded and aria-controls, so Enter and Space toggle it with no script of ours; the
// answer is a group named by its title. A closed answer is `hidden="until-found"`: the browser's
// find in page still finds its text, and opens it (beforematch). Used by the home's and the FAQ
// page's questions and the tutorials. No react-aria here: its DisclosureGroup was ~2 KB of gzip in
// the home's first load (issue 32), for what the platform's button does.
//
//   <Accordion items={faqs.map((f) => ({ id: f.id, title: f.title, content: <p>{f.description}</p> }))} />
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { cx } from './cx.ts';
import { ChevronDownIcon } from './icons.tsx';
import './Accordion.css';

type Key = string | number;

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

interface AccordionEntryProps {
  item: AccordionItem;
  expanded: boolean;
  setExpanded: (expanded: boolean) => void;
  headingLevel: 2 | 3 | 4;
}

function AccordionEntry({ item, expanded, setExpanded, headingLevel }: AccordionEntryProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const Heading = `h${headingLevel}` as const;
  // React writes `hidden` as a boolean (so the server's page hides closed answers too); closed, the
  // panel then becomes findable.
  useLayoutEffect(() => {
    if (!expanded) panel.current?.setAttribute('hidden', 'until-found');
  }, [expanded]);
  const latest = useRef(setExpanded);
  latest.current = setExpanded;
  useEffect(() => {
    const element = panel.current;
    const onMatch = () => latest.current(true);
    element?.addEventListener('beforematch', onMatch);
    return () => element?.removeEventListener('beforematch', onMatch);
  }, []);
  return (
    <div className="tk-Accordion-item" data-expanded={expanded || undefined}>
      <Heading className="tk-Accordion-heading">
        <button
          type="button"
          id={`${id}-trigger`}
          className="tk-Accordion-trigger"
          aria-expanded={expanded}
          aria-controls={`${id}-panel`}
          onClick={() => setExpanded(!expanded)}
        >
          <span>{item.title}</span>
          <ChevronDownIcon className="tk-Accordion-chevron" />
        </button>
      </Heading>
      {/* biome-ignore lint/a11y/useSemanticElements: a group named by its title, as react-aria's panel is; a fieldset would draw a form's box. */}
      <div
        ref={panel}
        id={`${id}-panel`}
        role="group"
        aria-labelledby={`${id}-trigger`}
        className="tk-Accordion-panel"
        hidden={!expanded}
      >
        <div className="tk-Accordion-content">{item.content}</div>
      </div>
    </div>
  );
}

export function Accordion({
  items,
  allowsMultipleExpanded,
  defaultExpandedIds,
  headingLevel = 3,
  className,
}: AccordionProps) {
  const [expandedIds, setExpandedIds] = useState(() => new Set(defaultExpandedIds ?? []));
  const setExpanded = (id: Key, expanded: boolean) =>
    setExpandedIds((current) => {
      const next = new Set(allowsMultipleExpanded ? current : []);
      if (expanded) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <div className={cx('tk-Accordion', className)}>
      {items.map((item) => (
        <AccordionEntry
          key={item.id}
          item={item}
          expanded={expandedIds.has(item.id)}
          setExpanded={(expanded) => setExpanded(item.id, expanded)}
          headingLevel={headingLevel}
        />
      ))}
    </div>
  );
}
