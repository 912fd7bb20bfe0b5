import { useState } from 'react';
import { z } from 'zod';
import {
  certificationItemInput,
  endpoints,
  type CategoryType,
  type CertificationSettingItem,
} from '@creator-console/contract';
import {
  Button,
  Card,
  Drawer,
  DrawerContent,
  EmptyState,
  Inline,
  Popover,
  PopoverContent,
  PopoverTrigger,
  Stack,
  Switch,
  Text,
  type DataTableColumn,
} from '@creator-console/ui';
import {
  FormError,
  FormSelect,
  FormSwitch,
  FormTextarea,
  FormTextField,
  useContractForm,
} from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import {
  ChoiceFilter,
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
import { useEndpoint } from '../../../shared/use-endpoint';
import { useCreateItem, useDeleteItem, useSetItemStatus, useUpdateItem } from './api';
import { deleteAction } from './delete-action';
import { settingsMessages } from './messages';

const params = z.object({
  ...paging(),
  category: urlParam.id(),
  status: urlParam.oneOf(['enabled', 'disabled'] as const),
  q: urlParam.text(),
});

/** The drawer's values: conditions are edited one per line. */
interface ItemValues {
  category_id: number | null;
  name: string;
  description: string;
  conditions: string;
  enabled: boolean;
}
type ItemBody = z.output<typeof certificationItemInput>;

const toInput = ({ conditions, category_id, ...values }: ItemValues) => ({
  ...values,
  category_id: category_id ?? undefined,
  conditions: conditions.split('\n'),
});

function ItemDrawer({
  type,
  item,
  onClose,
}: {
  type: CategoryType;
  item: CertificationSettingItem | null;
  onClose: () => void;
}) {
  const t = useMessages(settingsMessages);
  const categories = useEndpoint(endpoints.settingCategories, { query: { type } }).data ?? [];
  const create = useCreateItem();
  const change = useUpdateItem();
  const form = useContractForm<ItemValues, ItemBody>(certificationItemInput, {
    defaultValues: {
      category_id: item?.category_id ?? null,
      name: item?.name ?? '',
      description: item?.description ?? '',
      conditions: item?.conditions.join('\n') ?? '',
      enabled: item?.enabled ?? true,
    },
    toInput,
  });
  const submit = async (body: ItemBody) => {
    try {
      if (item) await change.trigger({ params: { id: item.id }, body });
      else await create.trigger({ body });
      toaster.show({ tone: 'positive', message: t('saved') });
      onClose();
    } catch (failure) {
      form.setServerErrors(failure);
    }
  };
  return (
    <Drawer open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DrawerContent
        title={item ? t('editItem') : t('addItem')}
        footer={
          <Inline space="small" align="right">
            <Button variant="ghost" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              form="certification-item-form"
              loading={create.isMutating || change.isMutating}
            >
              {t('save')}
            </Button>
          </Inline>
        }
      >
        <form
          id="certification-item-form"
          onSubmit={(event) => void form.handleSubmit(submit)(event)}
          noValidate
        >
          <Stack space="medium">
            <FormSelect
              control={form.control}
              name="category_id"
              label={t('ownerCategory')}
              options={categories.map((category) => ({ value: String(category.id), label: category.name }))}
              parse={(option) => Number(option)}
              required
            />
            <FormTextField control={form.control} name="name" label={t('itemName')} maxLength={20} required />
            <FormTextarea
              control={form.control}
              name="description"
              label={t('description')}
              maxLength={200}
              rows={3}
              required
            />
            <FormTextarea
              control={form.control}
              name="conditions"
              label={t('conditions')}
              hint={t('conditionsHint')}
              rows={5}
              required
            />
            <FormSwitch control={form.control} name="enabled" label={t('enabled')} />
            <FormError control={form.control} />
          </Stack>
        </form>
      </DrawerContent>
    </Drawer>
  );
}

function ConditionsPopover({ item }: { item: CertificationSettingItem }) {
  const t = useMessages(settingsMessages);
  return (
    <Popover>
      <PopoverTrigger>
        <Button size="small" variant="ghost" aria-label={t('conditionsOf', { name: item.name })}>
          {t('conditionCount', { n: item.conditions.length })}
        </Button>
      </PopoverTrigger>
      <PopoverContent title={t('conditionsOf', { name: item.name })}>
        <ol>
          {item.conditions.map((condition) => (
            <li key={condition}>
              <Text>{condition}</Text>
            </li>
          ))}
        </ol>
      </PopoverContent>
    </Popover>
  );
}

/** /certification/identity-set and /certification/interest-set: the items of one type. */
export function ItemSettings({ type }: { type: CategoryType }) {
  const t = useMessages(settingsMessages);
  const { params: state, update, paging: pages } = useListParams(params);
  const categories = useEndpoint(endpoints.settingCategories, { query: { type } }).data ?? [];
  const query = useEndpoint(
    endpoints.settingItems,
    {
      query: {
        type,
        ...withoutEmpty({
          page: state.page,
          size: state.size,
          category_id: state.category ?? undefined,
          enabled: state.status === null ? undefined : state.status === 'enabled',
          keyword: state.q,
        }),
      },
    },
    { keepPreviousData: true },
  );
  const { trigger: setStatus } = useSetItemStatus();
  const { trigger: remove } = useDeleteItem();
  const [editing, setEditing] = useState<CertificationSettingItem | 'new' | null>(null);

  const toggle = async (item: CertificationSettingItem, enabled: boolean) => {
    try {
      await setStatus({ id: item.id, enabled });
      toaster.show({
        tone: 'positive',
        message: t(enabled ? 'itemEnabled' : 'itemDisabled', { name: item.name }),
      });
    } catch {
      // The client has shown the server's message.
    }
  };

  const columns: DataTableColumn<CertificationSettingItem>[] = [
    { key: 'name', header: t('item') },
    { key: 'category_name', header: t('category') },
    { key: 'description', header: t('description') },
    { key: 'conditions', header: t('conditions'), cell: (row) => <ConditionsPopover item={row} /> },
    { key: 'pending_count', header: t('pending'), align: 'right' },
    { key: 'approved_count', header: t('approved'), align: 'right' },
    {
      key: 'enabled',
      header: t('status'),
      cell: (row) => (
        <Switch
          label={t('toggleLabel', { name: row.name })}
          checked={row.enabled}
          onCheckedChange={(enabled) => void toggle(row, enabled)}
        />
      ),
    },
    {
      key: 'actions',
      header: t('actions'),
      cell: (row) => (
        <RowActions
          actions={[
            { label: t('edit'), name: t('editLabel', { name: row.name }), onClick: () => setEditing(row) },
            deleteAction(
              t,
              row,
              { title: t('deleteItemTitle'), description: t('deleteItemConfirm', { name: row.name }) },
              remove,
            ),
          ]}
        />
      ),
    },
  ];

  return (
    <ListPage>
      <Card
        title={t('itemList', { type: t(type) })}
        as="section"
        titleAs="h2"
        actions={<Button onClick={() => setEditing('new')}>{t('addItem')}</Button>}
      >
        <Stack space="medium">
          <FilterBar label={t('keyword')} onSubmit={update}>
            <ChoiceFilter
              label={t('category')}
              allLabel={t('allCategories')}
              value={state.category}
              options={categories.map((category) => ({ value: category.id, label: category.name }))}
              onChange={(category) => update({ category })}
            />
            <ChoiceFilter
              label={t('status')}
              allLabel={t('allStatus')}
              value={state.status}
              options={[
                { value: 'enabled', label: t('enabled') },
                { value: 'disabled', label: t('disabled') },
              ]}
              onChange={(status) => update({ status })}
            />
            <KeywordFilter name="q" label={t('keyword')} placeholder={t('keywordHint')} value={state.q} />
            <SearchButton />
          </FilterBar>
          <ListTable
            label={t('itemList', { type: t(type) })}
            columns={columns}
            rowKey={(row) => row.id}
            query={query}
            paging={pages}
            pagingLabel={t('pagination')}
            empty={<EmptyState title={t('noItems')} />}
          />
        </Stack>
      </Card>
      {editing !== null && (
        <ItemDrawer type={type} item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </ListPage>
  );
}
