import { useState } from 'react';
import {
  endpoints,
  recordPayoutBatchResult,
  withdrawalFailedBody,
  returnWithdrawal,
} from '@creator-console/contract';
import { Checkbox } from '@creator-console/ui';
import { FormDialog, FormTextField, FormTextarea, useContractForm } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import { useIdempotencyKey } from '../../../shared/idempotency';
import { toaster } from '../../../shared/notices';
import { useEndpointMutation } from '../../../shared/use-endpoint';
import { payoutMessages } from './messages';

type PaidBody = { bank_ref: string };
type FailedBody = { reason: string };
type ReturnBody = { reason: string; bank_ref: string };

const refresh = [endpoints.financePayouts] as const;

/** 标记已打款 of one withdrawal, or of a whole batch (`batch`): 银行流水号 required. */
export function PaidDialog({
  target,
  onClose,
}: {
  target: { kind: 'one'; id: number; no: string } | { kind: 'batch'; id: number; no: string };
  onClose: () => void;
}) {
  const t = useMessages(payoutMessages);
  // The key is made when the dialog opens and kept for its retries (money.md §3).
  const idempotency = useIdempotencyKey(`finance.payout.paid.${target.kind}.${target.id}`);
  const one = useEndpointMutation(endpoints.recordWithdrawalResult, { refresh });
  const batch = useEndpointMutation(endpoints.recordPayoutBatchResult, { refresh });
  const form = useContractForm<PaidBody, PaidBody>(recordPayoutBatchResult.body!, {
    defaultValues: { bank_ref: '' },
  });
  const submit = async ({ bank_ref }: PaidBody) => {
    if (target.kind === 'one') {
      const request = { params: { id: target.id }, body: { result: 'paid' as const, bank_ref } };
      await idempotency.run((idempotencyKey) => one.trigger({ ...request, idempotencyKey }), request);
      toaster.show({ tone: 'positive', message: t('paidDone') });
    } else {
      const request = { params: { id: target.id }, body: { bank_ref } };
      const answer = await idempotency.run(
        (idempotencyKey) => batch.trigger({ ...request, idempotencyKey }),
        request,
      );
      toaster.show({ tone: 'positive', message: t('batchPaidDone', { count: answer.paid }) });
    }
    onClose();
  };
  return (
    <FormDialog
      title={t(target.kind === 'one' ? 'paidTitle' : 'batchPaidTitle', { no: target.no })}
      form={form}
      submit={submit}
      submitting={one.isMutating || batch.isMutating}
      submitLabel={t('confirm')}
      cancelLabel={t('cancel')}
      onClose={onClose}
    >
      <FormTextField control={form.control} name="bank_ref" label={t('bankRef')} required />
    </FormDialog>
  );
}

/** 标记失败: 原因 and whether the payout account becomes unusable. */
export function FailedDialog({ id, no, onClose }: { id: number; no: string; onClose: () => void }) {
  const t = useMessages(payoutMessages);
  const idempotency = useIdempotencyKey(`finance.payout.failed.${id}`);
  const [invalidate, setInvalidate] = useState(false);
  const { trigger, isMutating } = useEndpointMutation(endpoints.recordWithdrawalResult, { refresh });
  const form = useContractForm<FailedBody, { reason: string }>(withdrawalFailedBody, {
    defaultValues: { reason: '' },
    toInput: ({ reason }) => ({ result: 'failed', reason, invalidate_account: invalidate ? 1 : 0 }),
  });
  const submit = async ({ reason }: { reason: string }) => {
    const request = {
      params: { id },
      body: {
        result: 'failed' as const,
        reason,
        invalidate_account: invalidate ? (1 as const) : (0 as const),
      },
    };
    await idempotency.run((idempotencyKey) => trigger({ ...request, idempotencyKey }), request);
    toaster.show({ tone: 'positive', message: t('failedDone') });
    onClose();
  };
  return (
    <FormDialog
      title={t('failedTitle', { no })}
      form={form}
      submit={submit}
      submitting={isMutating}
      submitLabel={t('confirm')}
      cancelLabel={t('cancel')}
      onClose={onClose}
    >
      <FormTextarea control={form.control} name="reason" label={t('reason')} rows={3} required />
      <Checkbox
        label={t('invalidate')}
        checked={invalidate}
        onCheckedChange={(on) => setInvalidate(on === true)}
      />
    </FormDialog>
  );
}

/** 登记退票: 原因 and 银行流水号. */
export function ReturnDialog({ id, no, onClose }: { id: number; no: string; onClose: () => void }) {
  const t = useMessages(payoutMessages);
  const idempotency = useIdempotencyKey(`finance.payout.return.${id}`);
  const { trigger, isMutating } = useEndpointMutation(endpoints.returnWithdrawal, { refresh });
  const form = useContractForm<ReturnBody, ReturnBody>(returnWithdrawal.body!, {
    defaultValues: { reason: '', bank_ref: '' },
  });
  const submit = async (body: ReturnBody) => {
    const request = { params: { id }, body };
    await idempotency.run((idempotencyKey) => trigger({ ...request, idempotencyKey }), request);
    toaster.show({ tone: 'positive', message: t('returnDone') });
    onClose();
  };
  return (
    <FormDialog
      title={t('returnTitle', { no })}
      form={form}
      submit={submit}
      submitting={isMutating}
      submitLabel={t('confirm')}
      cancelLabel={t('cancel')}
      onClose={onClose}
    >
      <FormTextarea control={form.control} name="reason" label={t('reason')} rows={3} required />
      <FormTextField control={form.control} name="bank_ref" label={t('bankRef')} required />
    </FormDialog>
  );
}
