// 'Filtros' with a badge counting the filters in force; opens the (lazily loaded) filters dialog.
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { FilterIcon } from './icons.tsx';
import { activeFilterCount, DEFAULT_FILTERS, type SearchFilters } from './search-params.ts';

const FiltersModal = lazy(() => import('./FiltersModal.tsx'));

export interface FiltersButtonProps {
  filters: SearchFilters;
  onChange: (filters: SearchFilters) => void;
}

export function FiltersButton({ filters, onChange }: FiltersButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const active = activeFilterCount(filters);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="secondary"
        icon={<FilterIcon />}
        aria-label={active ? `Filtros, ${active} ${active === 1 ? 'ativo' : 'ativos'}` : 'Filtros'}
        onPress={() => setOpen(true)}
        // Fetch the dialog's code as soon as a pointer or focus gets near it.
        onHoverStart={() => void import('./FiltersModal.tsx')}
        onFocus={() => void import('./FiltersModal.tsx')}
      >
        Filtros
        {active > 0 && (
          <span className="search__badge" aria-hidden="true">
            {active}
          </span>
        )}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <FiltersModal
            filters={filters}
            onClose={close}
            onApply={(next) => {
              close();
              onChange(next);
            }}
            onClear={() => {
              close();
              onChange(DEFAULT_FILTERS);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
