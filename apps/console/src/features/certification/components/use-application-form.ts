import { useState } from 'react';
import type { CertificationApplicationInput } from '@creator-console/api-client';
import { useSubmitApplication } from '../api/submit-application';
import {
  hasErrors,
  parseFields,
  serverFieldErrors,
  type FieldErrors,
  type FieldsSchema,
} from '../form-errors';

type Application = CertificationApplicationInput;
type FieldsOf<T extends Application['type']> = Extract<Application, { type: T }>['fields'];

export type ApplicationFormOptions<T extends Application['type']> = {
  type: T;
  schema: FieldsSchema<FieldsOf<T>>;
  /** Re-apply with PUT: the own rejected application. */
  reapplyId?: number;
  onSubmitted: () => void;
};

/**
 * The submit step every application form shares: the contract's check first (its zh-CN messages
 * under the fields), then POST or PUT; a 400 answer's issues go back under the fields. Other
 * failures are shown by the api client (toast) and tracked by the submit flow.
 */
export function useApplicationForm<T extends Application['type']>({
  type,
  schema,
  reapplyId,
  onSubmitted,
}: ApplicationFormOptions<T>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const { trigger, isMutating } = useSubmitApplication();

  /** Checks some fields only (a step of the form, a field left); true when they pass. */
  const checkFields = (values: object, names: readonly string[]) => {
    const parsed = parseFields(schema, values);
    const found: FieldErrors = Object.fromEntries(names.map((name) => [name, parsed.errors?.[name]]));
    setErrors((current) => ({ ...current, ...found }));
    return !hasErrors(found);
  };

  /** Resolves with the server's field errors when it refused the form, else null. */
  const submit = async (values: object): Promise<FieldErrors | null> => {
    const parsed = parseFields(schema, values);
    if (parsed.errors) {
      setErrors(parsed.errors);
      return parsed.errors;
    }
    setErrors({});
    try {
      await trigger({ application: { type, fields: parsed.data } as Application, reapplyId });
    } catch (failure) {
      const fieldErrors = serverFieldErrors(failure);
      if (fieldErrors) setErrors(fieldErrors);
      return fieldErrors ?? {};
    }
    onSubmitted();
    return null;
  };

  const clearError = (name: string) =>
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));

  return { errors, submit, checkFields, clearError, submitting: isMutating, failed: hasErrors(errors) };
}
