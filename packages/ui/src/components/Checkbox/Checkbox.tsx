import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { forwardRef, type ReactNode } from 'react';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { describedBy, FieldMessages, useFieldIds } from '../FormField/Field';
import * as fieldStyles from '../FormField/Field.css';
import { Icon } from '../Icon';
import * as styles from './Checkbox.css';

/** `true`, `false`, or `'indeterminate'` (some of a group are checked). */
export type CheckboxState = boolean | 'indeterminate';

export type CheckboxProps = {
  /** Visible label beside the box; also its accessible name. */
  label: ReactNode;
  /** Controlled state; leave out (with `defaultChecked`) for uncontrolled. */
  checked?: CheckboxState;
  defaultChecked?: CheckboxState;
  onCheckedChange?: (checked: CheckboxState) => void;
  /** Help under the label, linked with aria-describedby. */
  hint?: string;
  /** Error under the label: marks the checkbox invalid and describes it. */
  error?: string;
  disabled?: boolean;
  required?: boolean;
  /** Submitted with a surrounding form when checked, like a native checkbox. */
  name?: string;
  /** Submitted value when checked; `on` by default. */
  value?: string;
  /** Generated when not given. */
  id?: string;
  data?: DataAttributes;
};

/** A labelled checkbox (Radix Checkbox) with checked, unchecked and indeterminate states. */
export const Checkbox = forwardRef<HTMLButtonElement, CheckboxProps>(
  ({ label, hint, error, id, data, disabled, ...rootProps }, ref) => {
    const ids = useFieldIds(id);
    return (
      <div className={fieldStyles.choiceRow} {...dataAttributes(data)}>
        <span className={fieldStyles.choiceControl}>
          <RadixCheckbox.Root
            ref={ref}
            id={ids.controlId}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(error && ids.errorId, hint && ids.hintId)}
            className={styles.box}
            {...rootProps}
          >
            <RadixCheckbox.Indicator className={styles.indicator}>
              <span className={styles.check}>
                <Icon name="check" size="small" />
              </span>
              <span className={styles.dash} />
            </RadixCheckbox.Indicator>
          </RadixCheckbox.Root>
        </span>
        <div className={fieldStyles.choiceDetails}>
          <label
            htmlFor={ids.controlId}
            className={fieldStyles.choiceLabel}
            data-disabled={disabled ? '' : undefined}
          >
            {label}
          </label>
          <FieldMessages ids={ids} hint={hint} error={error} />
        </div>
      </div>
    );
  },
);
Checkbox.displayName = 'Checkbox';
