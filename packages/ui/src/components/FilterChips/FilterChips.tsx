import { forwardRef } from 'react';
import { useUiSettings } from '../../provider';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import * as styles from './FilterChips.css';
import { filterChipStrings, type FilterChipStrings } from './strings';

export type FilterChip = {
  id: string;
  /** The field, e.g. 事件. */
  field: string;
  /** The value as shown, e.g. 登录. */
  value: string;
  /** is not (true) rather than is (false). */
  negated?: boolean;
};

export type FilterChipsProps = {
  chips: readonly FilterChip[];
  onRemove: (id: string) => void;
  /** Flips a chip between is and is not; without it the operator is plain text. */
  onToggle?: (id: string) => void;
  /** Shows 清除全部 when there are two chips or more. */
  onClear?: () => void;
  /** Names the list. */
  label?: string;
  strings?: Partial<FilterChipStrings>;
  data?: DataAttributes;
};

/** The active filters of a search as removable chips, each `field is value` or `field is not value`. */
export const FilterChips = forwardRef<HTMLUListElement, FilterChipsProps>(
  ({ chips, onRemove, onToggle, onClear, label, strings: ownStrings, data }, ref) => {
    const { locale } = useUiSettings();
    const strings = { ...filterChipStrings[locale], ...ownStrings };
    if (chips.length === 0) return null;
    return (
      <ul ref={ref} className={styles.list} aria-label={label ?? strings.label} {...dataAttributes(data)}>
        {chips.map((chip) => {
          const operator = chip.negated ? strings.isNot : strings.is;
          const text = `${chip.field} ${operator} ${chip.value}`;
          return (
            <li key={chip.id} className={styles.chip} data-negated={chip.negated ? 'true' : 'false'}>
              <span className={styles.field}>{chip.field}</span>
              {onToggle ? (
                <button
                  type="button"
                  className={styles.operator}
                  aria-label={strings.toggle(text)}
                  onClick={() => onToggle(chip.id)}
                >
                  {operator}
                </button>
              ) : (
                <span>{operator}</span>
              )}
              <span className={styles.value} title={chip.value}>
                {chip.value}
              </span>
              <button
                type="button"
                className={styles.remove}
                aria-label={strings.remove(text)}
                onClick={() => onRemove(chip.id)}
              >
                ×
              </button>
            </li>
          );
        })}
        {onClear && chips.length > 1 ? (
          <li>
            <button type="button" className={styles.clear} onClick={onClear}>
              {strings.clear}
            </button>
          </li>
        ) : null}
      </ul>
    );
  },
);
FilterChips.displayName = 'FilterChips';
