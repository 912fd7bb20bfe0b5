import { forwardRef, type FocusEventHandler, type ReactNode } from 'react';
import type { DataAttributes } from '../../vocabulary';
import { TextField } from '../TextField';

export type AmountInputProps = {
  /** Visible label; also the input's accessible name (e.g. 提现金额). */
  label: string;
  /** The text as typed (yuan, e.g. `12.3`): the field never rewrites it. */
  value: string;
  /** Every change of the text; parsing it (the contract's `parseYuan`) is the caller's. */
  onChange: (text: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  /** Help shown under the field, linked with aria-describedby. */
  hint?: string;
  /** Error message: marks the input invalid and is linked with aria-describedby. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** Amounts that may be negative (adjustments): the keyboard offers `-` (`inputMode="text"`). */
  signed?: boolean;
  /** The currency symbol inside the box; `¥` by default. */
  symbol?: string;
  /** A control beside the box, e.g. 全部提现 filling in the available balance. */
  action?: ReactNode;
  name?: string;
  /** Generated with useId when not given. */
  id?: string;
  placeholder?: string;
  autoFocus?: boolean;
  data?: DataAttributes;
};

/**
 * A labelled text input for an amount of money in yuan, with `¥` in the box and a numeric
 * keyboard on phones. It keeps the text as typed (controlled `value`/`onChange(text)`); turning
 * it into fen and checking it is the form's (the console's `AmountField`).
 */
export const AmountInput = forwardRef<HTMLInputElement, AmountInputProps>(
  ({ value, onChange, signed = false, symbol = '¥', ...props }, ref) => (
    <TextField
      ref={ref}
      {...props}
      type="text"
      inputMode={signed ? 'text' : 'decimal'}
      autoComplete="off"
      maxLength={24}
      prefix={symbol}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  ),
);
AmountInput.displayName = 'AmountInput';
