import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button, Dialog, DialogContent, Inline, Stack } from '@creator-console/ui';
import { FormError } from './form-error';
import type { ContractForm } from './use-contract-form';

/**
 * A form in a dialog (the note a user is whitelisted with, an invitation's message): its fields,
 * the form's own error, cancel and submit. A valid form's body goes to `submit`, which closes the
 * dialog when it is done; the server's refusal it throws lands on the fields it names.
 */
export function FormDialog<Values extends FieldValues, Output>({
  title,
  form,
  submit,
  submitting,
  submitLabel,
  cancelLabel,
  onClose,
  children,
}: {
  title: string;
  form: ContractForm<Values, Output>;
  submit: (body: Output) => Promise<void>;
  submitting: boolean;
  submitLabel: string;
  cancelLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const send = async (body: Output) => {
    try {
      await submit(body);
    } catch (failure) {
      form.setServerErrors(failure); // other failures: the api client has shown the server's message
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={title}>
        <form onSubmit={(event) => void form.handleSubmit(send)(event)} noValidate>
          <Stack space="medium">
            {children}
            <FormError control={form.control} />
            <Inline space="small" align="right">
              <Button variant="ghost" onClick={onClose}>
                {cancelLabel}
              </Button>
              <Button type="submit" loading={submitting}>
                {submitLabel}
              </Button>
            </Inline>
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}
