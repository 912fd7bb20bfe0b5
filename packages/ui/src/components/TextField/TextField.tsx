import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import {
  forwardRef,
  useState,
  type ChangeEventHandler,
  type FocusEventHandler,
  type HTMLAttributes,
  type KeyboardEventHandler,
  type ReactNode,
} from 'react';
import { useUiStrings } from '../../provider';
import type { DataAttributes } from '../../vocabulary';
import { fieldState, FieldShell, useFieldIds } from '../FormField/Field';
import * as fieldStyles from '../FormField/Field.css';
import { IconButton } from '../IconButton';
import * as styles from './TextField.css';

export const textFieldTypes = ['text', 'password', 'email', 'tel', 'url', 'search', 'number'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export type TextFieldProps = {
  /** Visible label; also the input's accessible name. */
  label: string;
  /** Help shown under the field, linked with aria-describedby. */
  hint?: string;
  /** Error message: marks the input invalid and is linked with aria-describedby. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  type?: TextFieldType;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  name?: string;
  /** Generated with useId when not given. */
  id?: string;
  value?: string;
  defaultValue?: string;
  placeholder?: string;
  maxLength?: number;
  autoFocus?: boolean;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  /**
   * A short unit or symbol shown inside the box before the text, e.g. `¥`. Decorative
   * (`aria-hidden`): the label must say what the value is.
   */
  prefix?: string;
  /** A control after the box on the same line, e.g. a 全部提现 button that fills the field. */
  action?: ReactNode;
  data?: DataAttributes;
};

/**
 * A labelled single-line input with hint and error. `type="password"` adds a show-password toggle;
 * `prefix` a symbol inside the box, `action` a control beside it.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(
  ({ label, hint, error, required = false, type = 'text', id, prefix, action, data, ...inputProps }, ref) => {
    const strings = useUiStrings();
    const ids = useFieldIds(id);
    const field = fieldState(ids, { hint, error, required });
    const [passwordVisible, setPasswordVisible] = useState(false);
    const isPassword = type === 'password';

    const control = (
      <div className={clsx(styles.control, action ? styles.controlGrow : undefined)}>
        {prefix ? (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          ref={ref}
          id={ids.controlId}
          type={isPassword && passwordVisible ? 'text' : type}
          required={required}
          aria-invalid={field['aria-invalid']}
          aria-describedby={field['aria-describedby']}
          className={clsx(
            fieldStyles.control,
            styles.input,
            isPassword && styles.inputWithAction,
            prefix && styles.inputWithPrefix,
          )}
          style={prefix ? assignInlineVars({ [styles.prefixLength]: String(prefix.length) }) : undefined}
          {...inputProps}
        />
        {isPassword ? (
          <span className={styles.action}>
            <IconButton
              size="small"
              icon={passwordVisible ? 'eye-off' : 'eye'}
              label={passwordVisible ? strings.hidePassword : strings.showPassword}
              aria-controls={ids.controlId}
              disabled={inputProps.disabled}
              onClick={() => setPasswordVisible((visible) => !visible)}
            />
          </span>
        ) : null}
      </div>
    );

    return (
      <FieldShell ids={ids} label={label} hint={hint} error={error} required={required} data={data}>
        {action ? (
          <div className={styles.withAction}>
            {control}
            <div className={styles.trailing}>{action}</div>
          </div>
        ) : (
          control
        )}
      </FieldShell>
    );
  },
);
TextField.displayName = 'TextField';
