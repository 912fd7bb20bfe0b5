import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { revealSensitive } from '@creator-console/api-client';
import {
  ACCOUNT_BULK_ACTIONS,
  ACCOUNT_LIMITS,
  ACCOUNT_SIDES,
  ACCOUNT_SORTS,
  endpoints,
  type AccountBulkAction,
  type AccountRow,
  type PickedUser,
} from '@creator-console/contract';
import {
  Avatar,
  Button,
  Checkbox,
  Drawer,
  DrawerContent,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  EmptyState,
  Inline,
  SensitiveValue,
  Stack,
  Tag,
  Text,
  Tooltip,
  TooltipContent,
  TooltipTrigger,
  type DataTableColumn,
  type DataTableKey,
} from '@creator-console/ui';
import { apiClient } from '../../../shared/api';
import { UserPicker } from '../../../shared/components/user-picker';
import { useDateTime } from '../../../shared/date-time';
import { ExportButton, ExportsPage } from '../../../shared/exports/exports';
import { useMessages } from '../../../shared/i18n';
import {
  ChoiceFilter,
  DateRangeFilter,
  FilterBar,
  KeywordFilter,
  ListPage,
  ListTable,
  ResetButton,
  SearchButton,
  StatusTabs,
  useListParams,
} from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { useEndpoint } from '../../../shared/use-endpoint';
import { useAccountOptions } from '../accounts/api';
import { AccountFormDrawer } from '../accounts/components/account-form-drawer';
import { BULK_LABELS, BulkDialog } from '../accounts/components/bulk-dialog';
import { CreatedPasswordDialog } from '../accounts/components/password-dialog';
import { PasswordDialog } from '../accounts/components/password-dialog';
import { SessionsDrawer } from '../accounts/components/sessions-drawer';
import { StatusDialog } from '../accounts/components/status-dialogs';
import { accountMessages } from '../accounts/messages';
import { accountLogHref, accountParams, accountQuery } from '../accounts/params';

/** A control that is disabled outside the caller's ceiling, explained by a tooltip. */
function Guarded({ allowed, reason, children }: { allowed: boolean; reason: string; children: ReactNode }) {
  if (allowed) return <>{children}</>;
  return (
    <Tooltip>
      <TooltipTrigger>
        <span tabIndex={0}>{children}</span>
      </TooltipTrigger>
      <TooltipContent>{reason}</TooltipContent>
    </Tooltip>
  );
}

/** /admin/index 账号管理: find, create, edit, disable/enable, reset, sign out (admin.md §6.1). */
export default function AdminIndexPage() {
  const t = useMessages(accountMessages);
  const navigate = useNavigate();
  const dateTime = useDateTime();
  const { params, update, paging, reset } = useListParams(accountParams);
  const query = useEndpoint(
    endpoints.adminAccounts,
    { query: accountQuery(params) },
    { keepPreviousData: true },
  );
  const { data: options } = useAccountOptions();
  const [mcnPicked, setMcnPicked] = useState<PickedUser[]>([]);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [createdPassword, setCreatedPassword] = useState<string | null>(null);
  const [statusOf, setStatusOf] = useState<AccountRow | null>(null);
  const [passwordOf, setPasswordOf] = useState<AccountRow | null>(null);
  const [sessionsOf, setSessionsOf] = useState<AccountRow | null>(null);
  const [selected, setSelected] = useState<DataTableKey[]>([]);
  const [bulk, setBulk] = useState<AccountBulkAction | null>(null);
  const rows = query.data?.data ?? [];

  const outside = t('outside');
  const columns: DataTableColumn<AccountRow>[] = [
    { key: 'id', header: t('id'), cell: (row) => row.id },
    {
      key: 'account',
      header: t('account'),
      cell: (row) => (
        <Inline space="small" wrap={false}>
          <Avatar name={row.name} src={row.avatar || undefined} size="small" decorative />
          <Stack space="none">
            <Text>{row.name}</Text>
            <Text tone="muted" size="small">{`@${row.username}`}</Text>
          </Stack>
        </Inline>
      ),
    },
    {
      key: 'phone',
      header: t('phone'),
      cell: (row) => (
        <SensitiveValue
          key={row.id}
          masked={row.phone}
          label={t('revealPhone')}
          onReveal={() => revealSensitive(apiClient, { module: 'userInfo', userId: row.id, field: 'phone' })}
          onNotice={(message) => toaster.show({ tone: 'neutral', message })}
        />
      ),
    },
    {
      key: 'roles',
      header: t('role'),
      cell: (row) => (
        <Inline space="xsmall">
          {row.roles.map((role, index) =>
            index === 0 ? (
              <Tooltip key={role.id}>
                <TooltipTrigger>
                  <span tabIndex={0}>
                    <Text weight="strong">{role.name}</Text>
                  </span>
                </TooltipTrigger>
                <TooltipContent>{t('currentRole')}</TooltipContent>
              </Tooltip>
            ) : (
              <Text key={role.id}>{role.name}</Text>
            ),
          )}
        </Inline>
      ),
    },
    {
      key: 'tags',
      header: t('tags'),
      cell: (row) =>
        row.tags.length ? (
          <Inline space="xsmall">
            {row.tags.map((tag) => (
              <Tag key={tag.id} size="small" tone={tag.tone as 'neutral'}>
                {tag.name}
              </Tag>
            ))}
          </Inline>
        ) : (
          t('none')
        ),
    },
    {
      key: 'channels',
      header: t('channel'),
      cell: (row) =>
        row.channels.length ? row.channels.map((channel) => channel.name).join('、') : t('none'),
    },
    { key: 'mcn', header: t('mcn'), cell: (row) => row.mcn?.name ?? t('none') },
    {
      key: 'status',
      header: t('status'),
      cell: (row) =>
        row.status === 2 ? (
          <Tooltip>
            <TooltipTrigger>
              <span tabIndex={0}>
                <Tag tone="critical" size="small">
                  {t('status_2')}
                </Tag>
              </span>
            </TooltipTrigger>
            <TooltipContent>
              {t('disabledBy', {
                reason: row.disabled_reason,
                by: row.disabled_by?.name ?? t('none'),
                at: row.disabled_at ? dateTime(row.disabled_at) : t('none'),
              })}
            </TooltipContent>
          </Tooltip>
        ) : (
          <Tag tone="positive" size="small">
            {t('status_1')}
          </Tag>
        ),
    },
    {
      key: 'last_login_at',
      header: t('lastLogin'),
      cell: (row) => (row.last_login_at ? dateTime(row.last_login_at) : t('never')),
    },
    { key: 'created_at', header: t('createdAt'), cell: (row) => dateTime(row.created_at) },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) => (
        <Inline space="xsmall" wrap={false}>
          <Guarded allowed={row.manageable} reason={outside}>
            <Button
              size="small"
              variant="ghost"
              disabled={!row.manageable}
              onClick={() => setEditing({ id: row.id })}
            >
              {t('edit')}
            </Button>
          </Guarded>
          <Guarded allowed={row.manageable} reason={outside}>
            <Button
              size="small"
              variant="ghost"
              tone={row.status === 1 ? 'critical' : undefined}
              disabled={!row.manageable}
              onClick={() => setStatusOf(row)}
            >
              {row.status === 1 ? t('disable') : t('enable')}
            </Button>
          </Guarded>
          <DropdownMenu>
            <DropdownMenuTrigger>
              <Button size="small" variant="ghost" aria-label={t('moreLabel', { name: row.name })}>
                {t('more')}
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem disabled={!row.manageable} onSelect={() => setPasswordOf(row)}>
                {t('resetPassword')}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setSessionsOf(row)}>{t('sessions')}</DropdownMenuItem>
              <DropdownMenuItem onSelect={() => void navigate(accountLogHref(row.id))}>
                {t('log')}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </Inline>
      ),
    },
  ];

  const mcnValue: PickedUser[] =
    params.mcn === null
      ? []
      : mcnPicked.filter((user) => user.id === params.mcn).length > 0
        ? mcnPicked
        : [
            {
              id: params.mcn,
              name: `MCN #${params.mcn}`,
              avatar: '',
              role_name: '',
              username: '',
              status: 1,
              phone: '',
            },
          ];

  const selectedIds = selected.map(Number).slice(0, ACCOUNT_LIMITS.bulkMax);

  return (
    <ListPage
      actions={
        <>
          <ExportButton request={{ kind: 'accounts', filter: accountQuery(params) }} />
          <Button icon="plus" onClick={() => setEditing({ id: null })}>
            {t('create')}
          </Button>
        </>
      }
    >
      <StatusTabs
        label={t('tabs')}
        allLabel={t('all')}
        value={params.side}
        statuses={ACCOUNT_SIDES}
        statusLabel={(side) => t(`side_${side}`)}
        onChange={(side) => update({ side })}
      >
        <Stack space="medium">
          <FilterBar label={t('filters')} onSubmit={update}>
            <KeywordFilter name="q" label={t('keyword')} placeholder={t('keywordHint')} value={params.q} />
            <ChoiceFilter
              label={t('role')}
              allLabel={t('all')}
              value={params.role}
              options={(options?.roles ?? []).map((role) => ({ value: role.id, label: role.name }))}
              onChange={(role) => update({ role })}
            />
            <ChoiceFilter
              label={t('status')}
              allLabel={t('all')}
              value={params.status}
              options={[
                { value: 1, label: t('status_1') },
                { value: 2, label: t('status_2') },
              ]}
              onChange={(status) => update({ status })}
            />
            <ChoiceFilter
              label={t('group')}
              allLabel={t('all')}
              value={params.group}
              options={(options?.groups ?? []).map((group) => ({ value: group.id, label: group.name }))}
              onChange={(group) => update({ group })}
            />
            <ChoiceFilter
              label={t('channel')}
              allLabel={t('all')}
              value={params.channel}
              options={(options?.channels ?? []).map((channel) => ({
                value: channel.id,
                label: channel.name,
              }))}
              onChange={(channel) => update({ channel })}
            />
            <DateRangeFilter
              label={t('registered')}
              start={params.start}
              end={params.end}
              openEnded
              onChange={(range) => update({ start: range.start, end: range.end })}
            />
            <ChoiceFilter
              label={t('sort')}
              allLabel={t('sort_created_at')}
              value={params.sort === 'created_at' ? null : params.sort}
              options={ACCOUNT_SORTS.filter((sort) => sort !== 'created_at').map((sort) => ({
                value: sort,
                label: t(`sort_${sort}`),
              }))}
              onChange={(sort) => update({ sort })}
            />
            <SearchButton />
            <ResetButton onReset={reset} />
          </FilterBar>
          <Inline space="small">
            <Text weight="strong">{t('tags')}</Text>
            {(options?.tags ?? []).map((tag) => (
              <Checkbox
                key={tag.id}
                label={tag.name}
                checked={params.tags.includes(tag.id)}
                onCheckedChange={(checked) => {
                  const next =
                    checked === true ? [...params.tags, tag.id] : params.tags.filter((id) => id !== tag.id);
                  update({ tags: next.join(',') });
                }}
              />
            ))}
          </Inline>
          <UserPicker
            label={t('mcn')}
            side="mcn"
            max={1}
            value={mcnValue}
            onChange={(users) => {
              setMcnPicked(users);
              update({ mcn: users[0]?.id ?? null });
            }}
          />
          <ListTable
            label={t('listLabel')}
            columns={columns}
            rowKey="id"
            rowLabel={(row) => row.name}
            query={query}
            paging={paging}
            pagingLabel={t('pagination')}
            selectable
            selectedKeys={selected}
            onSelectionChange={setSelected}
            bulkActions={
              <Inline space="small">
                {ACCOUNT_BULK_ACTIONS.map((action) => (
                  <Button
                    key={action}
                    size="small"
                    variant="ghost"
                    tone={action === 'disable' ? 'critical' : undefined}
                    onClick={() => setBulk(action)}
                  >
                    {t(BULK_LABELS[action])}
                  </Button>
                ))}
              </Inline>
            }
            empty={<EmptyState title={t('empty')} />}
          />
        </Stack>
      </StatusTabs>
      <AccountFormDrawer
        open={editing !== null}
        id={editing?.id ?? null}
        onClose={() => setEditing(null)}
        onCreated={(created) => {
          setEditing(null);
          if (created.initial_password) setCreatedPassword(created.initial_password);
        }}
      />
      <CreatedPasswordDialog password={createdPassword} onClose={() => setCreatedPassword(null)} />
      <StatusDialog account={statusOf} onClose={() => setStatusOf(null)} />
      <PasswordDialog account={passwordOf} onClose={() => setPasswordOf(null)} />
      <SessionsDrawer account={sessionsOf} onClose={() => setSessionsOf(null)} />
      <BulkDialog
        action={bulk}
        ids={selectedIds}
        rows={rows}
        onClose={() => setBulk(null)}
        onDone={() => setSelected([])}
      />
      <Drawer
        open={params.exports !== null}
        onOpenChange={(open) => (open ? undefined : update({ exports: null }))}
      >
        {params.exports !== null ? (
          <DrawerContent title={t('exports')} size="large">
            <ExportsPage kind="accounts" />
          </DrawerContent>
        ) : null}
      </Drawer>
    </ListPage>
  );
}
