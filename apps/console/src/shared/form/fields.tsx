import type { ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Checkbox, RadioGroup, Select, Switch, Textarea, TopicInput } from '@creator-console/ui';
import { useField, type Bound } from './use-field';

type TextareaBinding = Omit<ComponentProps<typeof Textarea>, 'name' | 'value' | 'defaultValue' | 'error'>;

/** A Textarea showing a string value of the form and its error. */
export function FormTextarea<Values extends FieldValues>({
  control,
  name,
  onChange,
  onBlur,
  ...props
}: Bound<Values> & TextareaBinding) {
  const { field, error } = useField({ control, name });
  return (
    <Textarea
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      error={error}
      onChange={(event) => {
        field.onChange(event.target.value);
        onChange?.(event);
      }}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
    />
  );
}

/** How a choice's string stands for the form's value (e.g. a numeric id), both ways. */
type Choice = {
  /** The form value of a chosen option; the option's string by default. */
  parse?: (option: string) => unknown;
  /** The option string of the form value; '' shows no choice. */
  format?: (value: unknown) => string;
};
const asOption = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * The field of a choice component (Select, RadioGroup): the form's value shown as the option
 * string `format` gives, a chosen option stored as `parse` reads it, and the field's error.
 */
function useChoiceField<Values extends FieldValues>({
  control,
  name,
  parse = (option) => option,
  format = asOption,
  onValueChange,
}: Bound<Values> & Choice & { onValueChange?: ((option: string) => void) | undefined }) {
  const { field, error } = useField({ control, name });
  return {
    name: field.name,
    value: format(field.value),
    error,
    onValueChange: (option: string) => {
      field.onChange(parse(option));
      onValueChange?.(option);
    },
  };
}

type ChoiceBinding<C extends typeof Select | typeof RadioGroup> = Omit<
  ComponentProps<C>,
  'name' | 'value' | 'defaultValue' | 'error'
> &
  Choice;

/** A Select choosing a value of the form, with its error. */
export function FormSelect<Values extends FieldValues>({
  control,
  name,
  parse,
  format,
  onValueChange,
  ...props
}: Bound<Values> & ChoiceBinding<typeof Select>) {
  return <Select {...props} {...useChoiceField({ control, name, parse, format, onValueChange })} />;
}

/** A RadioGroup choosing a value of the form, with its error. */
export function FormRadioGroup<Values extends FieldValues>({
  control,
  name,
  parse,
  format,
  onValueChange,
  ...props
}: Bound<Values> & ChoiceBinding<typeof RadioGroup>) {
  return <RadioGroup {...props} {...useChoiceField({ control, name, parse, format, onValueChange })} />;
}

type SwitchBinding = Omit<ComponentProps<typeof Switch>, 'name' | 'checked' | 'defaultChecked'>;

/** A Switch turning a boolean value of the form on and off. */
export function FormSwitch<Values extends FieldValues>({
  control,
  name,
  onCheckedChange,
  ...props
}: Bound<Values> & SwitchBinding) {
  const { field } = useField({ control, name });
  return (
    <Switch
      {...props}
      name={field.name}
      checked={Boolean(field.value)}
      onCheckedChange={(checked) => {
        field.onChange(checked);
        onCheckedChange?.(checked);
      }}
    />
  );
}

type CheckboxBinding = Omit<ComponentProps<typeof Checkbox>, 'name' | 'checked' | 'defaultChecked' | 'error'>;

/** A Checkbox for a boolean value of the form, with its error. */
export function FormCheckbox<Values extends FieldValues>({
  control,
  name,
  onCheckedChange,
  ...props
}: Bound<Values> & CheckboxBinding) {
  const { field, error } = useField({ control, name });
  return (
    <Checkbox
      {...props}
      name={field.name}
      checked={Boolean(field.value)}
      error={error}
      onCheckedChange={(checked) => {
        field.onChange(checked === true);
        onCheckedChange?.(checked);
      }}
    />
  );
}

type TopicInputBinding = Omit<ComponentProps<typeof TopicInput>, 'value' | 'onChange' | 'error'>;

/** A TopicInput editing a list of topics of the form, with its error. */
export function FormTopicInput<Values extends FieldValues>({
  control,
  name,
  ...props
}: Bound<Values> & TopicInputBinding) {
  const { field, error } = useField({ control, name });
  return (
    <TopicInput
      {...props}
      value={(field.value as string[] | undefined) ?? []}
      error={error}
      onChange={(topics) => field.onChange(topics)}
    />
  );
}
