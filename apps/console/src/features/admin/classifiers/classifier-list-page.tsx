import { useState } from 'react';
import { z } from 'zod';
import type { FieldValues } from 'react-hook-form';
import { Button, EmptyState, Stack, type DataTableColumn } from '@creator-console/ui';
import { useDateTime } from '../../../shared/date-time';
import { useMessages } from '../../../shared/i18n';
import {
  FilterBar,
  KeywordFilter,
  ListPage,
  ListTable,
  paging,
  RowActions,
  SearchButton,
  urlParam,
  useListParams,
  withoutEmpty,
} from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { useClassifierCall, useClassifierRows } from './api';
import { ClassifierFormDrawer } from './form-drawer';
import { movedIds, type ClassifierKind, type ClassifierRow } from './kinds';
import { MembersDrawer } from './members';
import { classifierMessages } from './messages';

const listParams = z.object({ ...paging(20), q: urlParam.text() });

/**
 * The list page of a classifier kind (/admin/label, /admin/group, /admin/channel): the kind's
 * columns, 上移/下移 for an ordered kind, 成员 (a drawer, or the group's own page), 编辑 in a drawer
 * and 删除 through a confirmation. Everything a kind differs in is in its declaration.
 */
export function ClassifierListPage<Row extends ClassifierRow, Values extends FieldValues>({
  kind,
}: {
  kind: ClassifierKind<Row, Values>;
}) {
  const t = useMessages(classifierMessages);
  const dateTime = useDateTime();
  const anyKind = kind as unknown as ClassifierKind;
  const { params, update, paging: pages } = useListParams(listParams);
  const query = useClassifierRows(kind as never, {
    page: params.page,
    size: params.size,
    ...withoutEmpty({ keyword: params.q }),
  }) as ReturnType<typeof useClassifierRows<Row>>;
  const { call, busy } = useClassifierCall(anyKind);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [members, setMembers] = useState<Row | null>(null);
  const noun = t(kind.words.noun);
  const rows = query.data?.data ?? [];
  // Ordering moves rows within the whole list: offered while it is unfiltered and on one page.
  const orderable =
    kind.endpoints.order !== undefined && !params.q && (query.data?.total ?? 0) <= params.size;

  const move = (index: number, by: -1 | 1) =>
    void call(kind.endpoints.order!, { body: { ids: movedIds(rows, index, by) } }).catch(() => undefined);

  const setStatus = (row: Row, enabled: boolean) =>
    void call(kind.endpoints.status!, { params: { id: row.id }, body: { enabled } })
      .then(() =>
        toaster.show({
          tone: 'positive',
          message: t('channelSwitched', { name: row.name, state: t(enabled ? 'channelOn' : 'channelOff') }),
        }),
      )
      .catch(() => undefined);

  const orderColumn: DataTableColumn<Row> = {
    key: 'order',
    header: t('colOrder'),
    cell: (row, index) => (
      <RowActions
        actions={[
          {
            label: t('moveUp', { name: row.name }),
            name: t('moveUp', { name: row.name }),
            icon: 'arrow-up',
            disabled: !orderable || index === 0 || busy,
            onClick: () => move(index, -1),
          },
          {
            label: t('moveDown', { name: row.name }),
            name: t('moveDown', { name: row.name }),
            icon: 'arrow-down',
            disabled: !orderable || index === rows.length - 1 || busy,
            onClick: () => move(index, 1),
          },
        ]}
      />
    ),
  };

  const actions: DataTableColumn<Row> = {
    key: 'actions',
    header: t('colActions'),
    cell: (row) => (
      <RowActions
        actions={[
          {
            label: t('members'),
            name: t('membersOf', { name: row.name }),
            ...(kind.membersHref ? { to: kind.membersHref(row) } : { onClick: () => setMembers(row) }),
          },
          { label: t('edit'), name: t('editOf', { name: row.name }), onClick: () => setEditing(row) },
          {
            label: t('delete'),
            name: t('deleteOf', { name: row.name }),
            tone: 'critical',
            disabled: kind.undeletable?.(row) ?? false,
            confirm: {
              title: t('deleteTitle', { noun }),
              description: t('deleteConfirm', { noun, name: row.name }),
              confirmLabel: t('delete'),
              onConfirm: async () => {
                try {
                  await call(kind.endpoints.remove, { params: { id: row.id } });
                  toaster.show({ tone: 'positive', message: t('deleted', { noun, name: row.name }) });
                } catch {
                  // a 202 refusal: the api client has shown why
                }
              },
            },
          },
        ]}
      />
    ),
  };

  const columns = [
    ...(kind.endpoints.order ? [orderColumn] : []),
    ...kind.columns({ t, dateTime, setStatus }),
    actions,
  ];

  return (
    <ListPage
      actions={
        <Button icon="plus" onClick={() => setEditing('new')}>
          {t(kind.words.create)}
        </Button>
      }
    >
      <Stack space="medium">
        <FilterBar label={t('keyword', { noun })} onSubmit={update}>
          <KeywordFilter name="q" label={t('keyword', { noun })} value={params.q} />
          <SearchButton />
        </FilterBar>
        <ListTable
          label={t(kind.words.table)}
          columns={columns}
          rowKey="id"
          query={query}
          paging={pages}
          pagingLabel={t('pagination', { noun })}
          empty={<EmptyState title={t('empty', { noun })} />}
        />
      </Stack>
      {editing ? (
        <ClassifierFormDrawer
          kind={kind}
          row={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {members ? (
        <MembersDrawer
          kind={anyKind}
          row={members}
          note={kind.form.note?.(members, t) ?? null}
          onClose={() => setMembers(null)}
        />
      ) : null}
    </ListPage>
  );
}
