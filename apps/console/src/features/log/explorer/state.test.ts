import { describe, expect, it } from 'vitest';
import {
  addFilter,
  filterQuery,
  pin,
  readState,
  toggleFilter,
  writeState,
  type ExplorerFilter,
} from './state';

describe('explorer URL state', () => {
  it('round-trips through the URL, pinned instants and chips included', () => {
    const filters: ExplorerFilter[] = [
      { field: 'events', value: 'login', negated: false },
      { field: 'events', value: 'invite', negated: false },
      { field: 'success', value: 'false', negated: false },
      { field: 'ip', value: '203.0.113.7', negated: true },
      { field: 'props', value: 'label:phone', negated: false },
    ];
    const state = {
      range: '7d' as const,
      start: '2026-11-19T00:00:00.000Z',
      end: '2026-11-26T00:00:00.000Z',
      refresh: 30,
      filters,
    };
    const search = writeState(state);
    expect(search.get('not')).toBe('ip');
    expect(readState(search)).toEqual(state);
  });

  it('falls back to 24 hours, no refresh, no filters', () => {
    expect(readState(new URLSearchParams('range=bogus&refresh=7&events=purchase'))).toEqual({
      range: '24h',
      start: null,
      end: null,
      refresh: 0,
      filters: [],
    });
  });

  it('adds, replaces and toggles filters', () => {
    let filters = addFilter([], { field: 'events', value: 'login', negated: false });
    filters = addFilter(filters, { field: 'events', value: 'invite', negated: true });
    expect(filterQuery(filters)).toEqual({ events: 'login,invite', not: 'events' });
    filters = addFilter(filters, { field: 'ip', value: '1.2.3.4', negated: false });
    filters = addFilter(filters, { field: 'ip', value: '1.2.3.5', negated: false });
    expect(filters.filter((f) => f.field === 'ip')).toHaveLength(1);
    filters = toggleFilter(filters, 0);
    expect(filterQuery(filters)).toEqual({ events: 'login,invite', ip: '1.2.3.5' });
    filters = addFilter(filters, { field: 'success', value: 'true', negated: true });
    expect(toggleFilter(filters, filters.length - 1).at(-1)).toEqual({
      field: 'success',
      value: 'false',
      negated: false,
    });
  });

  it('pins a relative range to instants ending now', () => {
    expect(pin('1h', Date.parse('2026-11-26T10:00:00Z'))).toEqual({
      start: '2026-11-26T09:00:00.000Z',
      end: '2026-11-26T10:00:00.000Z',
    });
  });
});
