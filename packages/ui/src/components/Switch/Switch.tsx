import * as RadixSwitch from '@radix-ui/react-switch';
import { forwardRef } from 'react';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { describedBy, FieldMessages, useFieldIds } from '../FormField/Field';
import * as fieldStyles from '../FormField/Field.css';
import * as styles from './Switch.css';

export type SwitchProps = {
  /** Visible label beside the switch; also its accessible name. Name the setting, not the state. */
  label: string;
  /** Controlled state; leave out (with `defaultChecked`) for uncontrolled. */
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  /** Help under the label, linked with aria-describedby. */
  hint?: string;
  disabled?: boolean;
  required?: boolean;
  /** Submitted with a surrounding form when on, like a native checkbox. */
  name?: string;
  value?: string;
  /** Generated when not given. */
  id?: string;
  data?: DataAttributes;
};

/** An on/off setting that takes effect at once (Radix Switch), with its label beside it. */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(
  ({ label, hint, id, disabled, data, ...rootProps }, ref) => {
    const ids = useFieldIds(id);
    return (
      <div className={fieldStyles.choiceRow} {...dataAttributes(data)}>
        <span className={fieldStyles.choiceControl}>
          <RadixSwitch.Root
            ref={ref}
            id={ids.controlId}
            disabled={disabled}
            aria-describedby={describedBy(hint && ids.hintId)}
            className={styles.track}
            {...rootProps}
          >
            <RadixSwitch.Thumb className={styles.thumb} />
          </RadixSwitch.Root>
        </span>
        <div className={fieldStyles.choiceDetails}>
          <label
            htmlFor={ids.controlId}
            className={fieldStyles.choiceLabel}
            data-disabled={disabled ? '' : undefined}
          >
            {label}
          </label>
          <FieldMessages ids={ids} hint={hint} />
        </div>
      </div>
    );
  },
);
Switch.displayName = 'Switch';
