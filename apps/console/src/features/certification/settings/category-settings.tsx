import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import {
  CATEGORY_TYPES,
  createSettingCategory,
  endpoints,
  renameSettingCategory,
  type CategoryType,
  type CertificationSettingCategory,
} from '@creator-console/contract';
import {
  Button,
  Card,
  DataTable,
  EmptyState,
  Inline,
  Stack,
  Tabs,
  TabsList,
  TabsTrigger,
  TextField,
  type DataTableColumn,
} from '@creator-console/ui';
import { FormDialog, FormTextField, placeIssues, serverIssues, useContractForm } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import { ListPage, RowActions, urlParam, useListParams } from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { useEndpoint } from '../../../shared/use-endpoint';
import { useCreateCategory, useDeleteCategory, useOrderCategories, useRenameCategory } from './api';
import { deleteAction } from './delete-action';
import { settingsMessages } from './messages';

const params = z.object({ type: urlParam.oneOf(CATEGORY_TYPES, 'identity') });

type RenameBody = NonNullable<typeof renameSettingCategory.body>['_zod']['output'];

function RenameDialog({
  category,
  onClose,
}: {
  category: CertificationSettingCategory;
  onClose: () => void;
}) {
  const t = useMessages(settingsMessages);
  const { trigger, isMutating } = useRenameCategory();
  const form = useContractForm<{ name: string }, RenameBody>(renameSettingCategory.body!, {
    defaultValues: { name: category.name },
  });
  return (
    <FormDialog
      title={t('renameTitle')}
      form={form}
      submit={async (body) => {
        await trigger({ params: { id: category.id }, body });
        toaster.show({ tone: 'positive', message: t('saved') });
        onClose();
      }}
      submitting={isMutating}
      submitLabel={t('save')}
      cancelLabel={t('cancel')}
      onClose={onClose}
    >
      <FormTextField control={form.control} name="name" label={t('categoryName')} maxLength={10} />
    </FormDialog>
  );
}

/** The inline add row under the table: a name, checked by the server's rules (400 on the field). */
function AddCategory({ type }: { type: CategoryType }) {
  const t = useMessages(settingsMessages);
  const { trigger, isMutating } = useCreateCategory();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createSettingCategory.body!.safeParse({ type, name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      const created = await trigger({ body: parsed.data });
      setName('');
      setError(undefined);
      toaster.show({ tone: 'positive', message: t('added', { name: created.name }) });
    } catch (failure) {
      const issues = serverIssues(failure);
      if (issues) setError(placeIssues(issues, new Set(['name'])).fields.name ?? issues[0]?.message);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('addCategory')}>
      <Inline space="small" align="left">
        <TextField
          label={t('newCategoryName')}
          value={name}
          maxLength={10}
          error={error}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" loading={isMutating}>
          {t('add')}
        </Button>
      </Inline>
    </form>
  );
}

/** /certification/category: the identity and interest categories — order, rename, delete, add. */
export function CategorySettings() {
  const t = useMessages(settingsMessages);
  const { params: state, update } = useListParams(params);
  const type = state.type;
  const query = useEndpoint(endpoints.settingCategories, { query: { type } }, { keepPreviousData: true });
  const rows = query.data ?? [];
  const { trigger: order } = useOrderCategories();
  const { trigger: remove } = useDeleteCategory();
  const [renaming, setRenaming] = useState<CertificationSettingCategory | null>(null);

  const move = async (index: number, by: -1 | 1) => {
    const ids = rows.map((row) => row.id);
    const other = index + by;
    [ids[index], ids[other]] = [ids[other]!, ids[index]!];
    try {
      await order({ body: { type, ids } });
    } catch {
      // The client has shown the server's message.
    }
  };

  const columns: DataTableColumn<CertificationSettingCategory>[] = [
    {
      key: 'order',
      header: t('order'),
      cell: (row, index) => (
        <RowActions
          actions={[
            {
              label: t('moveUp'),
              name: t('moveUpLabel', { name: row.name }),
              disabled: index === 0,
              onClick: () => void move(index, -1),
            },
            {
              label: t('moveDown'),
              name: t('moveDownLabel', { name: row.name }),
              disabled: index === rows.length - 1,
              onClick: () => void move(index, 1),
            },
          ]}
        />
      ),
    },
    { key: 'name', header: t('categoryName') },
    { key: 'item_count', header: t('itemCount'), align: 'right' },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) => (
        <RowActions
          actions={[
            {
              label: t('rename'),
              name: t('renameLabel', { name: row.name }),
              onClick: () => setRenaming(row),
            },
            deleteAction(
              t,
              row,
              {
                title: t('deleteCategoryTitle'),
                description: t('deleteCategoryConfirm', { name: row.name }),
              },
              remove,
            ),
          ]}
        />
      ),
    },
  ];

  return (
    <ListPage>
      <Tabs value={type} onValueChange={(next) => update({ type: next as CategoryType })}>
        <TabsList label={t('typeTabs')}>
          <TabsTrigger value="identity">{t('identity')}</TabsTrigger>
          <TabsTrigger value="interest">{t('interest')}</TabsTrigger>
        </TabsList>
      </Tabs>
      <Card title={t('categories', { type: t(type) })} as="section" titleAs="h2">
        <Stack space="medium">
          <DataTable
            label={t('categories', { type: t(type) })}
            columns={columns}
            rows={rows}
            rowKey="id"
            loading={query.isLoading}
            empty={<EmptyState title={t('noCategories')} />}
          />
          <AddCategory key={type} type={type} />
        </Stack>
      </Card>
      {renaming && <RenameDialog category={renaming} onClose={() => setRenaming(null)} />}
    </ListPage>
  );
}
