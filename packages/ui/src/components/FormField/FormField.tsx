import {
  Children,
  cloneElement,
  forwardRef,
  isValidElement,
  type AriaAttributes,
  type ReactElement,
} from 'react';
import type { DataAttributes } from '../../vocabulary';
import { describedBy, fieldState, FieldShell, FormFieldContext, useFieldIds } from './Field';

/** The props FormField sets on its control. */
type ControlProps = {
  id?: string;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
};

export type FormFieldProps = {
  /** Visible label; also the control's accessible name (a `<label for>` the control's id). */
  label: string;
  /** Help shown under the control, linked with aria-describedby. */
  hint?: string;
  /** Error message: marks the control invalid and is linked with aria-describedby. */
  error?: string;
  /** Sets the control's native `required` and shows a decorative asterisk. */
  required?: boolean;
  /** The control's id; its own `id`, or a generated one, when not given. */
  id?: string;
  /**
   * Exactly one control: a native `input`/`select`, or a custom control that puts `id`,
   * `aria-describedby`, `aria-invalid` and `required` on its focusable element (or reads them
   * with `useFormField()`).
   */
  children: ReactElement<ControlProps>;
  data?: DataAttributes;
};

/**
 * Label, hint and error around any single control, wired for assistive technology: the label
 * names the control, the error and hint describe it, an error marks it invalid.
 */
export const FormField = forwardRef<HTMLDivElement, FormFieldProps>(
  ({ label, hint, error, required = false, id, children, data }, ref) => {
    const child = Children.only(children);
    const childProps: ControlProps = isValidElement(child) ? child.props : {};
    const ids = useFieldIds(id ?? childProps.id);
    const state = fieldState(ids, { hint, error, required });
    const control = cloneElement(child, {
      id: ids.controlId,
      'aria-describedby': describedBy(state['aria-describedby'], childProps['aria-describedby']),
      'aria-invalid': state['aria-invalid'] ?? childProps['aria-invalid'],
      ...(required ? { required: true } : {}),
    });
    return (
      <FormFieldContext.Provider value={state}>
        <FieldShell
          ref={ref}
          ids={ids}
          label={label}
          hint={hint}
          error={error}
          required={required}
          data={data}
        >
          {control}
        </FieldShell>
      </FormFieldContext.Provider>
    );
  },
);
FormField.displayName = 'FormField';
