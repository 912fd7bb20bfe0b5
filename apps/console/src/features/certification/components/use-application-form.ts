import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { CertificationApplicationInput } from '@creator-console/api-client';
import { useContractForm, type ContractSchema } from '../../../shared/form';
import { useSubmitApplication } from '../api/submit-application';

type Application = CertificationApplicationInput;
type FieldsOf<T extends Application['type']> = Extract<Application, { type: T }>['fields'];

export type ApplicationFormOptions<T extends Application['type'], Values extends FieldValues> = {
  type: T;
  schema: ContractSchema<FieldsOf<T>>;
  defaultValues: DefaultValues<Values>;
  /** The schema's fields from the form's values (a document picked as a list of one). */
  toInput?: (values: Values) => unknown;
  /** Re-apply with PUT: the own rejected application. */
  reapplyId?: number;
  onSubmitted: () => void;
};

/**
 * The form every application shares: the contract's check of its fields (their zh-CN messages
 * under the fields), then POST or PUT; a 400 answer's issues about `fields.<name>` go back under
 * the fields. Other failures are shown by the api client (toast) and tracked by the submit flow.
 */
export function useApplicationForm<T extends Application['type'], Values extends FieldValues>({
  type,
  schema,
  defaultValues,
  toInput,
  reapplyId,
  onSubmitted,
}: ApplicationFormOptions<T, Values>) {
  const form = useContractForm<Values, FieldsOf<T>>(schema, {
    defaultValues,
    toInput,
    serverPrefix: ['fields'],
  });
  const { trigger, isMutating } = useSubmitApplication();

  /** Sends checked fields: null when taken, else the fields the server refused (maybe none). */
  const send = async (fields: FieldsOf<T>): Promise<string[] | null> => {
    try {
      await trigger({ application: { type, fields } as Application, reapplyId });
    } catch (failure) {
      return form.setServerErrors(failure) ?? [];
    }
    onSubmitted();
    return null;
  };

  const failed = Object.keys(form.formState.errors).length > 0;
  return { form, send, submitting: isMutating, failed };
}
