import { describe, expect, it } from 'vitest';
import { parseListParams } from '../../../shared/list';
import { logParams } from './operation-log';

const read = (search: string) => parseListParams(logParams, new URLSearchParams(search));

describe('log state in the URL', () => {
  it('reads action, target, dates and paging', () => {
    expect(read('page=2&size=50&action=review_reject&target=42&start=2026-05-01&end=2026-05-02')).toEqual({
      page: 2,
      size: 50,
      action: 'review_reject',
      target: 42,
      start: '2026-05-01',
      end: '2026-05-02',
    });
  });

  it('drops what is not valid', () => {
    expect(read('size=3&target=abc&start=2026-5-1')).toEqual({
      page: 1,
      size: 20,
      action: '',
      target: null,
      start: '',
      end: '',
    });
  });
});
