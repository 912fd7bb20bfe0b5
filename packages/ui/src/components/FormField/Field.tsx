import { createContext, forwardRef, useContext, useId, type ReactNode } from 'react';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { Icon } from '../Icon';
import * as styles from './Field.css';

/**
 * The internal pieces of every labelled field: ids, the wiring a control needs (id,
 * aria-describedby, aria-invalid) and the shell that lays out label, control, error and hint.
 * TextField, Textarea, Select, RadioGroup and the public FormField are built from them.
 */

export type FieldIds = {
  controlId: string;
  labelId: string;
  hintId: string;
  errorId: string;
};

/** Ids of a field's parts, from the given control id or a generated one. */
export function useFieldIds(id?: string): FieldIds {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return {
    controlId,
    labelId: `${controlId}-label`,
    hintId: `${controlId}-hint`,
    errorId: `${controlId}-error`,
  };
}

/** aria-describedby of the control: the error first, then the hint, then anything else. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/** What a control inside a field reads to wire itself to the field's label, hint and error. */
export type FormFieldState = {
  /** The id the control must carry: the label points at it. */
  id: string;
  labelId: string;
  /** Ids of the error and hint, for the control's aria-describedby. */
  'aria-describedby': string | undefined;
  /** `true` when the field has an error. */
  'aria-invalid': true | undefined;
  required: boolean;
};

export const FormFieldContext = createContext<FormFieldState | null>(null);

/**
 * Inside a `FormField`: the wiring its control must carry. A custom control puts `id`,
 * `aria-describedby`, `aria-invalid` (and `required`) on its focusable element; `null` outside a
 * FormField.
 */
export function useFormField(): FormFieldState | null {
  return useContext(FormFieldContext);
}

export function fieldState(
  ids: FieldIds,
  { hint, error, required = false }: { hint?: ReactNode; error?: ReactNode; required?: boolean },
): FormFieldState {
  return {
    id: ids.controlId,
    labelId: ids.labelId,
    'aria-describedby': describedBy(error ? ids.errorId : null, hint ? ids.hintId : null),
    'aria-invalid': error ? true : undefined,
    required,
  };
}

/** The error (with its icon) and the hint, with the ids a control's aria-describedby names. */
export function FieldMessages({ ids, hint, error }: { ids: FieldIds; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {error ? (
        <p id={ids.errorId} className={styles.error}>
          <Icon name="alert" size="small" />
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </>
  );
}

export type FieldShellProps = {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /**
   * `label` (default): a `<label for>` the control. `span`: a plain element that groups
   * (radio group, date range) point at with aria-labelledby.
   */
  labelAs?: 'label' | 'span';
  /** Under the hint, e.g. the character count. */
  footer?: ReactNode;
  children: ReactNode;
  data?: DataAttributes;
};

/** Lays out label, control, error and hint, with the ids the control's ARIA points at. */
export const FieldShell = forwardRef<HTMLDivElement, FieldShellProps>(
  ({ ids, label, hint, error, required = false, labelAs = 'label', footer, children, data }, ref) => {
    const mark = required ? (
      // The control's own required state is what assistive technology announces.
      <span className={styles.requiredMark} aria-hidden="true">
        *
      </span>
    ) : null;
    return (
      <div ref={ref} className={styles.root} {...dataAttributes(data)}>
        {labelAs === 'label' ? (
          <label id={ids.labelId} htmlFor={ids.controlId} className={styles.label}>
            {label}
            {mark}
          </label>
        ) : (
          <span id={ids.labelId} className={styles.label}>
            {label}
            {mark}
          </span>
        )}
        {children}
        <FieldMessages ids={ids} hint={hint} error={error} />
        {footer}
      </div>
    );
  },
);
FieldShell.displayName = 'FieldShell';
