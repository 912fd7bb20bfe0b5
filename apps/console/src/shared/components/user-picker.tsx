import { useDeferredValue, useId, useState } from 'react';
import { endpoints, type PickedUser, type AccountSide } from '@creator-console/contract';
import { Avatar, Button, Inline, Stack, Tag, Text, TextField } from '@creator-console/ui';
import { defineMessages, useMessages } from '../i18n';
import { useEndpoint } from '../use-endpoint';

const messages = defineMessages({
  'zh-CN': {
    search: '查找账号',
    hint: '用户名、昵称、完整手机号或手机尾号 4 位',
    results: '查找结果',
    none: '没有找到账号',
    add: '添加',
    addLabel: '添加 {name}',
    added: '已添加',
    selected: '已选 {n} 个账号',
    remove: '移除 {name}',
    disabled: '已禁用',
    full: '最多选择 {max} 个账号',
  },
  'en-US': {
    search: 'Find accounts',
    hint: 'Username, nickname, full phone number or its last 4 digits',
    results: 'Results',
    none: 'No account found',
    add: 'Add',
    addLabel: 'Add {name}',
    added: 'Added',
    selected: '{n} accounts selected',
    remove: 'Remove {name}',
    disabled: 'Disabled',
    full: 'Choose at most {max} accounts',
  },
});

/** The picker's search: nothing is asked before a keyword is typed. */
export const usePickedUsers = (keyword: string, side?: AccountSide) =>
  useEndpoint(endpoints.adminUserPicker, keyword ? { query: { keyword, ...(side ? { side } : {}) } } : null);

/**
 * Chooses accounts on a staff page (members of a label or group, an announcement's named
 * recipients, the operation log's 操作人): a search over `/api/admin/user-picker`, the results
 * with 添加, and the chosen accounts as removable tags. `max` 1 makes it a single choice that
 * a new pick replaces.
 */
export function UserPicker({
  value,
  onChange,
  max = 200,
  side,
  label,
  error,
}: {
  value: readonly PickedUser[];
  onChange: (users: PickedUser[]) => void;
  max?: number;
  side?: AccountSide;
  label?: string;
  error?: string;
}) {
  const t = useMessages(messages);
  const [draft, setDraft] = useState('');
  const keyword = useDeferredValue(draft.trim());
  const { data: found, isLoading } = usePickedUsers(keyword, side);
  const resultsId = useId();
  const chosen = new Set(value.map((user) => user.id));
  const full = max > 1 && value.length >= max;

  const add = (user: PickedUser) => onChange(max === 1 ? [user] : [...value, user]);
  const remove = (user: PickedUser) => onChange(value.filter((other) => other.id !== user.id));

  return (
    <Stack space="small">
      <TextField
        type="search"
        label={label ?? t('search')}
        hint={full ? t('full', { max }) : t('hint')}
        error={error}
        value={draft}
        maxLength={50}
        onChange={(event) => setDraft(event.target.value)}
      />
      {keyword ? (
        <section aria-label={t('results')} id={resultsId}>
          {found && found.length === 0 && !isLoading ? (
            <Text tone="muted">{t('none')}</Text>
          ) : (
            <Stack as="ul" space="xsmall">
              {(found ?? []).map((user) => (
                <li key={user.id}>
                  <Inline space="small" alignY="center">
                    <Avatar src={user.avatar} name={user.name} size="small" />
                    <Text>
                      {user.name}{' '}
                      <Text as="span" tone="muted">
                        @{user.username} · {user.phone}
                      </Text>
                    </Text>
                    {user.status !== 1 ? (
                      <Tag size="small" tone="critical">
                        {t('disabled')}
                      </Tag>
                    ) : null}
                    {chosen.has(user.id) ? (
                      <Tag size="small">{t('added')}</Tag>
                    ) : (
                      <Button
                        size="small"
                        variant="soft"
                        disabled={full}
                        aria-label={t('addLabel', { name: user.name })}
                        onClick={() => add(user)}
                      >
                        {t('add')}
                      </Button>
                    )}
                  </Inline>
                </li>
              ))}
            </Stack>
          )}
        </section>
      ) : null}
      {value.length > 0 ? (
        <Stack space="xsmall">
          {max > 1 ? (
            <Text size="small" tone="muted">
              {t('selected', { n: value.length })}
            </Text>
          ) : null}
          <Inline space="xsmall">
            {value.map((user) => (
              <Tag
                key={user.id}
                closable
                closeLabel={t('remove', { name: user.name })}
                onClose={() => remove(user)}
              >
                {user.name}
              </Tag>
            ))}
          </Inline>
        </Stack>
      ) : null}
    </Stack>
  );
}
