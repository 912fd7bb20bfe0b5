import { useState, type ReactNode } from 'react';
import type { ClassifierMember, MembersAdded, PickedUser } from '@creator-console/contract';
import {
  Avatar,
  Button,
  ConfirmDialog,
  Drawer,
  DrawerContent,
  EmptyState,
  Inline,
  Stack,
  Tag,
  Text,
  TextField,
  type DataTableColumn,
  type DataTableKey,
} from '@creator-console/ui';
import { UserPicker } from '../../../shared/components/user-picker';
import { useDateTime } from '../../../shared/date-time';
import { useMessages, type Translate } from '../../../shared/i18n';
import { ListTable } from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { useClassifierCall, useClassifierMembers } from './api';
import type { ClassifierKind, ClassifierRow } from './kinds';
import { classifierMessages, type ClassifierMessage } from './messages';

type T = Translate<ClassifierMessage>;

/** The columns of a members table: 账号, 角色, 状态, 加入人, 加入时间 (and the row's action). */
export function memberColumns(
  t: T,
  dateTime: (value: string) => string,
  action?: (member: ClassifierMember) => ReactNode,
): DataTableColumn<ClassifierMember>[] {
  const columns: DataTableColumn<ClassifierMember>[] = [
    {
      key: 'account',
      header: t('colAccount'),
      cell: ({ user }) => (
        <Inline space="small" wrap={false}>
          <Avatar name={user.name} src={user.avatar || undefined} size="small" decorative />
          <Stack space="none">
            <Text>{user.name}</Text>
            <Text size="small" tone="muted">
              @{user.username} · {user.phone}
            </Text>
          </Stack>
        </Inline>
      ),
    },
    { key: 'role', header: t('colRole'), cell: ({ user }) => user.role_name || t('none') },
    {
      key: 'status',
      header: t('colStatus'),
      cell: ({ user }) =>
        user.status === 1 ? (
          <Tag size="small" tone="positive">
            {t('activeAccount')}
          </Tag>
        ) : (
          <Tag size="small" tone="critical">
            {t('disabledAccount')}
          </Tag>
        ),
    },
    { key: 'added_by', header: t('colAddedBy'), cell: (row) => row.added_by ?? t('none') },
    { key: 'created_at', header: t('colAddedAt'), cell: (row) => dateTime(row.created_at) },
  ];
  return action ? [...columns, { key: 'actions', header: t('colActions'), cell: action }] : columns;
}

/** What an add answered, for the toast and the list of accounts that could not be added. */
export function addedSummary(t: T, result: MembersAdded) {
  return {
    message: t('addedSummary', { added: result.added, existing: result.existing }),
    failures: result.failed.map((failure) =>
      t('failedRow', { name: failure.name || `#${failure.user_id}`, message: failure.message }),
    ),
  };
}

/** Why some accounts were not added (beyond the ceiling, not a creator, …), one a line. */
export function FailureList({ title, lines }: { title: string; lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <section aria-label={title}>
      <Stack space="xsmall">
        <Text weight="strong">{title}</Text>
        <Stack as="ul" space="xsmall">
          {lines.map((line) => (
            <li key={line}>
              <Text tone="critical">{line}</Text>
            </li>
          ))}
        </Stack>
      </Stack>
    </section>
  );
}

/** The user picker and 添加: adds the chosen accounts (at most 200) to one row of a kind. */
export function AddMembers({ kind, id }: { kind: ClassifierKind; id: number }) {
  const t = useMessages(classifierMessages);
  const { call, busy } = useClassifierCall(kind);
  const [chosen, setChosen] = useState<PickedUser[]>([]);
  const [failures, setFailures] = useState<string[]>([]);

  const add = async () => {
    const result = await call<MembersAdded>(kind.endpoints.addMembers, {
      params: { id },
      body: { user_ids: chosen.map((user) => user.id) },
    }).catch(() => null);
    if (!result) return;
    const summary = addedSummary(t, result);
    toaster.show({ tone: result.failed.length > 0 ? 'caution' : 'positive', message: summary.message });
    setFailures(summary.failures);
    const failed = new Set(result.failed.map((failure) => failure.user_id));
    setChosen((users) => users.filter((user) => failed.has(user.id)));
  };

  return (
    <Stack space="small">
      <UserPicker value={chosen} onChange={setChosen} max={200} label={t('addMembersTitle')} />
      <Inline space="small">
        <Button icon="plus" disabled={chosen.length === 0} loading={busy} onClick={() => void add()}>
          {t('addChosen')}
        </Button>
      </Inline>
      <FailureList title={t('failedTitle')} lines={failures} />
    </Stack>
  );
}

/** A members table with its own paging and keyword (in a drawer: not in the URL). */
export function MembersList({
  kind,
  row,
  selection,
}: {
  kind: ClassifierKind;
  row: ClassifierRow;
  /** Selectable rows with a bulk action (the group page); else each row has 移除. */
  selection?: { keys: DataTableKey[]; onChange: (keys: DataTableKey[]) => void; actions: ReactNode };
}) {
  const t = useMessages(classifierMessages);
  const dateTime = useDateTime();
  const [page, setPage] = useState({ page: 1, size: 10 });
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const query = useClassifierMembers(kind, row.id, { ...page, ...(keyword ? { keyword } : {}) });
  const { call } = useClassifierCall(kind);
  const [removing, setRemoving] = useState<ClassifierMember | null>(null);
  const noun = t(kind.words.noun);

  const removeButton = (member: ClassifierMember) => (
    <Button
      size="small"
      variant="ghost"
      tone="critical"
      aria-label={t('removeOf', { name: member.user.name })}
      onClick={() => setRemoving(member)}
    >
      {t('remove')}
    </Button>
  );

  return (
    <Stack space="medium">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setKeyword(draft.trim());
          setPage((current) => ({ ...current, page: 1 }));
        }}
      >
        <Inline space="small" alignY="bottom">
          <TextField
            type="search"
            label={t('membersKeyword')}
            hint={t('membersKeywordHint')}
            value={draft}
            maxLength={50}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="soft">
            {t('search')}
          </Button>
        </Inline>
      </form>
      <ListTable
        label={t('membersTable')}
        columns={memberColumns(t, dateTime, selection ? undefined : removeButton)}
        rowKey={(member) => member.user.id}
        rowLabel={(member) => member.user.name}
        query={query}
        paging={{ ...page, onChange: (next, size) => setPage({ page: size === page.size ? next : 1, size }) }}
        pagingLabel={t('membersPagination')}
        empty={<EmptyState title={t('membersEmpty')} />}
        {...(selection
          ? {
              selectable: true,
              selectedKeys: selection.keys,
              onSelectionChange: selection.onChange,
              bulkActions: selection.actions,
            }
          : {})}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('removeTitle')}
        description={removing ? t('removeConfirm', { name: removing.user.name, noun, group: row.name }) : ''}
        confirmLabel={t('remove')}
        tone="critical"
        onConfirm={async () => {
          if (!removing) return;
          await call(kind.endpoints.removeMember, { params: { id: row.id, userId: removing.user.id } });
          toaster.show({ tone: 'positive', message: t('removed', { name: removing.user.name }) });
          setRemoving(null);
        }}
      />
    </Stack>
  );
}

/** The 成员 drawer of a label or a channel: add with the picker, the paged members, 移除. */
export function MembersDrawer({
  kind,
  row,
  note,
  onClose,
}: {
  kind: ClassifierKind;
  row: ClassifierRow;
  note?: string | null;
  onClose: () => void;
}) {
  const t = useMessages(classifierMessages);
  return (
    <Drawer open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DrawerContent title={t('membersOf', { name: row.name })} size="large" description={note ?? undefined}>
        <Stack space="large">
          <AddMembers kind={kind} id={row.id} />
          <MembersList kind={kind} row={row} />
        </Stack>
      </DrawerContent>
    </Drawer>
  );
}
