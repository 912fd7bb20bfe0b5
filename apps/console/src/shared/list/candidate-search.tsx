import { useState, type ReactNode } from 'react';
import { Button, Card, DataTable, EmptyState, Stack, Tag, type DataTableColumn } from '@creator-console/ui';
import { FilterBar, KeywordFilter, SearchButton } from './filters';

/** How a found candidate is acted on: a button opening the form, or a tag where it is done already. */
export interface CandidateAction<Row> {
  header: string;
  /** The button's text (添加, 邀请) and its accessible name for one row. */
  label: string;
  labelOf: (row: Row) => string;
  /** The tag of a row that needs no action (已在白名单, 已关联), or null. */
  doneTag: (row: Row) => string | null;
  /** The form the button opens for `row`; it calls `onClose` when done or cancelled. */
  form: (row: Row, onClose: () => void) => ReactNode;
}

/**
 * A search that lists nothing until asked, to find someone and act on them (whitelist a user,
 * invite a creator): a card with a keyword bar, the candidates of the keyword with an action each,
 * and the action's form. `useCandidates` is asked with '' before the first search.
 */
export function CandidateSearch<Row extends { id: number }>({
  title,
  searchLabel,
  field,
  resultsLabel,
  emptyTitle,
  useCandidates,
  columns,
  action,
}: {
  title: string;
  searchLabel: string;
  field: { label: string; hint?: string };
  resultsLabel: string;
  emptyTitle: string;
  useCandidates: (keyword: string) => { rows?: readonly Row[]; isLoading: boolean };
  columns: DataTableColumn<Row>[];
  action: CandidateAction<Row>;
}) {
  const [keyword, setKeyword] = useState('');
  const { rows, isLoading } = useCandidates(keyword);
  const [target, setTarget] = useState<Row | null>(null);

  const actionColumn: DataTableColumn<Row> = {
    key: 'actions',
    header: action.header,
    cell: (row) => {
      const done = action.doneTag(row);
      return done ? (
        <Tag size="small">{done}</Tag>
      ) : (
        <Button size="small" variant="soft" aria-label={action.labelOf(row)} onClick={() => setTarget(row)}>
          {action.label}
        </Button>
      );
    },
  };

  return (
    <Card title={title} as="section" titleAs="h2">
      <Stack space="medium">
        <FilterBar label={searchLabel} onSubmit={(drafts) => setKeyword(drafts.keyword ?? '')}>
          <KeywordFilter name="keyword" label={field.label} hint={field.hint} value={keyword} />
          <SearchButton />
        </FilterBar>
        {keyword ? (
          <DataTable
            label={resultsLabel}
            columns={[...columns, actionColumn]}
            rows={rows ?? []}
            rowKey="id"
            loading={isLoading}
            empty={<EmptyState title={emptyTitle} />}
          />
        ) : null}
      </Stack>
      {target ? action.form(target, () => setTarget(null)) : null}
    </Card>
  );
}
