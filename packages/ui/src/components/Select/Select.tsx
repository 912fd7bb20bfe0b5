import * as RadixSelect from '@radix-ui/react-select';
import { clsx } from 'clsx';
import { forwardRef } from 'react';
import * as menu from '../../internal/menu.css';
import { usePortalContainer, useUiStrings } from '../../provider';
import type { DataAttributes } from '../../vocabulary';
import { fieldState, FieldShell, useFieldIds } from '../FormField/Field';
import * as fieldStyles from '../FormField/Field.css';
import { Icon } from '../Icon';
import * as styles from './Select.css';

export type SelectOption = {
  /** A non-empty string (the empty string means “nothing selected”). */
  value: string;
  label: string;
  disabled?: boolean;
};

export type SelectProps = {
  /** Visible label; also the select's accessible name. */
  label: string;
  options: readonly SelectOption[];
  /** Shown while nothing is selected; 请选择/Select… by default. */
  placeholder?: string;
  /** Controlled value; `''` shows the placeholder. Leave out (with `defaultValue`) for uncontrolled. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Help shown under the field, linked with aria-describedby. */
  hint?: string;
  /** Error message: marks the select invalid and is linked with aria-describedby. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Submitted with a surrounding form, like a native select. */
  name?: string;
  /** The trigger's id; generated when not given. */
  id?: string;
  data?: DataAttributes;
};

/** A labelled single-choice list (Radix Select): the trigger shows the choice, the list pops over. */
export const Select = forwardRef<HTMLButtonElement, SelectProps>(
  ({ label, options, placeholder, hint, error, required = false, id, data, ...rootProps }, ref) => {
    const strings = useUiStrings();
    const container = usePortalContainer();
    const ids = useFieldIds(id);
    const field = fieldState(ids, { hint, error, required });
    return (
      <FieldShell ids={ids} label={label} hint={hint} error={error} required={required} data={data}>
        <RadixSelect.Root required={required} {...rootProps}>
          <RadixSelect.Trigger
            ref={ref}
            id={ids.controlId}
            aria-describedby={field['aria-describedby']}
            aria-invalid={field['aria-invalid']}
            aria-required={required || undefined}
            className={clsx(fieldStyles.control, styles.trigger)}
          >
            <span className={styles.value}>
              <RadixSelect.Value placeholder={placeholder ?? strings.selectPlaceholder} />
            </span>
            <RadixSelect.Icon className={styles.icon}>
              <Icon name="chevron-down" size="small" />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal container={container}>
            <RadixSelect.Content
              position="popper"
              sideOffset={4}
              className={clsx(menu.content, styles.content)}
            >
              <RadixSelect.Viewport className={styles.viewport}>
                {options.map((option) => (
                  <RadixSelect.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className={clsx(menu.item, styles.item)}
                  >
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator className={styles.indicator}>
                      <Icon name="check" size="small" />
                    </RadixSelect.ItemIndicator>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      </FieldShell>
    );
  },
);
Select.displayName = 'Select';
