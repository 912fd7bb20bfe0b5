import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { changeListParams, parseListParams, type ListChange, type ListSchema } from './list-params';

/** Where a list is and how to move: what `Pagination` and `ListTable` take. */
export interface Paging {
  page: number;
  size: number;
  /** A new page, or a new size (which starts again at the first page). */
  onChange: (page: number, size: number) => void;
}

export interface ListParamsOptions<Name extends string> {
  /** The page number's and size's parameters, when a page holds two lists. Default `page`, `size`. */
  page?: Name;
  size?: Name;
  /** Parameters that are not filters (an open drawer's id): changing them keeps the page. */
  view?: readonly Name[];
}

/**
 * A list's state in the URL, so a view survives a reload and can be shared: parsed by `schema`
 * (bad values fall back to its defaults), changed by `update` (null or '' removes a parameter; a
 * changed filter goes back to the first page), moved through by `paging`, cleared by `reset`.
 */
export function useListParams<S extends ListSchema>(
  schema: S,
  options: ListParamsOptions<keyof z.output<S> & string> = {},
) {
  type Name = keyof z.output<S> & string;
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseListParams(schema, search), [schema, search]);
  const keys = { page: options.page ?? 'page', size: options.size ?? 'size', view: options.view ?? [] };

  const update = (change: ListChange<Name>) =>
    setSearch((current) => changeListParams(current, change, keys));
  const size = Number(params[keys.size]);
  const paging: Paging = {
    page: Number(params[keys.page]),
    size,
    onChange: (nextPage, nextSize) =>
      update({ [keys.page]: nextSize === size ? nextPage : 1, [keys.size]: nextSize } as ListChange<Name>),
  };
  const reset = () => setSearch(new URLSearchParams());
  return { params, update, paging, reset };
}
