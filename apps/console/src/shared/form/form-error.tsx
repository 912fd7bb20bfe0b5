import { useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Text } from '@creator-console/ui';

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
