// Price: an amount in reais ('R$ 1.234,56') with an optional lead-in and period
// ('A partir de R$ 2.500,00 / mês'). Formatting is domain/money.ts's formatMoney.
import { formatMoney } from '../domain/money.ts';
import { cx } from './cx.ts';
import './Price.css';

export interface PriceProps {
  value: number;
  /** Before the amount, smaller: 'A partir de'. */
  prefix?: string;
  /** After the amount, smaller: '/ mês', '/ noite'. */
  suffix?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function Price({ value, prefix, suffix, size = 'md', className }: PriceProps) {
  return (
    <span className={cx('tk-Price', className)} data-size={size}>
      {prefix && <span className="tk-Price-affix">{prefix} </span>}
      <strong className="tk-Price-value">{formatMoney(value)}</strong>
      {suffix && <span className="tk-Price-affix"> {suffix}</span>}
    </span>
  );
}
