import type { Translate } from '../../../shared/i18n';
import type { RowAction } from '../../../shared/list';
import { toaster } from '../../../shared/notices';

/**
 * The 删除 of a category or item row: asks with `title` and `description`, deletes, says so. A 202
 * refusal (a category with items, an item applied for) closes the confirmation too: the api
 * client's toast says why.
 */
export const deleteAction = (
  t: Translate<'delete' | 'deleteLabel' | 'deleted'>,
  row: { id: number; name: string },
  ask: { title: string; description: string },
  remove: (id: number) => Promise<unknown>,
): RowAction => ({
  label: t('delete'),
  name: t('deleteLabel', { name: row.name }),
  tone: 'critical',
  confirm: {
    ...ask,
    confirmLabel: t('delete'),
    onConfirm: async () => {
      try {
        await remove(row.id);
        toaster.show({ tone: 'positive', message: t('deleted', { name: row.name }) });
      } catch {
        // The client has shown the server's message.
      }
    },
  },
});
