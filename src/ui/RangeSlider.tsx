// RangeSlider: a price range with two thumbs (react-aria Slider), values shown in reais.
// The thumbs cannot cross; each has its own accessible name and a spoken value in BRL.
//
//   <RangeSlider label="Faixa de preço" min={0} max={20000} step={100} value={range} onChange={setRange} />
import {
  Label,
  Slider,
  SliderOutput,
  type SliderProps,
  SliderThumb,
  SliderTrack,
} from 'react-aria-components';
import { formatMoney } from '../domain/money.ts';
import { cx } from './cx.ts';
import './Field.css';
import './RangeSlider.css';

export type Range = [number, number];

export interface RangeSliderProps
  extends Omit<SliderProps<Range>, 'className' | 'style' | 'children' | 'minValue' | 'maxValue' | 'render'> {
  label: string;
  min?: number;
  max?: number;
  /** Names of the two thumbs for screen readers. */
  thumbLabels?: [string, string];
  className?: string;
}

const BRL: Intl.NumberFormatOptions = { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 };

export function RangeSlider({
  label,
  min = 0,
  max = 100,
  step = 1,
  thumbLabels = ['Preço mínimo', 'Preço máximo'],
  className,
  ...props
}: RangeSliderProps) {
  return (
    <Slider<Range>
      {...props}
      minValue={min}
      maxValue={max}
      step={step}
      formatOptions={BRL}
      className={cx('tk-Field', 'tk-RangeSlider', className)}
    >
      <div className="tk-RangeSlider-header">
        <Label className="tk-Field-label">{label}</Label>
        {/* Always pt-BR reais, whatever the browser's language. */}
        <SliderOutput className="tk-RangeSlider-output">
          {({ state }) => state.values.map((v) => formatMoney(v, { whole: true })).join(' – ')}
        </SliderOutput>
      </div>
      <SliderTrack className="tk-RangeSlider-track">
        {({ state }) => (
          <>
            <span
              className="tk-RangeSlider-fill"
              style={{
                left: `${state.getThumbPercent(0) * 100}%`,
                width: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%`,
              }}
            />
            {state.values.map((_, i) => (
              <SliderThumb
                // biome-ignore lint/suspicious/noArrayIndexKey: exactly two thumbs, identified by position.
                key={i}
                index={i}
                aria-label={thumbLabels[i]}
                className="tk-RangeSlider-thumb"
              />
            ))}
          </>
        )}
      </SliderTrack>
    </Slider>
  );
}
