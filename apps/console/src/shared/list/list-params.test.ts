import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  changeListParams,
  orderedDates,
  paging,
  parseListParams,
  urlParam,
  withoutEmpty,
} from './list-params';

const schema = z
  .object({
    ...paging(),
    status: urlParam.oneOf(['draft', 'published']),
    order: urlParam.oneOf(['asc', 'desc'], 'desc'),
    type: urlParam.numberOf([1, 2, 3], 1),
    q: urlParam.text(),
    start: urlParam.day(),
    end: urlParam.day(),
    id: urlParam.id(),
  })
  .transform(orderedDates);
const read = (search: string) => parseListParams(schema, new URLSearchParams(search));
const keys = { page: 'page', size: 'size', view: ['id'] };

describe('parseListParams', () => {
  it('opens on the first page, ten at a time, without filters', () => {
    expect(read('')).toEqual({
      page: 1,
      size: 10,
      status: null,
      order: 'desc',
      type: 1,
      q: '',
      start: '',
      end: '',
      id: null,
    });
  });

  it('reads back every value it writes', () => {
    const params = {
      page: 3,
      size: 50,
      status: 'published',
      order: 'asc',
      type: 2,
      q: '红烧肉',
      start: '2026-01-01',
      end: '2026-02-01',
      id: 42,
    };
    const url = changeListParams(new URLSearchParams(), params, keys);
    expect(parseListParams(schema, new URLSearchParams(url.toString()))).toEqual(params);
  });

  it('falls back to the default of each malformed value', () => {
    expect(
      read(
        `page=-2&size=30&status=deleted&order=up&type=9&start=2026-13-45&end=yesterday&id=abc&q=${'长'.repeat(80)}`,
      ),
    ).toEqual({
      page: 1,
      size: 10,
      status: null,
      order: 'desc',
      type: 1,
      q: '长'.repeat(50),
      start: '',
      end: '',
      id: null,
    });
    expect(read('page=2.5&size=&q=%20%20').page).toBe(1);
    expect(read('page=2.5&size=&q=%20%20')).toMatchObject({ size: 10, q: '' });
  });

  it('puts a reversed date range back in order', () => {
    expect(read('start=2026-03-09&end=2026-03-01')).toMatchObject({ start: '2026-03-01', end: '2026-03-09' });
  });

  it('honours any size up to the largest page where a list allows it', () => {
    const any = z.object({ size: urlParam.anySize() });
    expect(parseListParams(any, new URLSearchParams('size=2'))).toEqual({ size: 2 });
    expect(parseListParams(any, new URLSearchParams('size=500'))).toEqual({ size: 100 });
    expect(parseListParams(any, new URLSearchParams('size=0'))).toEqual({ size: 10 });
  });
});

describe('changeListParams', () => {
  const change = (search: string, next: Record<string, string | number | null>) =>
    changeListParams(new URLSearchParams(search), next, keys).toString();

  it('goes back to the first page when a filter changes', () => {
    expect(change('page=4&size=20&q=a', { status: 'draft' })).toBe('size=20&q=a&status=draft');
  });

  it('keeps the page when only the page, the size or a view parameter changes', () => {
    expect(change('page=4&q=a', { id: 7 })).toBe('page=4&q=a&id=7');
    expect(change('page=4&q=a', { page: 5 })).toBe('page=5&q=a');
    expect(change('page=4&q=a', { q: 'b', page: 2 })).toBe('page=2&q=b');
  });

  it('removes parameters set to null or nothing', () => {
    expect(change('status=draft&q=a&id=3', { status: null, q: '', id: null })).toBe('');
  });
});

describe('withoutEmpty', () => {
  it('leaves out the filters that are not set', () => {
    expect(withoutEmpty({ page: 1, status: null, keyword: '', creator_id: 7, flag: 0 })).toEqual({
      page: 1,
      creator_id: 7,
      flag: 0,
    });
  });
});
