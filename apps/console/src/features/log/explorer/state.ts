import { TRACKING_EVENTS, type TrackingFiltersInput } from '@creator-console/contract';

/** The time picker's relative ranges (admin.md §6.12); `custom` is two instants. */
export const RANGES = { '15m': 15, '1h': 60, '24h': 1440, '7d': 10_080, '30d': 43_200 } as const;
export type RangeKey = keyof typeof RANGES | 'custom';
export const DEFAULT_RANGE: RangeKey = '24h';
export const REFRESH_SECONDS = [0, 10, 30, 60] as const;

type EventName = (typeof TRACKING_EVENTS)[number];

/** One filter chip: a field, its value, is or is not. */
export type FilterField = 'events' | 'success' | 'user_id' | 'ip' | 'platform' | 'port' | 'reason' | 'props';
export interface ExplorerFilter {
  field: FilterField;
  value: string;
  negated: boolean;
}

export interface ExplorerState {
  range: RangeKey;
  /** Absolute instants (ISO); null until pinned. */
  start: string | null;
  end: string | null;
  refresh: number;
  filters: ExplorerFilter[];
}

const SINGLE: FilterField[] = ['success', 'user_id', 'ip', 'platform', 'port', 'reason'];
const isEvent = (value: string): value is EventName => (TRACKING_EVENTS as readonly string[]).includes(value);

/** The explorer's state from the URL's search parameters. */
export function readState(search: URLSearchParams): ExplorerState {
  const rangeParam = search.get('range');
  const range: RangeKey =
    rangeParam === 'custom' || (rangeParam !== null && rangeParam in RANGES)
      ? (rangeParam as RangeKey)
      : DEFAULT_RANGE;
  const instant = (value: string | null) => (value && !Number.isNaN(Date.parse(value)) ? value : null);
  const refresh = Number(search.get('refresh') ?? 0);
  const not = new Set((search.get('not') ?? '').split(',').filter(Boolean));
  const filters: ExplorerFilter[] = [];
  for (const event of (search.get('events') ?? '').split(',').filter(isEvent))
    filters.push({ field: 'events', value: event, negated: not.has('events') });
  for (const field of SINGLE) {
    const value = search.get(field);
    if (value) filters.push({ field, value, negated: field !== 'success' && not.has(field) });
  }
  for (const prop of search.getAll('props').slice(0, 3))
    if (prop.includes(':')) filters.push({ field: 'props', value: prop, negated: not.has('props') });
  return {
    range,
    start: instant(search.get('start')),
    end: instant(search.get('end')),
    refresh: (REFRESH_SECONDS as readonly number[]).includes(refresh) ? refresh : 0,
    filters,
  };
}

/** The URL's search parameters for a state. */
export function writeState(state: ExplorerState): URLSearchParams {
  const search = new URLSearchParams();
  search.set('range', state.range);
  if (state.start) search.set('start', state.start);
  if (state.end) search.set('end', state.end);
  if (state.refresh) search.set('refresh', String(state.refresh));
  const query = filterQuery(state.filters);
  for (const [key, value] of Object.entries(query))
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  return search;
}

/**
 * The API's filter parameters from the chips. One field is either `is` or `is not` as a whole
 * (the API negates per field), so the newest chip's choice wins for a field.
 */
export function filterQuery(filters: readonly ExplorerFilter[]): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  const not = new Set<string>();
  const events = filters.filter((f) => f.field === 'events');
  if (events.length) {
    query.events = events.map((f) => f.value).join(',');
    if (events[events.length - 1]!.negated) not.add('events');
  }
  const props = filters.filter((f) => f.field === 'props');
  if (props.length) {
    query.props = props.slice(0, 3).map((f) => f.value);
    if (props[props.length - 1]!.negated) not.add('props');
  }
  for (const filter of filters) {
    if (filter.field === 'events' || filter.field === 'props') continue;
    query[filter.field] = filter.value;
    if (filter.negated && filter.field !== 'success') not.add(filter.field);
    else not.delete(filter.field);
  }
  if (not.size) query.not = [...not].join(',');
  return query;
}

/** Adds a filter (＋/－): a single-valued field replaces its value; events and props accumulate. */
export function addFilter(filters: readonly ExplorerFilter[], next: ExplorerFilter): ExplorerFilter[] {
  if (next.field === 'success')
    return [...filters.filter((f) => f.field !== 'success'), { ...next, negated: false }];
  if (next.field === 'events' || next.field === 'props') {
    // A field's filters share one is / is not.
    const others = filters.filter((f) => !(f.field === next.field && f.value === next.value));
    const aligned = others.map((f) => (f.field === next.field ? { ...f, negated: next.negated } : f));
    const sameField = aligned.filter((f) => f.field === next.field);
    if (next.field === 'props' && sameField.length >= 3) return aligned;
    return [...aligned, next];
  }
  return [...filters.filter((f) => f.field !== next.field), next];
}

/** Flips a chip between is and is not (with the others of its field). */
export function toggleFilter(filters: readonly ExplorerFilter[], index: number): ExplorerFilter[] {
  const chosen = filters[index];
  if (!chosen) return [...filters];
  if (chosen.field === 'success')
    return filters.map((f, i) => (i === index ? { ...f, value: f.value === 'true' ? 'false' : 'true' } : f));
  return filters.map((f) => (f.field === chosen.field ? { ...f, negated: !chosen.negated } : f));
}

/** The range a relative key means, ending now. */
export function pin(range: RangeKey, now = Date.now()): { start: string; end: string } {
  const minutes = range === 'custom' ? RANGES['24h'] : RANGES[range];
  return { start: new Date(now - minutes * 60_000).toISOString(), end: new Date(now).toISOString() };
}

/** A filters query for the API, the time range included. */
export function apiFilters(state: ExplorerState): TrackingFiltersInput {
  return { start: state.start ?? undefined, end: state.end ?? undefined, ...filterQuery(state.filters) };
}
