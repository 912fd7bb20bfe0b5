import { adReasonBody } from '@creator-console/contract';
import { Text } from '@creator-console/ui';
import { FormDialog, FormTextarea, useContractForm } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import { taskMessages } from './messages';

type ReasonValues = { reason: string };

/**
 * A decision that needs a reason (暂停, 取消, 拒绝, 移出): the reason (1–200, the contract's
 * messages) and, for the ones that destroy something, what goes (`warning`). `submit` runs the
 * call; a refusal keeps the dialog open (the api client has shown it).
 */
export function ReasonDialog({
  title,
  warning,
  confirmLabel,
  submitting,
  submit,
  onClose,
}: {
  title: string;
  warning?: string;
  confirmLabel: string;
  submitting: boolean;
  submit: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const t = useMessages(taskMessages);
  const form = useContractForm<ReasonValues, ReasonValues>(adReasonBody, { defaultValues: { reason: '' } });
  return (
    <FormDialog
      title={title}
      form={form}
      submit={async ({ reason }) => {
        await submit(reason);
        onClose();
      }}
      submitting={submitting}
      submitLabel={confirmLabel}
      cancelLabel={t('close')}
      onClose={onClose}
    >
      {warning ? (
        <div role="alert">
          <Text tone="critical">{warning}</Text>
        </div>
      ) : null}
      <FormTextarea
        control={form.control}
        name="reason"
        label={t('reason')}
        rows={3}
        maxLength={200}
        required
      />
    </FormDialog>
  );
}
