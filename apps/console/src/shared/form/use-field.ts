import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

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
export type Bound<Values extends FieldValues> = {
  // The transformed-values type does not matter to a field.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<Values, any, any>;
  name: FieldPath<Values>;
};

/**
 * The field's value and error. The input's ref is not handed to the form: focus stays where the
 * user is on a failed submit, as before the kit (and the lint's ref rules stay simple).
 */
export function useField<Values extends FieldValues>({ control, name }: Bound<Values>) {
  const { field, fieldState } = useController({ control, name });
  return { field, error: errorMessage(fieldState.error) };
}
