import { createReviewReason, type ContentKind, type ReviewReason } from '@creator-console/contract';
import type { DataTableColumn } from '@creator-console/ui';
import { FormTextField } from '../form';
import { useMessages } from '../i18n';
import { OrderedSettings } from '../ordered-settings/ordered-settings';
import { useReviewReasons, useSaveReason } from './api';
import { reasonMessages } from './messages';

/**
 * The quick-review reasons of one kind of content — list, add, edit, reorder, delete: the page
 * of /audit/option (videos) and /films/option (albums). The text is checked by the contract's rule;
 * the server's errors (该审核理由已存在) show under it.
 */
export function ReviewReasonSettings({ kind }: { kind: ContentKind }) {
  const t = useMessages(reasonMessages);
  const { data: reasons = [], isLoading } = useReviewReasons(kind);
  const save = useSaveReason(kind);

  const columns: DataTableColumn<ReviewReason>[] = [
    { key: 'key', header: '#', width: 48, cell: (_row, index) => (index < 9 ? index + 1 : '') },
    { key: 'text', header: t('reasonText') },
  ];

  return (
    <OrderedSettings
      rows={reasons}
      loading={isLoading}
      save={save}
      textOf={(reason) => reason.text}
      rowBody={(reason, position) => ({ kind, text: reason.text, position })}
      columns={columns}
      form={{
        schema: createReviewReason.body!,
        valuesOf: (reason) => ({ text: reason?.text ?? '' }),
        bodyOf: ({ text }, position) => ({ kind, text, position }),
        inline: true,
        fields: (control) => <FormTextField control={control} name="text" label={t('reasonText')} required />,
      }}
      words={{
        hint: t('reasonsHint'),
        add: t('addReason'),
        edit: t('editReason'),
        added: t('reasonAdded'),
        saved: t('reasonSaved'),
        deleted: t('reasonDeleted'),
        deleteTitle: t('deleteReason'),
        deleteConfirm: (text) => t('deleteReasonConfirm', { text }),
        table: t('reasonsTable'),
        empty: t('noReasons'),
      }}
    />
  );
}
