import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Card, DataTable, EmptyState, Tag, type DataTableColumn } from '@creator-console/ui';
import { TextLink } from '../../../shared/components/text-link';
import { useDateTime } from '../../../shared/date-time';
import { useMessages } from '../../../shared/i18n';
import { ListPage, RowActions } from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { useDeleteRole, useRoles, type RoleRow } from '../roles/api';
import { RoleDrawer, type RoleDrawerMode } from '../roles/components/role-drawer';
import { roleMessages } from '../roles/messages';

/** /admin/role 角色管理: every role, its counts, and create / edit / copy / delete (admin.md §6.2). */
export default function AdminRolePage() {
  const t = useMessages(roleMessages);
  const navigate = useNavigate();
  const dateTime = useDateTime();
  const { data: roles = [], isLoading } = useRoles();
  const { trigger: remove } = useDeleteRole();
  const [drawer, setDrawer] = useState<RoleDrawerMode | null>(null);

  const columns: DataTableColumn<RoleRow>[] = [
    { key: 'name', header: t('name') },
    { key: 'key', header: t('key'), cell: (row) => <code>{row.key}</code> },
    {
      key: 'builtin',
      header: t('type'),
      cell: (row) =>
        row.builtin ? <Tag tone="neutral">{t('builtin')}</Tag> : <Tag tone="accent">{t('custom')}</Tag>,
    },
    { key: 'description', header: t('description'), cell: (row) => row.description || '—' },
    {
      key: 'user_count',
      header: t('userCount'),
      align: 'right',
      cell: (row) => (
        <TextLink
          to={`/admin/index?role_id=${row.id}`}
          aria-label={t('userCountLabel', { name: row.name, n: row.user_count })}
        >
          {row.user_count}
        </TextLink>
      ),
    },
    { key: 'permission_count', header: t('permissionCount'), align: 'right' },
    { key: 'menu_count', header: t('menuCount'), align: 'right' },
    { key: 'updated_at', header: t('updatedAt'), cell: (row) => dateTime(row.updated_at) },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) => (
        <RowActions
          actions={[
            {
              label: t('edit'),
              name: t('editLabel', { name: row.name }),
              onClick: () => setDrawer({ kind: 'edit', role: row }),
            },
            {
              label: t('configure'),
              name: t('configureLabel', { name: row.name }),
              onClick: () => void navigate(`/admin/menu?role=${row.id}`),
            },
            {
              label: t('copy'),
              name: t('copyLabel', { name: row.name }),
              onClick: () => setDrawer({ kind: 'create', copyFrom: row }),
            },
            !row.builtin && {
              label: t('delete'),
              name: t('deleteLabel', { name: row.name }),
              tone: 'critical',
              confirm: {
                title: t('deleteTitle'),
                description: t('deleteConfirm', { name: row.name }),
                confirmLabel: t('delete'),
                // A refusal rejects: the confirmation stays open while the api client says why.
                onConfirm: async () => {
                  await remove(row.id);
                  toaster.show({ tone: 'positive', message: t('deleted', { name: row.name }) });
                },
              },
            },
          ]}
        />
      ),
    },
  ];

  return (
    <ListPage>
      <Card
        title={t('rolesTitle')}
        as="section"
        titleAs="h2"
        actions={<Button onClick={() => setDrawer({ kind: 'create' })}>{t('newRole')}</Button>}
      >
        <DataTable
          label={t('rolesLabel')}
          columns={columns}
          rows={roles}
          rowKey="id"
          loading={isLoading}
          empty={<EmptyState title={t('empty')} />}
        />
      </Card>
      {drawer ? <RoleDrawer mode={drawer} roles={roles} onClose={() => setDrawer(null)} /> : null}
    </ListPage>
  );
}
