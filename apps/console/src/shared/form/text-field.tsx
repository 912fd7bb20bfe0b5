import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { TextField } from '@creator-console/ui';
import { useField, type Bound } from './use-field';

type TextFieldBinding = Omit<
  ComponentProps<typeof TextField>,
  'name' | 'value' | 'defaultValue' | 'error'
> & {
  /** Rewrites what was typed before it is kept (e.g. upper case). */
  format?: (text: string) => string;
};

/** A TextField showing a string value of the form and its error. */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  format = (text) => text,
  onChange,
  onBlur,
  ...props
}: Bound<Values> & TextFieldBinding) {
  const { field, error } = useField({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      error={error}
      onChange={(event) => {
        field.onChange(format(event.target.value));
        onChange?.(event);
      }}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
    />
  );
}
