import { useState } from 'react';
import { ACCOUNT_LIMITS, accountStatusInput, type AccountRow } from '@creator-console/contract';
import { ConfirmDialog, Stack, Text, Textarea } from '@creator-console/ui';
import { useMessages } from '../../../../shared/i18n';
import { toaster } from '../../../../shared/notices';
import { useAccountDetail, useSetAccountStatus } from '../api';
import { accountMessages } from '../messages';

/**
 * Disable (with a reason, saying how many sessions end) or enable an account. The reason is
 * checked by the contract's schema, as the server checks it.
 */
export function StatusDialog({ account, onClose }: { account: AccountRow | null; onClose: () => void }) {
  const t = useMessages(accountMessages);
  const disabling = account?.status === 1;
  const { data: detail } = useAccountDetail(account && disabling ? account.id : null);
  const { trigger } = useSetAccountStatus();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const confirm = async () => {
    if (!account) return;
    const body = disabling ? { status: 2 as const, reason } : { status: 1 as const };
    const checked = accountStatusInput.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      throw new Error('invalid');
    }
    await trigger({ params: { id: account.id }, body: checked.data });
    toaster.show({
      tone: 'positive',
      message: t(disabling ? 'disabled' : 'enabled', { name: account.name }),
    });
    close();
  };
  const sessions = detail ? t('disableSessions', { n: detail.session_count }) : '';
  const acting =
    detail && detail.acting_session_count > 0 ? t('disableActing', { m: detail.acting_session_count }) : '';
  return (
    <ConfirmDialog
      open={account !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={account ? t(disabling ? 'disableTitle' : 'enableTitle', { name: account.name }) : ''}
      confirmLabel={disabling ? t('disable') : t('enable')}
      cancelLabel={t('cancel')}
      tone={disabling ? 'critical' : 'accent'}
      onConfirm={confirm}
    >
      {disabling ? (
        <Stack space="small">
          <Textarea
            label={t('disableReason')}
            value={reason}
            error={error}
            required
            rows={3}
            maxLength={ACCOUNT_LIMITS.reasonMax + 1}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
          <Text tone="muted">
            {sessions}
            {acting}
          </Text>
        </Stack>
      ) : (
        <Text>{t('enableConfirm')}</Text>
      )}
    </ConfirmDialog>
  );
}
