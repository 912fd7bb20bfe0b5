import { useState } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import {
  adGoodsInput,
  AD_GOODS_STATUSES,
  AD_GOODS_STATUS_LABELS,
  AD_TASK_MESSAGES,
  endpoints,
  type AdGoods,
} from '@creator-console/contract';
import { Amount, Button, EmptyState, Switch, type DataTableColumn } from '@creator-console/ui';
import { AmountField, errorMessage, FormTextField, useContractForm } from '../../../shared/form';
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
import { useCreateGoods, useDeleteGoods, useUpdateGoods } from '../api/sem';
import { AdImageField, AdThumbnail } from '../components/image-field';
import { ConfigDialog, editDeleteActions, saveSwitch } from '../components/config-kit';
import { semMessages } from '../messages';

const params = z.object({
  ...paging(),
  q: urlParam.text(),
  status: urlParam.oneOf(AD_GOODS_STATUSES),
});

type GoodsValues = {
  name: string;
  sku: string;
  cover: string | null;
  price_fen: number | undefined;
  link_url: string;
  advertiser_name: string;
  status: AdGoods['status'];
};
type GoodsBody = z.output<typeof adGoodsInput>;

/** The body that saves a stored row again with one change (the 上架/下架 switch). */
const bodyOf = (goods: AdGoods): GoodsBody => ({
  name: goods.name,
  sku: goods.sku,
  cover: goods.cover,
  price_fen: goods.price_fen,
  link_url: goods.link_url,
  advertiser_name: goods.advertiser_name,
  status: goods.status,
});

/** 新建商品 / 编辑商品: image (purpose `ad`), name, SKU, price in yuan, link, advertiser, on sale. */
function GoodsDialog({ goods, onClose }: { goods: AdGoods | null; onClose: () => void }) {
  const t = useMessages(semMessages);
  const create = useCreateGoods();
  const change = useUpdateGoods();
  const [uploading, setUploading] = useState(false);
  const form = useContractForm<GoodsValues, GoodsBody>(adGoodsInput, {
    defaultValues: goods
      ? bodyOf(goods)
      : {
          name: '',
          sku: '',
          cover: null,
          price_fen: undefined,
          link_url: '',
          advertiser_name: '',
          status: 'on_sale',
        },
  });
  const cover = useController({ control: form.control, name: 'cover' });
  const status = useController({ control: form.control, name: 'status' });

  return (
    <ConfigDialog
      title={goods ? t('editGoods') : t('newGoods')}
      form={form}
      save={async (body) => {
        if (uploading) {
          // The image's reference is not in the form yet: nothing is sent, the dialog stays.
          toaster.show({ tone: 'caution', message: t('uploading') });
          throw new Error(t('uploading'));
        }
        return goods ? change.trigger({ params: { id: goods.id }, body }) : create.trigger({ body });
      }}
      busy={create.isMutating || change.isMutating}
      refusals={{ [AD_TASK_MESSAGES.skuTaken]: 'sku' }}
      done={(body) => t(goods ? 'goodsSaved' : 'goodsCreated', { name: body.name })}
      onClose={onClose}
    >
      <AdImageField
        label={t('goodsImage')}
        hint={t('goodsImageHint')}
        value={cover.field.value}
        error={errorMessage(cover.fieldState.error)}
        onChange={(reference) => cover.field.onChange(reference)}
        onBusyChange={setUploading}
      />
      <FormTextField control={form.control} name="name" label={t('goodsName')} required />
      <FormTextField control={form.control} name="sku" label={t('sku')} hint={t('skuHint')} required />
      <AmountField control={form.control} name="price_fen" label={t('price')} required />
      <FormTextField control={form.control} name="link_url" label={t('link')} hint={t('linkHint')} />
      <FormTextField control={form.control} name="advertiser_name" label={t('advertiser')} />
      <Switch
        label={t('onSale')}
        checked={status.field.value === 'on_sale'}
        onCheckedChange={(on) => status.field.onChange(on ? 'on_sale' : 'off_sale')}
      />
    </ConfigDialog>
  );
}

/** /sem/goods 广告商品: goods a task can ask the video to carry (ad-tasks.md §10). */
export default function SemGoodsPage() {
  const t = useMessages(semMessages);
  const { params: p, update, paging: pages } = useListParams(params);
  const query = useEndpoint(
    endpoints.adGoodsList,
    { query: withoutEmpty({ page: p.page, size: p.size, q: p.q, status: p.status }) },
    { keepPreviousData: true },
  );
  const { trigger: change } = useUpdateGoods();
  const { trigger: remove } = useDeleteGoods();
  const [editing, setEditing] = useState<AdGoods | 'new' | null>(null);

  const setSale = (goods: AdGoods, on: boolean) =>
    saveSwitch(
      change({ params: { id: goods.id }, body: { ...bodyOf(goods), status: on ? 'on_sale' : 'off_sale' } }),
      t(on ? 'goodsOnSale' : 'goodsOffSale', { name: goods.name }),
    );

  const columns: DataTableColumn<AdGoods>[] = [
    { key: 'cover', header: t('image'), cell: (g) => <AdThumbnail reference={g.cover} alt={g.name} /> },
    { key: 'name', header: t('goodsName') },
    { key: 'sku', header: t('sku') },
    { key: 'price_fen', header: t('priceColumn'), align: 'right', cell: (g) => <Amount fen={g.price_fen} /> },
    { key: 'advertiser_name', header: t('advertiser'), cell: (g) => g.advertiser_name || t('none') },
    {
      key: 'status',
      header: t('status'),
      cell: (g) => (
        <Switch
          label={t('goodsSaleOf', { name: g.name })}
          checked={g.status === 'on_sale'}
          onCheckedChange={(on) => setSale(g, on)}
          data={{ goods: g.sku }}
        />
      ),
    },
    { key: 'task_count', header: t('tasksUsing'), align: 'right', cell: (g) => g.task_count },
    {
      key: 'actions',
      header: t('actions'),
      cell: (g) => (
        <RowActions
          actions={editDeleteActions({
            edit: t('edit'),
            delete: t('delete'),
            editLabel: t('editGoodsOf', { name: g.name }),
            deleteLabel: t('deleteGoodsOf', { name: g.name }),
            deleteTitle: t('deleteGoodsTitle'),
            deleteConfirm: t('deleteGoodsConfirm', { name: g.name }),
            deleted: t('goodsDeleted', { name: g.name }),
            onEdit: () => setEditing(g),
            onDelete: () => remove({ params: { id: g.id } }),
          })}
        />
      ),
    },
  ];

  return (
    <ListPage actions={<Button onClick={() => setEditing('new')}>{t('newGoods')}</Button>}>
      <FilterBar label={t('search')} onSubmit={update}>
        <KeywordFilter name="q" label={t('goodsKeyword')} value={p.q} />
        <ChoiceFilter
          label={t('status')}
          allLabel={t('all')}
          value={p.status}
          options={AD_GOODS_STATUSES.map((value) => ({ value, label: AD_GOODS_STATUS_LABELS[value] }))}
          onChange={(status) => update({ status })}
        />
        <SearchButton />
      </FilterBar>
      <ListTable
        label={t('goodsLabel')}
        columns={columns}
        rowKey="id"
        query={query}
        paging={pages}
        pagingLabel={t('pagination')}
        empty={<EmptyState title={t('goodsEmpty')} />}
      />
      {editing ? (
        <GoodsDialog goods={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </ListPage>
  );
}
