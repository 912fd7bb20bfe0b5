import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { FormDialog, type ContractForm } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import type { RowAction } from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { semMessages } from '../messages';
import { placeRefusal } from './refusal';

/**
 * The create / edit dialog of one configuration row (goods, topic, field): `save` sends the body,
 * a 202 refusal about a field (`refusals`: message → field) shows under it, and a saved row closes
 * the dialog with the `done` toast.
 */
export function ConfigDialog<Values extends FieldValues, Body>({
  title,
  form,
  save,
  busy,
  refusals,
  done,
  onClose,
  children,
}: {
  title: string;
  form: ContractForm<Values, Body>;
  save: (body: Body) => Promise<unknown>;
  busy: boolean;
  refusals: Readonly<Record<string, Path<Values>>>;
  done: (body: Body) => string;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useMessages(semMessages);
  const submit = async (body: Body) => {
    try {
      await save(body);
    } catch (error) {
      placeRefusal(error, form.setError, refusals);
      return;
    }
    toaster.show({ tone: 'positive', message: done(body) });
    onClose();
  };
  return (
    <FormDialog
      title={title}
      form={form}
      submit={submit}
      submitting={busy}
      submitLabel={t('save')}
      cancelLabel={t('cancel')}
      onClose={onClose}
    >
      {children}
    </FormDialog>
  );
}

/** A row's 编辑 and 删除 (asked first; the server's refusal of a used row is its toast). */
export function editDeleteActions(words: {
  edit: string;
  delete: string;
  deleteTitle: string;
  deleteConfirm: string;
  deleted: string;
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}): RowAction[] {
  return [
    { label: words.edit, name: words.editLabel, onClick: words.onEdit },
    {
      label: words.delete,
      name: words.deleteLabel,
      tone: 'critical',
      confirm: {
        title: words.deleteTitle,
        description: words.deleteConfirm,
        confirmLabel: words.delete,
        onConfirm: async () => {
          await words.onDelete();
          toaster.show({ tone: 'positive', message: words.deleted });
        },
      },
    },
  ];
}

/** A switch's change saved at once, with its toast; a refusal is the api client's toast. */
export const saveSwitch = (save: Promise<unknown>, done: string) =>
  void save.then(() => toaster.show({ tone: 'positive', message: done })).catch(() => undefined);
