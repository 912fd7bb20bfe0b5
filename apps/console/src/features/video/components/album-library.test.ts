import { describe, expect, it } from 'vitest';
import { parseListParams } from '../../../shared/list';
import { albumParams, albumQuery } from './album-library';

const read = (search: string) => parseListParams(albumParams, new URLSearchParams(search));

describe('the album list state in the URL', () => {
  it('reads page, size, status, keyword and range from the URL', () => {
    const params = read('page=3&size=20&status=first_review&q=%20赶集%20&start=2026-01-01&end=2026-02-01');
    expect(params).toEqual({
      page: 3,
      size: 20,
      status: 'first_review',
      q: '赶集',
      start: '2026-01-01',
      end: '2026-02-01',
    });
    expect(albumQuery(params)).toEqual({
      page: 3,
      size: 20,
      status: 'first_review',
      keyword: '赶集',
      start_date: '2026-01-01',
      end_date: '2026-02-01',
    });
  });

  it('falls back to the defaults for malformed values and swaps a reversed range', () => {
    const params = read('page=-1&size=7&status=scheduled&start=2026-03-01&end=2026-01-01');
    expect(params).toMatchObject({ page: 1, size: 10, status: null, start: '2026-01-01', end: '2026-03-01' });
    expect(albumQuery(read(''))).toEqual({ page: 1, size: 10 });
  });
});
