import { forwardRef } from 'react';
import { useUiStrings } from '../../provider';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import * as styles from './DiffTable.css';

export type DiffValues = Readonly<Record<string, unknown>> | null | undefined;

export type DiffTableProps = {
  /** The fields before the change; null for a creation. */
  before: DiffValues;
  /** The fields after the change; null for a deletion. */
  after: DiffValues;
  /** Display names of fields by key (`{ status: '状态' }`); a key without one shows as it is. */
  fieldLabels?: Readonly<Record<string, string>>;
  /** Show only the fields that changed. */
  changedOnly?: boolean;
  /** The table's accessible name, e.g. “字段变化”. */
  label?: string;
  data?: DataAttributes;
};

export interface DiffRow {
  field: string;
  before: unknown;
  after: unknown;
  /** Present on one side only, or different. */
  changed: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The rows of a diff: every key of either side, `before`'s order first. */
export function diffRows(before: DiffValues, after: DiffValues): DiffRow[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((field) => {
    const inBefore = before ? field in before : false;
    const inAfter = after ? field in after : false;
    const from = before?.[field];
    const to = after?.[field];
    return { field, before: from, after: to, changed: inBefore !== inAfter || !same(from, to) };
  });
}

/** A value as text: '—' for none, strings as they are, lists joined, anything else as JSON. */
export function diffText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null))
    return value.length === 0 ? '—' : value.map(String).join('、');
  if (typeof value === 'object') return JSON.stringify(value, null, 2);
  return String(value);
}

/**
 * What a change did to a record's fields: 字段, 修改前, 修改后, one row per field, changed rows
 * marked (tinted, and a text mark for screen readers and print). For the operation log's
 * before/after, a version's edits, an import preview.
 */
export const DiffTable = forwardRef<HTMLTableElement, DiffTableProps>(
  ({ before, after, fieldLabels, changedOnly = false, label, data }, ref) => {
    const strings = useUiStrings();
    const rows = diffRows(before, after).filter((row) => !changedOnly || row.changed);
    return (
      <table ref={ref} className={styles.table} aria-label={label} {...dataAttributes(data)}>
        <thead>
          <tr>
            <th scope="col" className={styles.headCell}>
              {strings.diffField}
            </th>
            <th scope="col" className={styles.headCell}>
              {strings.diffBefore}
            </th>
            <th scope="col" className={styles.headCell}>
              {strings.diffAfter}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3} className={`${styles.cell} ${styles.empty}`}>
                {strings.diffEmpty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={row.field}
                className={row.changed ? styles.changedRow : undefined}
                data-changed={row.changed ? 'true' : 'false'}
              >
                <th scope="row" className={styles.fieldCell}>
                  {fieldLabels?.[row.field] ?? row.field}
                  {row.changed ? <span className={styles.mark}>{strings.diffChanged}</span> : null}
                </th>
                <td className={row.changed ? styles.before : styles.cell}>{diffText(row.before)}</td>
                <td className={styles.cell}>{diffText(row.after)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    );
  },
);
DiffTable.displayName = 'DiffTable';
