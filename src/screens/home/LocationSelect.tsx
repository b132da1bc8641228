// The home search's 'Localização' list. Its code (react-aria Select) loads when the button is
// touched; until then a plain button of the same look shows the chosen location, and keeps focus
// when the list arrives (src/ui/deferred.ts).
import { useId, useRef } from 'react';
import { useDeferredModule } from '../../ui/deferred.ts';
import { ChevronDownIcon } from '../../ui/icons.tsx';
import type { SelectOption } from '../../ui/Select.tsx';
import '../../ui/Field.css';
import '../../ui/Select.css';

const loadSelect = () => import('../../ui/Select.tsx');
// On touch only: at idle time its code and first render (react-aria's Select, and the page's first
// Intl call: ICU's data) are main-thread work a phone's first tap may wait for. A press before it
// arrives opens the list when it does.
const ON_TOUCH = { loadWhenIdle: false } as const;

export interface LocationSelectProps {
  options: readonly SelectOption<number>[];
  value: number;
  onChange: (id: number | null) => void;
  isDisabled: boolean;
  placeholder: string;
  description?: string;
  className?: string;
}

const LABEL = 'Localização';

export function LocationSelect({ className, ...props }: LocationSelectProps) {
  const box = useRef<HTMLDivElement>(null);
  const [loaded, intent] = useDeferredModule(loadSelect, box, ON_TOUCH);
  const id = useId();
  const chosen = props.options.find((option) => option.id === props.value);
  return (
    <div ref={box} {...intent} style={{ display: 'contents' }}>
      {loaded ? (
        <loaded.Select<number> className={className} label={LABEL} {...props} />
      ) : (
        // The Select as drawn, before its list exists.
        <div className={`tk-Field tk-Select ${className ?? ''}`}>
          <label className="tk-Field-label" htmlFor={id}>
            {LABEL}
          </label>
          <button
            id={id}
            type="button"
            className="tk-Input tk-Select-button"
            disabled={props.isDisabled}
            data-disabled={props.isDisabled || undefined}
          >
            <span className="tk-Select-value" data-placeholder={chosen ? undefined : true}>
              {chosen?.label ?? props.placeholder}
            </span>
            <ChevronDownIcon size={20} />
          </button>
          {props.description && <span className="tk-Field-description">{props.description}</span>}
        </div>
      )}
    </div>
  );
}
