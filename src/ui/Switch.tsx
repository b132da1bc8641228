// Switch: an on/off setting that applies at once (react-aria Switch), e.g. 'Aceita pets'.
// For a choice confirmed by a submit button use Checkbox.
import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { cx } from './cx.ts';
import './Switch.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'className' | 'style' | 'children' | 'render'> {
  /** The visible label (its accessible name). */
  children: ReactNode;
  className?: string;
}

export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={cx('tk-Switch', className)}>
      <span className="tk-Switch-track" aria-hidden="true">
        <span className="tk-Switch-thumb" />
      </span>
      {children}
    </AriaSwitch>
  );
}
