import { isHttpError } from '@creator-console/api-client';

/** Field name → the message to show under it. */
export type FieldErrors = Partial<Record<string, string>>;

type Issue = { path: readonly PropertyKey[]; message: string };
/** What a contract (zod) schema offers: a check that lists its issues. */
export type FieldsSchema<T> = {
  safeParse: (
    values: unknown,
  ) => { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
};

/** The first message per field; `prefix` drops the leading path parts (the server's `fields`). */
function byField(issues: readonly Issue[], prefix: readonly string[] = []): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    if (!prefix.every((part, index) => issue.path[index] === part)) continue;
    const field = issue.path[prefix.length];
    if (typeof field === 'string' && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The contract's own check of a form, so the messages under the fields are exactly the ones the
 * server would answer with. Empty when the values pass.
 */
export function contractErrors(schema: FieldsSchema<unknown>, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  return result.success ? {} : byField(result.error.issues);
}

/** The contract's parse of a whole form: its normalised values, or the messages per field. */
export function parseFields<T>(
  schema: FieldsSchema<T>,
  values: unknown,
): { data: T; errors?: undefined } | { data?: undefined; errors: FieldErrors } {
  const result = schema.safeParse(values);
  return result.success ? { data: result.data } : { errors: byField(result.error.issues) };
}

/** A 400 answer's issues about the application's fields (`fields.<name>`), or null for any other failure. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!isHttpError(error) || error.status !== 400) return null;
  const body = error.body as { issues?: Issue[] } | undefined;
  const errors = byField(body?.issues ?? [], ['fields']);
  return Object.keys(errors).length > 0 ? errors : null;
}

export const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean);
