import type { AccountRow, AccountSession } from '@creator-console/contract';
import {
  Button,
  DataTable,
  Drawer,
  DrawerContent,
  EmptyState,
  Inline,
  Skeleton,
  Stack,
  type DataTableColumn,
} from '@creator-console/ui';
import { useDateTime } from '../../../../shared/date-time';
import { useMessages } from '../../../../shared/i18n';
import { toaster } from '../../../../shared/notices';
import { useAccountSessions, useRevokeAccountSession, useRevokeAccountSessions } from '../api';
import { accountMessages } from '../messages';

/** An account's live sessions: when, where from, on whose behalf; 强制下线 one or all. */
export function SessionsDrawer({ account, onClose }: { account: AccountRow | null; onClose: () => void }) {
  const t = useMessages(accountMessages);
  const dateTime = useDateTime();
  const { data: sessions, isLoading } = useAccountSessions(account?.id ?? null);
  const one = useRevokeAccountSession();
  const all = useRevokeAccountSessions();
  const manageable = account?.manageable ?? false;

  const revokeOne = async (session: AccountSession) => {
    if (!account) return;
    const { revoked } = await one.trigger({ params: { id: account.id, sessionId: session.id } });
    toaster.show({ tone: 'positive', message: t('revoked', { n: revoked }) });
  };
  const revokeAll = async () => {
    if (!account) return;
    const { revoked } = await all.trigger({ params: { id: account.id } });
    toaster.show({ tone: 'positive', message: t('revoked', { n: revoked }) });
  };

  const columns: DataTableColumn<AccountSession>[] = [
    { key: 'created_at', header: t('sessionCreated'), cell: (row) => dateTime(row.created_at) },
    { key: 'last_seen_at', header: t('sessionSeen'), cell: (row) => dateTime(row.last_seen_at) },
    { key: 'expires_at', header: t('sessionExpires'), cell: (row) => dateTime(row.expires_at) },
    { key: 'ip', header: t('ip'), cell: (row) => row.ip || t('none') },
    { key: 'user_agent', header: t('device'), cell: (row) => row.user_agent || t('none') },
    { key: 'acting_mcn', header: t('actingMcn'), cell: (row) => row.acting_mcn?.name ?? t('none') },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) => (
        <Button
          size="small"
          variant="ghost"
          tone="critical"
          disabled={!manageable}
          onClick={() => void revokeOne(row).catch(() => undefined)}
        >
          {t('forceOut')}
        </Button>
      ),
    },
  ];

  return (
    <Drawer open={account !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {account ? (
        <DrawerContent title={t('sessionsTitle', { name: account.name })} size="large">
          {isLoading || !sessions ? (
            <Skeleton lines={4} />
          ) : (
            <Stack space="medium">
              <Inline align="right">
                <Button
                  tone="critical"
                  variant="soft"
                  disabled={!manageable || sessions.length === 0}
                  loading={all.isMutating}
                  onClick={() => void revokeAll().catch(() => undefined)}
                >
                  {t('forceOutAll')}
                </Button>
              </Inline>
              <DataTable
                label={t('sessionsTitle', { name: account.name })}
                columns={columns}
                rows={sessions}
                rowKey="id"
                empty={<EmptyState title={t('noSessions')} />}
              />
            </Stack>
          )}
        </DrawerContent>
      ) : null}
    </Drawer>
  );
}
