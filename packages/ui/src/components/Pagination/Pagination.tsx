import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { forwardRef, useId, type KeyboardEvent } from 'react';
import { useUiStrings } from '../../provider';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import * as styles from './Pagination.css';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageCountOf, pageItems } from './pageItems';

export type PaginationProps = {
  /** Total number of items across all pages. */
  total: number;
  /** Current page, from 1. Controlled; leave out (with `defaultPage`) for uncontrolled. */
  page?: number;
  defaultPage?: number;
  /** Items per page. Controlled; leave out (with `defaultSize`) for uncontrolled. Default 10. */
  size?: number;
  defaultSize?: number;
  /** Called with the new page and size. Changing the size goes back to page 1. */
  onChange?: (page: number, size: number) => void;
  /** Choices of the page-size select. Default `PAGE_SIZES` (10, 20, 50, 100). */
  pageSizes?: readonly number[];
  /** Show 共 N 条. Default true. */
  showTotal?: boolean;
  /** Show the page-size select. Default true. */
  showSizeChanger?: boolean;
  /** Show the 跳至 field. Default true. */
  showJumper?: boolean;
  /** Pages shown either side of the current one. Default 1. */
  siblings?: number;
  /** E.g. while the page loads. */
  disabled?: boolean;
  /** Accessible name of the navigation; default “分页”. Give each one its own when a page has several. */
  label?: string;
  data?: DataAttributes;
};

/** Moves through a long list one page at a time: total, pages, page size and jump to page. */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(
  (
    {
      total,
      page: pageProp,
      defaultPage = 1,
      size: sizeProp,
      defaultSize = DEFAULT_PAGE_SIZE,
      onChange,
      pageSizes = PAGE_SIZES,
      showTotal = true,
      showSizeChanger = true,
      showJumper = true,
      siblings = 1,
      disabled = false,
      label,
      data,
    },
    ref,
  ) => {
    const strings = useUiStrings();
    const jumpId = useId();
    const [rawPage, setPage] = useControllableState({ prop: pageProp, defaultProp: defaultPage });
    const [size, setSize] = useControllableState({ prop: sizeProp, defaultProp: defaultSize });
    const pageCount = pageCountOf(total, size);
    const page = Math.min(Math.max(1, rawPage), pageCount);

    const go = (nextPage: number, nextSize = size) => {
      const clamped = Math.min(Math.max(1, Math.trunc(nextPage)), pageCountOf(total, nextSize));
      if (clamped === page && nextSize === size) return;
      setPage(clamped);
      setSize(nextSize);
      onChange?.(clamped, nextSize);
    };

    const jump = (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter') return;
      const input = event.currentTarget;
      const target = Number.parseInt(input.value, 10);
      input.value = '';
      if (Number.isFinite(target)) go(target);
    };

    const sizes = pageSizes.includes(size) ? pageSizes : [...pageSizes, size].sort((a, b) => a - b);

    return (
      <nav
        ref={ref}
        aria-label={label ?? strings.pagination}
        className={styles.nav}
        {...dataAttributes(data)}
      >
        {showTotal ? <span className={styles.total}>{strings.paginationTotal(total)}</span> : null}
        <IconButton
          icon={
            <span className={styles.previous}>
              <Icon name="chevron-right" size="small" />
            </span>
          }
          size="small"
          label={strings.previousPage}
          disabled={disabled || page <= 1}
          onClick={() => go(page - 1)}
          data={{ part: 'previous' }}
        />
        <ul className={styles.list} role="list">
          {pageItems(page, pageCount, siblings).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <button
                  type="button"
                  className={styles.page}
                  aria-label={strings.pageNumber(item)}
                  aria-current={item === page ? 'page' : undefined}
                  disabled={disabled}
                  onClick={() => go(item)}
                >
                  {item}
                </button>
              </li>
            ) : (
              <li key={item} className={styles.ellipsis} aria-hidden="true">
                …
              </li>
            ),
          )}
        </ul>
        <IconButton
          icon="chevron-right"
          size="small"
          label={strings.nextPage}
          disabled={disabled || page >= pageCount}
          onClick={() => go(page + 1)}
          data={{ part: 'next' }}
        />
        {showSizeChanger ? (
          <select
            className={styles.select}
            aria-label={strings.pageSize}
            value={size}
            disabled={disabled}
            onChange={(event) => go(1, Number(event.target.value))}
          >
            {sizes.map((option) => (
              <option key={option} value={option}>
                {strings.pageSizeOption(option)}
              </option>
            ))}
          </select>
        ) : null}
        {showJumper ? (
          <span className={styles.jump}>
            <label htmlFor={jumpId}>{strings.jumpToPage}</label>
            <input
              id={jumpId}
              className={styles.jumpInput}
              type="number"
              inputMode="numeric"
              min={1}
              max={pageCount}
              disabled={disabled}
              onKeyDown={jump}
            />
          </span>
        ) : null}
      </nav>
    );
  },
);
Pagination.displayName = 'Pagination';
