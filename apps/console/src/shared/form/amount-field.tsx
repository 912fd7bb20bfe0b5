import { useState } from 'react';
import { useController, useWatch, type FieldValues } from 'react-hook-form';
import { parseYuan, yuanText } from '@creator-console/contract';
import { AmountInput, type AmountInputProps } from '@creator-console/ui';
import { defineMessages, useMessages } from '../i18n';
import { errorMessage, type Bound } from './use-field';

export const amountFieldMessages = defineMessages({
  'zh-CN': { format: '请输入正确的金额，最多两位小数' },
  'en-US': { format: 'Enter a valid amount with at most two decimals' },
});

/**
 * The form value of yuan text: `undefined` when empty, the fen when it is an amount
 * (`parseYuan`: `'12.3'` → `1230`, separators and spaces ignored, `signed` allows `+`/`-`), and
 * `NaN` when it is not one — so a contract schema (`z.number()`) refuses it and the form does not
 * submit.
 */
export function fenOfText(text: string, { signed = false }: { signed?: boolean } = {}): number | undefined {
  if (text.trim() === '') return undefined;
  return parseYuan(text, { signed }) ?? Number.NaN;
}

/** The text a form value shows when the user did not type it (a default, `setValue`, `reset`). */
export function textOfFen(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? yuanText(value, { grouping: false }) : '';
}

/** `NaN` is the same as `NaN`, and an empty value the same whether `undefined` or `null`. */
const sameValue = (a: unknown, b: unknown) => Object.is(a ?? undefined, b ?? undefined);

type AmountFieldBinding = Omit<AmountInputProps, 'name' | 'value' | 'onChange' | 'error'> & {
  /**
   * Shown instead of the schema's message when the field is empty and the form refuses it; by
   * default the schema's own (e.g. 请输入提现金额).
   */
  requiredMessage?: string;
};

/**
 * An `AmountInput` bound to a form value in fen (`number | undefined`) while the user edits yuan
 * text. What was typed is kept as typed; a value set from outside (`setValue` for 全部提现, `reset`,
 * the default) shows as `2880.00`. Text that is not an amount says 请输入正确的金额，最多两位小数
 * once the user leaves the field or submits (the form value is then `NaN`, which the schema
 * refuses); an empty field says what the schema says about a missing amount (or
 * `requiredMessage`); any other message (minimum, maximum, the server's) is the schema's or the
 * server's.
 *
 *   <AmountField control={form.control} name="amount_fen" label="提现金额" required
 *     action={<Button variant="ghost" onClick={() => form.setValue('amount_fen', all)}>全部提现</Button>} />
 */
export function AmountField<Values extends FieldValues>({
  control,
  name,
  signed = false,
  requiredMessage,
  onBlur,
  ...props
}: Bound<Values> & AmountFieldBinding) {
  const t = useMessages(amountFieldMessages);
  const { field, fieldState } = useController({ control, name });
  // The form's value as it is: the controller's `field.value` shows the default value in place of
  // `undefined`, so a cleared field would fill itself in again.
  const formValue: unknown = useWatch({ control, name });
  const [typed, setTyped] = useState(() => textOfFen(formValue));
  // The typed text while it still means the form's value; else the value's own text.
  const text = sameValue(fenOfText(typed, { signed }), formValue) ? typed : textOfFen(formValue);

  const formError = errorMessage(fieldState.error);
  const value = fenOfText(text, { signed });
  let error: string | undefined;
  if (value === undefined) error = formError && (requiredMessage ?? formError);
  else if (Number.isNaN(value)) error = formError || fieldState.isTouched ? t('format') : undefined;
  else error = formError;

  return (
    <AmountInput
      {...props}
      signed={signed}
      name={field.name}
      value={text}
      error={error}
      onChange={(next) => {
        setTyped(next);
        field.onChange(fenOfText(next, { signed }));
      }}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
    />
  );
}
