import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import { forwardRef } from 'react';
import type { DataAttributes } from '../../vocabulary';
import { describedBy, FieldMessages, FieldShell, useFieldIds } from '../FormField/Field';
import * as fieldStyles from '../FormField/Field.css';
import * as styles from './RadioGroup.css';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

export type RadioOption = {
  value: string;
  label: string;
  /** A line under the option's label, linked to it with aria-describedby. */
  description?: string;
  disabled?: boolean;
};

export type RadioGroupProps = {
  /** The question; names the group. */
  label: string;
  options: readonly RadioOption[];
  /** Controlled value; leave out (with `defaultValue`) for uncontrolled. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Layout only: the arrow keys move through the options in either orientation. */
  orientation?: RadioGroupOrientation;
  /** Help under the group label, linked with aria-describedby. */
  hint?: string;
  /** Error message: marks the group invalid and describes it. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Submitted with a surrounding form, like native radio buttons. */
  name?: string;
  /** Base of the generated ids. */
  id?: string;
  data?: DataAttributes;
};

/** One choice out of a few, all visible (Radix RadioGroup), under a label that names the group. */
export const RadioGroup = forwardRef<HTMLDivElement, RadioGroupProps>(
  (
    { label, options, orientation = 'vertical', hint, error, required = false, id, data, ...rootProps },
    ref,
  ) => {
    const ids = useFieldIds(id);
    return (
      <FieldShell
        ids={ids}
        label={label}
        labelAs="span"
        hint={hint}
        error={error}
        required={required}
        data={data}
      >
        <RadixRadioGroup.Root
          ref={ref}
          id={ids.controlId}
          required={required}
          aria-labelledby={ids.labelId}
          aria-describedby={describedBy(error && ids.errorId, hint && ids.hintId)}
          aria-invalid={error ? true : undefined}
          aria-orientation={orientation}
          className={styles.options({ orientation })}
          {...rootProps}
        >
          {options.map((option, index) => {
            // Indexes, not values: a value may hold characters an id cannot.
            const itemIds = { ...ids, controlId: `${ids.controlId}-${index}` };
            const optionHintId = `${itemIds.controlId}-description`;
            return (
              <div key={option.value} className={fieldStyles.choiceRow}>
                <span className={fieldStyles.choiceControl}>
                  <RadixRadioGroup.Item
                    id={itemIds.controlId}
                    value={option.value}
                    disabled={option.disabled}
                    aria-describedby={option.description ? optionHintId : undefined}
                    className={styles.radio}
                  >
                    <RadixRadioGroup.Indicator className={styles.dot} />
                  </RadixRadioGroup.Item>
                </span>
                <div className={fieldStyles.choiceDetails}>
                  <label
                    htmlFor={itemIds.controlId}
                    className={fieldStyles.choiceLabel}
                    data-disabled={option.disabled || rootProps.disabled ? '' : undefined}
                  >
                    {option.label}
                  </label>
                  <FieldMessages ids={{ ...itemIds, hintId: optionHintId }} hint={option.description} />
                </div>
              </div>
            );
          })}
        </RadixRadioGroup.Root>
      </FieldShell>
    );
  },
);
RadioGroup.displayName = 'RadioGroup';
