import { useWatch } from 'react-hook-form';
import { adReasonBody, AD_SUBMISSION_REJECT_REASONS } from '@creator-console/contract';
import { Button, Inline, Stack, Text } from '@creator-console/ui';
import { FormDialog, FormTextarea, useContractForm } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import { hasReason, toggleReason } from './logic';
import { reviewMessages } from './messages';

/**
 * The reason of a rejection, a hold or an invalidation (1–200 characters, the creator reads it).
 * A rejection offers the quick reasons of §10 as chips that add or remove their line.
 */
export function ReasonDialog({
  title,
  quick,
  submitLabel,
  busy,
  onSubmit,
  onClose,
}: {
  title: string;
  quick: boolean;
  submitLabel: string;
  busy: boolean;
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const t = useMessages(reviewMessages);
  const form = useContractForm<{ reason: string }, { reason: string }>(adReasonBody, {
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  return (
    <FormDialog
      title={title}
      form={form}
      submit={async ({ reason: text }) => {
        await onSubmit(text);
        onClose();
      }}
      submitting={busy}
      submitLabel={submitLabel}
      cancelLabel={t('cancel')}
      onClose={onClose}
    >
      {quick ? (
        <Stack space="xsmall">
          <Text tone="muted" size="small">
            {t('quickReasons')}
          </Text>
          <Inline space="xsmall">
            {AD_SUBMISSION_REJECT_REASONS.map((text) => (
              <Button
                key={text}
                size="small"
                variant={hasReason(reason, text) ? 'soft' : 'ghost'}
                tone={hasReason(reason, text) ? 'accent' : 'neutral'}
                aria-pressed={hasReason(reason, text)}
                onClick={() =>
                  form.setValue('reason', toggleReason(reason, text), {
                    shouldDirty: true,
                    shouldValidate: form.formState.isSubmitted,
                  })
                }
              >
                {text}
              </Button>
            ))}
          </Inline>
        </Stack>
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
