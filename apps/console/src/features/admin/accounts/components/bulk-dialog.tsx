import { useState } from 'react';
import {
  accountBulkInput,
  type AccountBulkAction,
  type AccountRow,
  type ResponseOf,
  type endpoints,
} from '@creator-console/contract';
import {
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  Inline,
  Select,
  Stack,
  Text,
  Textarea,
} from '@creator-console/ui';
import { useMessages } from '../../../../shared/i18n';
import { useAccountOptions, useBulkAccounts } from '../api';
import { accountMessages } from '../messages';

type BulkResult = ResponseOf<typeof endpoints.bulkAdminAccounts>;

export const BULK_LABELS: Record<
  AccountBulkAction,
  'bulkTags' | 'bulkRemoveTags' | 'bulkGroup' | 'bulkDisable'
> = {
  add_tags: 'bulkTags',
  remove_tags: 'bulkRemoveTags',
  add_group: 'bulkGroup',
  disable: 'bulkDisable',
};

/** One action on the selected accounts (≤ 200), answered per account. */
export function BulkDialog({
  action,
  ids,
  rows,
  onClose,
  onDone,
}: {
  action: AccountBulkAction | null;
  ids: number[];
  /** The rows on the page, to name the failed accounts. */
  rows: readonly AccountRow[];
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useMessages(accountMessages);
  const { data: options } = useAccountOptions();
  const { trigger, isMutating } = useBulkAccounts();
  const [tagIds, setTagIds] = useState<number[]>([]);
  const [groupId, setGroupId] = useState<string>('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<BulkResult | null>(null);
  const close = () => {
    setTagIds([]);
    setGroupId('');
    setReason('');
    setError(undefined);
    setResult(null);
    onClose();
  };
  const submit = async () => {
    if (!action) return;
    const checked = accountBulkInput.safeParse({
      action,
      user_ids: ids,
      ...(action === 'add_tags' || action === 'remove_tags' ? { tag_ids: tagIds } : {}),
      ...(action === 'add_group' && groupId ? { group_id: Number(groupId) } : {}),
      ...(action === 'disable' ? { reason } : {}),
    });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    const answer = await trigger({ body: checked.data });
    setResult(answer);
    onDone();
  };
  const nameOf = (id: number) => rows.find((row) => row.id === id)?.name ?? `#${id}`;

  return (
    <Dialog open={action !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent title={action ? t('bulkTitle', { action: t(BULK_LABELS[action]), n: ids.length }) : ''}>
        {result ? (
          <Stack space="medium">
            <Text weight="strong">
              {t('bulkResult', { ok: result.succeeded.length, failed: result.failed.length })}
            </Text>
            {result.failed.length > 0 ? (
              <Stack space="xsmall" as="ul">
                {result.failed.map((failure) => (
                  <Text key={failure.id} as="p" tone="critical">
                    {t('bulkFailed', { name: nameOf(failure.id), message: failure.message })}
                  </Text>
                ))}
              </Stack>
            ) : null}
            <Inline align="right">
              <Button onClick={close}>{t('close')}</Button>
            </Inline>
          </Stack>
        ) : (
          <Stack space="medium">
            {action === 'add_tags' || action === 'remove_tags' ? (
              <Stack space="small">
                <Text weight="strong">{t('selectTags')}</Text>
                <Inline space="small">
                  {(options?.tags ?? []).map((tag) => (
                    <Checkbox
                      key={tag.id}
                      label={tag.name}
                      checked={tagIds.includes(tag.id)}
                      onCheckedChange={(checked) =>
                        setTagIds((current) =>
                          checked === true ? [...current, tag.id] : current.filter((id) => id !== tag.id),
                        )
                      }
                    />
                  ))}
                </Inline>
              </Stack>
            ) : null}
            {action === 'add_group' ? (
              <Select
                label={t('selectGroup')}
                value={groupId}
                options={(options?.groups ?? []).map((group) => ({
                  value: String(group.id),
                  label: group.name,
                }))}
                onValueChange={setGroupId}
              />
            ) : null}
            {action === 'disable' ? (
              <Textarea
                label={t('disableReason')}
                value={reason}
                rows={3}
                required
                onChange={(event) => setReason(event.target.value)}
              />
            ) : null}
            {error ? <Text tone="critical">{error}</Text> : null}
            <Inline space="small" align="right">
              <Button variant="ghost" onClick={close}>
                {t('cancel')}
              </Button>
              <Button
                loading={isMutating}
                tone={action === 'disable' ? 'critical' : undefined}
                onClick={() => void submit().catch(() => undefined)}
              >
                {t('confirm')}
              </Button>
            </Inline>
          </Stack>
        )}
      </DialogContent>
    </Dialog>
  );
}
