import { isHttpError } from '@creator-console/api-client';

/** Field name → the message to show under it. */
export type FieldErrors = Partial<Record<string, string>>;

type Issue = { path: readonly PropertyKey[]; message: string };
type Schema<T> = {
  safeParse: (
    values: unknown,
  ) => { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
};

/** The first message per top-level field. */
function byField(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The contract's own parse of the publish form, so the messages under the fields are exactly the
 * ones the server would answer with.
 */
export function parseFields<T>(
  schema: Schema<T>,
  values: unknown,
): { data: T; errors?: undefined } | { data?: undefined; errors: FieldErrors } {
  const result = schema.safeParse(values);
  return result.success ? { data: result.data } : { errors: byField(result.error.issues) };
}

/** A 400 answer's issues per field, or null for any other failure. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!isHttpError(error) || error.status !== 400) return null;
  const body = error.body as { issues?: Issue[] } | undefined;
  const errors = byField(body?.issues ?? []);
  return Object.keys(errors).length > 0 ? errors : null;
}
