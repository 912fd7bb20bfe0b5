import { describe, expect, it } from 'vitest';
import { parseListParams } from '../../../shared/list';
import { albumListParams } from './index-page';

const read = (search: string) => parseListParams(albumListParams, new URLSearchParams(search));

describe('album list state in the URL', () => {
  it('reads filters, people, dates and paging', () => {
    expect(
      read(
        'page=3&size=20&status=second_review&creator=7&reviewer=2&q=%20山间%20&start=2026-05-01&end=2026-05-31',
      ),
    ).toEqual({
      page: 3,
      size: 20,
      status: 'second_review',
      creator: 7,
      reviewer: 2,
      q: '山间',
      start: '2026-05-01',
      end: '2026-05-31',
    });
  });

  it('falls back to the first page of everything for values it does not know', () => {
    expect(read('page=-1&size=7&status=machine_review&creator=x&reviewer=-2&start=yesterday')).toEqual({
      page: 1,
      size: 10,
      status: null,
      creator: null,
      reviewer: null,
      q: '',
      start: '',
      end: '',
    });
  });
});
