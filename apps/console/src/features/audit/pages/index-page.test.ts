import { describe, expect, it } from 'vitest';
import { parseListParams } from '../../../shared/list';
import { videoListParams } from './index-page';

const read = (search: string) => parseListParams(videoListParams, new URLSearchParams(search));

describe('video list state in the URL', () => {
  it('reads filters, dates and paging', () => {
    expect(
      read('page=3&size=20&status=first_review&verdict=block&q=%20骑行%20&start=2026-05-01&end=2026-05-31'),
    ).toEqual({
      page: 3,
      size: 20,
      status: 'first_review',
      verdict: 'block',
      q: '骑行',
      start: '2026-05-01',
      end: '2026-05-31',
    });
  });

  it('falls back to the first page of everything for values it does not know', () => {
    expect(read('page=-1&size=7&status=lost&verdict=maybe&start=yesterday')).toEqual({
      page: 1,
      size: 10,
      status: null,
      verdict: null,
      q: '',
      start: '',
      end: '',
    });
  });
});
