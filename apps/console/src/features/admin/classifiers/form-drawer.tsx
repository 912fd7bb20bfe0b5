import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button, Drawer, DrawerContent, Inline, Stack, Text } from '@creator-console/ui';
import { FormError, useContractForm } from '../../../shared/form';
import { useMessages } from '../../../shared/i18n';
import { toaster } from '../../../shared/notices';
import { useClassifierCall } from './api';
import type { ClassifierKind, ClassifierRow } from './kinds';
import { classifierMessages } from './messages';

/**
 * The create / edit drawer of a kind, on the form kit: the kind's fields checked by its contract
 * body, the server's 400 issues on the same fields, its 202 as the client's toast.
 */
export function ClassifierFormDrawer<Row extends ClassifierRow, Values extends FieldValues>({
  kind,
  row,
  onClose,
}: {
  kind: ClassifierKind<Row, Values>;
  /** The row edited, or null to create one. */
  row: Row | null;
  onClose: () => void;
}) {
  const t = useMessages(classifierMessages);
  const formId = useId();
  const { call, busy } = useClassifierCall(kind as unknown as ClassifierKind);
  const definition = kind.form;
  const form = useContractForm<Values, unknown>(definition.schema(row), {
    defaultValues: definition.valuesOf(row) as never,
    toInput: (values) => definition.toInput(values, row),
  });
  const note = definition.note?.(row, t) ?? null;

  const submit = async (body: unknown) => {
    try {
      const saved = row
        ? await call<Row>(kind.endpoints.update, { params: { id: row.id }, body })
        : await call<Row>(kind.endpoints.create, { body });
      toaster.show({
        tone: 'positive',
        message: row ? t('saved') : t('created', { noun: t(kind.words.noun), name: saved.name }),
      });
      onClose();
    } catch (failure) {
      form.setServerErrors(failure); // a 202 or other failure: the api client has shown it
    }
  };

  return (
    <Drawer open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DrawerContent
        title={row ? t(kind.words.edit) : t(kind.words.create)}
        footer={
          <Inline space="small" align="right">
            <Button variant="ghost" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" form={formId} loading={busy}>
              {t('save')}
            </Button>
          </Inline>
        }
      >
        <form id={formId} onSubmit={(event) => void form.handleSubmit(submit)(event)} noValidate>
          <Stack space="medium">
            {note ? <Text tone="muted">{note}</Text> : null}
            {definition.fields(form.control as never, row, t)}
            <FormError control={form.control} />
          </Stack>
        </form>
      </DrawerContent>
    </Drawer>
  );
}
