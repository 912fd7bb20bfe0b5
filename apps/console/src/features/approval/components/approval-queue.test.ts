import { describe, expect, it } from 'vitest';
import { parseListParams } from '../../../shared/list';
import { approvalParams } from './approval-queue';

const read = (query: string) => parseListParams(approvalParams, new URLSearchParams(query));

describe('the review queue state in the URL', () => {
  it('opens on the first page of what waits for review, ten at a time', () => {
    expect(read('')).toEqual({ page: 1, size: 10, status: '1', q: '', type: null, id: null });
  });

  it('reads every filter, the page and the open application', () => {
    expect(read('page=3&size=50&status=all&q=%20萌萌%20&type=mcn&id=42')).toEqual({
      page: 3,
      size: 50,
      status: 'all',
      q: '萌萌',
      type: 'mcn',
      id: 42,
    });
    expect(read('status=3').status).toBe('3');
  });

  it('falls back for values the queue does not offer', () => {
    expect(read('page=-2&size=30&status=0&type=vip&id=abc')).toEqual({
      page: 1,
      size: 10,
      status: '1',
      q: '',
      type: null,
      id: null,
    });
    expect(read(`q=${'长'.repeat(80)}`).q).toHaveLength(50);
  });
});
