import { clsx } from 'clsx';
import {
  forwardRef,
  useId,
  useState,
  type ChangeEventHandler,
  type FocusEventHandler,
  type HTMLAttributes,
  type KeyboardEventHandler,
} from 'react';
import { useUiStrings } from '../../provider';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { Icon } from '../Icon';
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
  data?: DataAttributes;
};

/** A labelled single-line input with hint and error. `type="password"` adds a show-password toggle. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(
  ({ label, hint, error, required = false, type = 'text', id, data, ...inputProps }, ref) => {
    const strings = useUiStrings();
    const generatedId = useId();
    const inputId = id ?? generatedId;
    const hintId = `${inputId}-hint`;
    const errorId = `${inputId}-error`;
    const [passwordVisible, setPasswordVisible] = useState(false);
    const isPassword = type === 'password';
    const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

    return (
      <div className={styles.root} {...dataAttributes(data)}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
          {required ? (
            // The input's own `required` is what assistive technology announces.
            <span className={styles.requiredMark} aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
        <div className={styles.control}>
          <input
            ref={ref}
            id={inputId}
            type={isPassword && passwordVisible ? 'text' : type}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={clsx(styles.input, isPassword && styles.inputWithAction)}
            {...inputProps}
          />
          {isPassword ? (
            <span className={styles.action}>
              <IconButton
                size="small"
                icon={passwordVisible ? 'eye-off' : 'eye'}
                label={passwordVisible ? strings.hidePassword : strings.showPassword}
                aria-controls={inputId}
                disabled={inputProps.disabled}
                onClick={() => setPasswordVisible((visible) => !visible)}
              />
            </span>
          ) : null}
        </div>
        {error ? (
          <p id={errorId} className={styles.error}>
            <Icon name="alert" size="small" />
            {error}
          </p>
        ) : null}
        {hint ? (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        ) : null}
      </div>
    );
  },
);
TextField.displayName = 'TextField';
