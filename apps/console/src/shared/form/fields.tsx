import type { ComponentProps } from 'react';
import { useController, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import {
  Checkbox,
  RadioGroup,
  Select,
  Switch,
  Text,
  Textarea,
  TextField,
  TopicInput,
} from '@creator-console/ui';

/**
 * The message to show under a field: its own, else the first of its parts (an issue about
 * `images.2` is shown under the images; one about `topics.1` under the topics).
 */
export function errorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, part] of Object.entries(error)) {
    if (key === 'ref' || key === 'type' || key === 'types' || key === 'message') continue;
    const found = errorMessage(part);
    if (found) return found;
  }
  return undefined;
}

/** Which form value a field shows: the form's `control` and the value's name. */
type Bound<Values extends FieldValues> = {
  // The transformed-values type does not matter to a field.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<Values, any, any>;
  name: FieldPath<Values>;
};

/**
 * The field's value and error. The input's ref is not handed to the form: focus stays where the
 * user is on a failed submit, as before the kit (and the lint's ref rules stay simple).
 */
function useField<Values extends FieldValues>({ control, name }: Bound<Values>) {
  const { field, fieldState } = useController({ control, name });
  return { field, error: errorMessage(fieldState.error) };
}

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

/** The form-level error: the server's issues that name no field of the form. */
export function FormError<Values extends FieldValues>({
  control,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<Values, any, any>;
}) {
  const { errors } = useFormState({ control, name: 'root.server' as FieldPath<Values> });
  const message = errors.root?.server?.message;
  return message ? (
    <Text tone="critical" as="p" data={{ error: 'form' }}>
      {message}
    </Text>
  ) : null;
}
