import { describe, expect, it } from 'vitest';
import { parseListParams } from '../../../shared/list';
import { libraryParams, libraryQuery } from './video-library';

const read = (query: string) => parseListParams(libraryParams, new URLSearchParams(query));

describe('the library state in the URL', () => {
  it('defaults to the first page of every status, newest first', () => {
    expect(read('')).toEqual({
      page: 1,
      size: 10,
      status: null,
      q: '',
      start: '',
      end: '',
      sort: 'created_at',
      order: 'desc',
      history: null,
    });
  });

  it('reads a shared view back', () => {
    expect(
      read(
        'page=3&size=20&status=rejected&q=%E7%BA%A2%E7%83%A7&start=2026-01-01&end=2026-02-01&sort=plays&order=asc&history=7',
      ),
    ).toEqual({
      page: 3,
      size: 20,
      status: 'rejected',
      q: '红烧',
      start: '2026-01-01',
      end: '2026-02-01',
      sort: 'plays',
      order: 'asc',
      history: 7,
    });
  });

  it('drops what the API would refuse and orders a reversed range', () => {
    const params = read(
      'page=-2&size=7&status=deleted&sort=likes&order=up&start=2026-03-09&end=2026-03-01&q=' + 'x'.repeat(80),
    );
    expect(params).toMatchObject({ page: 1, size: 10, status: null, sort: 'created_at', order: 'desc' });
    expect(params).toMatchObject({ start: '2026-03-01', end: '2026-03-09' });
    expect(params.q).toHaveLength(50);
    expect(read('start=2026-13-45').start).toBe('');
  });
});

describe('libraryQuery', () => {
  it('sends only the filters that are set, and a forced status for the drafts page', () => {
    const params = read('q=%20%20&status=published');
    expect(libraryQuery(params)).toEqual({
      page: 1,
      size: 10,
      sort: 'created_at',
      order: 'desc',
      status: 'published',
    });
    expect(libraryQuery(params, 'draft')).toMatchObject({ status: 'draft' });
    expect(libraryQuery(read('start=2026-01-01'))).toMatchObject({ start_date: '2026-01-01' });
  });
});
