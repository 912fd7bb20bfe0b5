import { useState, type ReactNode } from 'react';
import type { Control, DefaultValues, FieldValues } from 'react-hook-form';
import {
  Button,
  Card,
  DataTable,
  Dialog,
  DialogContent,
  EmptyState,
  Heading,
  Inline,
  Stack,
  Text,
  type DataTableColumn,
} from '@creator-console/ui';
import { FormError, useContractForm, type ContractSchema } from '../form';
import { useMessages } from '../i18n';
import { RowActions } from '../list';
import { toaster } from '../notices';
import { usePageTitles } from '../page-titles';
import { orderedSettingsMessages } from './messages';
import { moved, POSITION_STEP, repositioned } from './order';

type OrderedRow = { id: number; position: number };

/** A change of the list, as the kind's save hook takes it. */
export type OrderedChange<Body> =
  | { action: 'create'; body: Body }
  | { action: 'update'; id: number; body: Body }
  | { action: 'delete'; id: number };

/** The kind's own words; the rows' buttons are worded by the list itself. */
export type OrderedSettingsWords = {
  hint: string;
  add: string;
  edit: string;
  added: string;
  saved: string;
  deleted: string;
  deleteTitle: string;
  deleteConfirm: (text: string) => string;
  table: string;
  empty: string;
};

/** The add / edit form of one row: its fields, checked by the contract's body of a row. */
export type OrderedSettingsForm<Row, Values extends FieldValues, Body> = {
  schema: ContractSchema<Body>;
  /** The form's values for a new row (null) or for editing `row`. */
  valuesOf: (row: Row | null) => DefaultValues<Values>;
  /** The body to save from the form's values, at `position`. */
  bodyOf: (values: Values, position: number) => unknown;
  /** The fields; `inline` puts them and the button on one line. */
  fields: (control: Control<Values, unknown, Body>) => ReactNode;
  inline?: boolean;
};

export type OrderedSettingsProps<Row extends OrderedRow, Values extends FieldValues, Body> = {
  rows: readonly Row[];
  loading: boolean;
  save: { trigger: (change: OrderedChange<Body>) => Promise<unknown>; isMutating: boolean };
  /** A row's text, naming it in its buttons and the delete confirmation. */
  textOf: (row: Row) => string;
  /** A stored row's body, to save it again at a new position. */
  rowBody: (row: Row, position: number) => Body;
  /** The kind's columns; the move / edit / delete buttons come after them. */
  columns: DataTableColumn<Row>[];
  form: OrderedSettingsForm<Row, Values, Body>;
  words: OrderedSettingsWords;
  /** Shows the page's title first (default); off when the list is one tab of a page that has it. */
  heading?: boolean;
};

function RowForm<Row extends OrderedRow, Values extends FieldValues, Body>({
  row,
  nextPosition,
  form: definition,
  save,
  words,
  onDone,
}: Pick<OrderedSettingsProps<Row, Values, Body>, 'form' | 'save' | 'words'> & {
  row: Row | null;
  nextPosition: number;
  onDone: () => void;
}) {
  const t = useMessages(orderedSettingsMessages);
  const position = row?.position ?? nextPosition;
  const form = useContractForm<Values, Body>(definition.schema, {
    defaultValues: definition.valuesOf(row),
    toInput: (values) => definition.bodyOf(values, position),
  });

  const submit = async (body: Body) => {
    try {
      await save.trigger(row ? { action: 'update', id: row.id, body } : { action: 'create', body });
    } catch (error) {
      form.setServerErrors(error);
      return;
    }
    toaster.show({ tone: 'positive', message: row ? words.saved : words.added });
    if (!row) form.reset(definition.valuesOf(null));
    onDone();
  };

  const button = (
    <Button type="submit" icon={row ? 'check' : 'plus'} loading={save.isMutating}>
      {row ? t('saveAction') : words.add}
    </Button>
  );
  return (
    <form
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
      noValidate
      aria-label={row ? words.edit : words.add}
    >
      {definition.inline ? (
        <Stack space="small">
          <Inline space="small" alignY="bottom">
            {definition.fields(form.control)}
            {button}
          </Inline>
          <FormError control={form.control} />
        </Stack>
      ) : (
        <Stack space="medium">
          {definition.fields(form.control)}
          <FormError control={form.control} />
          <Inline space="small">{button}</Inline>
        </Stack>
      )}
    </form>
  );
}

/**
 * A settings page of an ordered list of texts — list, add, edit, reorder, delete: the quick-review
 * reasons (/audit/option, /films/option) and the creator declarations (/audit/statement).
 */
export function OrderedSettings<Row extends OrderedRow, Values extends FieldValues, Body>({
  rows,
  loading,
  save,
  textOf,
  rowBody,
  columns,
  form,
  words,
  heading = true,
}: OrderedSettingsProps<Row, Values, Body>) {
  const t = useMessages(orderedSettingsMessages);
  const titles = usePageTitles();
  const [editing, setEditing] = useState<Row | null>(null);
  const nextPosition = rows.reduce((max, row) => Math.max(max, row.position), -POSITION_STEP) + POSITION_STEP;

  const move = async (index: number, by: -1 | 1) => {
    for (const row of repositioned(moved(rows, index, by))) {
      await save.trigger({ action: 'update', id: row.id, body: rowBody(row, row.position) });
    }
  };

  const actions: DataTableColumn<Row> = {
    key: 'actions',
    header: t('colActions'),
    cell: (row, index) => (
      <RowActions
        actions={[
          {
            label: t('moveUpLabel', { text: textOf(row) }),
            name: t('moveUpLabel', { text: textOf(row) }),
            icon: 'arrow-up',
            disabled: index === 0 || save.isMutating,
            onClick: () => void move(index, -1).catch(() => undefined),
          },
          {
            label: t('moveDownLabel', { text: textOf(row) }),
            name: t('moveDownLabel', { text: textOf(row) }),
            icon: 'arrow-down',
            disabled: index === rows.length - 1 || save.isMutating,
            onClick: () => void move(index, 1).catch(() => undefined),
          },
          {
            label: t('editLabelOf', { text: textOf(row) }),
            name: t('editLabelOf', { text: textOf(row) }),
            icon: 'edit',
            onClick: () => setEditing(row),
          },
          {
            label: t('deleteLabelOf', { text: textOf(row) }),
            name: t('deleteLabelOf', { text: textOf(row) }),
            icon: 'trash',
            tone: 'critical',
            confirm: {
              title: words.deleteTitle,
              description: words.deleteConfirm(textOf(row)),
              confirmLabel: t('delete'),
              onConfirm: async () => {
                await save.trigger({ action: 'delete', id: row.id });
                toaster.show({ tone: 'positive', message: words.deleted });
              },
            },
          },
        ]}
      />
    ),
  };

  return (
    <Stack space="large">
      {heading ? <Heading level={1}>{titles.page}</Heading> : null}
      <Text tone="muted">{words.hint}</Text>
      <Card title={words.add} as="section" titleAs="h2">
        <RowForm
          row={null}
          nextPosition={nextPosition}
          form={form}
          save={save}
          words={words}
          onDone={() => undefined}
        />
      </Card>
      <DataTable
        label={words.table}
        columns={[...columns, actions]}
        rows={rows}
        rowKey="id"
        loading={loading}
        empty={<EmptyState title={words.empty} />}
      />
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? undefined : setEditing(null))}>
        {editing ? (
          <DialogContent title={words.edit}>
            <RowForm
              row={editing}
              nextPosition={nextPosition}
              form={form}
              save={save}
              words={words}
              onDone={() => setEditing(null)}
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </Stack>
  );
}
