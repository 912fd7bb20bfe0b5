import { forwardRef, useId, useMemo } from 'react';
import { useUiSettings } from '../../provider';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { Skeleton } from '../Skeleton';
import * as styles from './FacetList.css';
import { facetStrings, type FacetStrings } from './strings';

export type FacetValue = {
  /** What a filter on it carries. */
  value: string;
  /** What is shown; defaults to `value`. */
  label?: string;
  count: number;
};

export type Facet = {
  field: string;
  /** The field's name as shown (e.g. 事件). */
  label: string;
  values: readonly FacetValue[];
  /** What the shares are of: every match (exact) or the sample's size. */
  total: number;
  /** Counted over a sample of the matches: the label below says so. */
  sampled?: boolean;
};

export type FacetListProps = {
  facets: readonly Facet[];
  /** ＋ (`negate` false: only this value) and － (`negate` true: all but this value). */
  onFilter?: (field: string, value: string, negate: boolean) => void;
  /** The note next to a sampled field, e.g. 基于最近 10,000 条. */
  sampledLabel?: string;
  loading?: boolean;
  strings?: Partial<FacetStrings>;
  data?: DataAttributes;
};

/**
 * The top values of each field with their count and share, and ＋/－ to filter for or out (a log
 * explorer's sidebar). Each field is a labelled list; the buttons are named after the value.
 */
export const FacetList = forwardRef<HTMLDivElement, FacetListProps>(
  ({ facets, onFilter, sampledLabel, loading = false, strings: ownStrings, data }, ref) => {
    const { locale } = useUiSettings();
    const strings = { ...facetStrings[locale], ...ownStrings };
    const idBase = useId();
    const number = useMemo(() => new Intl.NumberFormat(locale), [locale]);
    const percent = useMemo(
      () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }),
      [locale],
    );
    if (loading)
      return (
        <div
          ref={ref}
          className={styles.root}
          aria-busy="true"
          data-state="loading"
          {...dataAttributes(data)}
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} shape="block" height={72} />
          ))}
        </div>
      );
    return (
      <div ref={ref} className={styles.root} data-state="ready" {...dataAttributes(data)}>
        {facets.map((facet, index) => {
          const headingId = `${idBase}-${index}`;
          return (
            <section
              key={facet.field}
              className={styles.field}
              aria-labelledby={headingId}
              data-field={facet.field}
            >
              <h3 id={headingId} className={styles.heading}>
                {facet.label}
                {facet.sampled ? (
                  <span className={styles.sampled}>{sampledLabel ?? strings.sampled}</span>
                ) : null}
              </h3>
              {facet.values.length === 0 ? (
                <p className={styles.empty}>{strings.noValues}</p>
              ) : (
                <ul className={styles.list} aria-labelledby={headingId}>
                  {facet.values.map((value) => {
                    const text = value.label ?? value.value;
                    const share = facet.total > 0 ? value.count / facet.total : 0;
                    return (
                      <li key={value.value} className={styles.item}>
                        <span className={styles.value}>
                          <span className={styles.valueText} title={text}>
                            {text}
                          </span>
                          <span className={styles.share} aria-hidden="true">
                            <span
                              className={styles.shareFill}
                              style={{ width: `${Math.min(100, share * 100)}%` }}
                            />
                          </span>
                        </span>
                        <span className={styles.count}>
                          {number.format(value.count)} · {percent.format(share)}
                        </span>
                        {onFilter ? (
                          <span className={styles.actions}>
                            <button
                              type="button"
                              className={styles.action}
                              aria-label={strings.filterFor(facet.label, text)}
                              title={strings.filterFor(facet.label, text)}
                              onClick={() => onFilter(facet.field, value.value, false)}
                            >
                              ＋
                            </button>
                            <button
                              type="button"
                              className={styles.action}
                              aria-label={strings.filterOut(facet.label, text)}
                              title={strings.filterOut(facet.label, text)}
                              onClick={() => onFilter(facet.field, value.value, true)}
                            >
                              －
                            </button>
                          </span>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    );
  },
);
FacetList.displayName = 'FacetList';
