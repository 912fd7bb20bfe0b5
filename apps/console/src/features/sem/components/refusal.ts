import { isBusinessError } from '@creator-console/api-client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * A 202 refusal that is about one field (SKU 已存在, 话题已存在, 字段标识已存在…) also shows under
 * that field; the api client has already shown it as a toast. Anything else is thrown on, for the
 * form's own mapping of 400 issues.
 */
export function placeRefusal<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: Readonly<Record<string, Path<Values>>>,
): void {
  if (!isBusinessError(error)) throw error;
  const field = fields[error.message];
  if (!field) throw error;
  setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
}
