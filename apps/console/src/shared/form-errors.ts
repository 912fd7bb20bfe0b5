import { isHttpError } from '@creator-console/api-client';

/** Field name → the message to show under it. */
export type FieldErrors = Partial<Record<string, string>>;

type Issue = { path: readonly PropertyKey[]; message: string };
type Schema = {
  safeParse: (values: unknown) => { success: true } | { success: false; error: { issues: readonly Issue[] } };
};

function byField(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** The contract's own check of a form: the messages under the fields are the server's. */
export function contractErrors(schema: Schema, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  return result.success ? {} : byField(result.error.issues);
}

/** A 400 answer's issues per field (e.g. 该审核理由已存在 under the text), or null for any other failure. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!isHttpError(error) || error.status !== 400) return null;
  const errors = byField((error.body as { issues?: Issue[] } | undefined)?.issues ?? []);
  return Object.keys(errors).length > 0 ? errors : null;
}
