// The 'Filtros' dialog (spec 2, 'Search'), wired to the API's filters: price range, stay dates, unit
// type, people / rooms / bathrooms, pets and amenities. Changes stay a draft until 'Aplicar';
// 'Limpar' removes every filter at once. Loaded lazily, on the first opening.
import { useState } from 'react';
import { COUNTER_FILTER_MAX } from '../../api/catalogue-messages.ts';
import {
  fixPriceRange,
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  PRICE_FILTER_STEP,
} from '../../domain/price-filter.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox, CheckboxGroup } from '../../ui/Checkbox.tsx';
import { Counter } from '../../ui/Counter.tsx';
import { useAfterHandover } from '../../ui/deferred-handoffs.ts';
import { LazyDateRangePicker } from '../../ui/LazyDateRangePicker.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { type Range, RangeSlider } from '../../ui/RangeSlider.tsx';
import { Select } from '../../ui/Select.tsx';
import { Switch } from '../../ui/Switch.tsx';
import { AMENITY_OPTIONS } from './amenities.ts';
import type { SearchFilters } from './search-params.ts';
import { useApartmentTypes } from './useApartmentTypes.ts';
import './FiltersModal.css';

const ALL_TYPES = 'todos';

export interface FiltersModalProps {
  /** The filters in force when the dialog opens. */
  filters: SearchFilters;
  onApply: (filters: SearchFilters) => void;
  onClear: () => void;
  onClose: () => void;
}

/** A counter left empty counts as zero. */
const count = (value: number) => (Number.isFinite(value) ? value : 0);

export default function FiltersModal({ filters, onApply, onClear, onClose }: FiltersModalProps) {
  const [draft, setDraft] = useState<SearchFilters>(filters);
  const { types, failed } = useApartmentTypes();
  const set = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  // Dates typed while the date field's code was loading count, even when Aplicar comes before it.
  const apply = useAfterHandover(() => onApply(draft));

  // The URL may name the type by id, slug or name; the select speaks slugs.
  const wanted = draft.type?.toLowerCase();
  const selectedType =
    types.find((t) => t.slug === wanted || String(t.id) === wanted || t.name.toLowerCase() === wanted)
      ?.slug ?? (wanted && !types.length ? wanted : ALL_TYPES);
  const typeOptions = [
    { id: ALL_TYPES, label: 'Todos' },
    ...types.map((t) => ({ id: t.slug, label: t.name })),
    // Until the list arrives, keep a chosen type visible rather than showing 'Todos'.
    ...(wanted && !types.length ? [{ id: wanted, label: draft.type ?? wanted }] : []),
  ];

  return (
    <Modal
      title="Filtros"
      size="md"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className="search-filters"
      footer={
        <>
          <Button variant="ghost" className="search-filters__clear" onPress={onClear}>
            Limpar
          </Button>
          <Button variant="primary" onPress={apply}>
            Aplicar
          </Button>
        </>
      }
    >
      <div className="search-filters__body">
        <RangeSlider
          label="Faixa de preço mensal"
          min={PRICE_FILTER_MIN}
          max={PRICE_FILTER_MAX}
          step={PRICE_FILTER_STEP}
          value={[...draft.price] as Range}
          onChange={(value) => set('price', fixPriceRange(value, draft.price))}
        />
        <LazyDateRangePicker
          label="Check-in e check-out"
          value={draft.checkin && draft.checkout ? { start: draft.checkin, end: draft.checkout } : null}
          onChange={(value) =>
            setDraft((d) => ({ ...d, checkin: value?.start, checkout: value?.end ?? undefined }))
          }
        />
        <Select
          label="Tipo de imóvel"
          options={typeOptions}
          value={selectedType}
          onChange={(id) => set('type', id === null || id === ALL_TYPES ? undefined : String(id))}
          description={
            failed ? 'Não foi possível carregar os tipos. Feche e abra os filtros novamente.' : undefined
          }
        />
        <div className="search-filters__counters">
          <Counter
            label="Pessoas"
            min={0}
            max={COUNTER_FILTER_MAX}
            value={draft.people}
            onChange={(v) => set('people', count(v))}
          />
          <Counter
            label="Quartos"
            min={0}
            max={COUNTER_FILTER_MAX}
            value={draft.rooms}
            onChange={(v) => set('rooms', count(v))}
          />
          <Counter
            label="Banheiros"
            min={0}
            max={COUNTER_FILTER_MAX}
            value={draft.bathrooms}
            onChange={(v) => set('bathrooms', count(v))}
          />
        </div>
        <Switch isSelected={draft.pets} onChange={(on) => set('pets', on)}>
          Aceita pets
        </Switch>
        <CheckboxGroup
          label="Comodidades"
          value={[...draft.amenities]}
          onChange={(value) => set('amenities', value)}
          columns
        >
          {AMENITY_OPTIONS.map((amenity) => (
            <Checkbox key={amenity.slug} value={amenity.slug}>
              {amenity.name}
            </Checkbox>
          ))}
        </CheckboxGroup>
      </div>
    </Modal>
  );
}
