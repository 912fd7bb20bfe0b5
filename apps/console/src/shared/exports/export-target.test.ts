import { describe, expect, it } from 'vitest';
import { exportTarget } from './exports';

describe('exportTarget', () => {
  it('opens another page’s download list as it is', () => {
    expect(exportTarget('videos', { pathname: '/video/index', search: '?status=draft' })).toBe(
      '/video/export',
    );
  });

  it('keeps the page’s own filters when the download list is a drawer on it, from its first page', () => {
    expect(
      exportTarget('tracking_events', {
        pathname: '/log/es',
        search: '?range=custom&start=2026-11-26T00%3A00%3A00.000Z&events=login&page=3',
      }),
    ).toBe('/log/es?range=custom&start=2026-11-26T00%3A00%3A00.000Z&events=login&exports=1');
    expect(exportTarget('accounts', { pathname: '/admin/index', search: '' })).toBe('/admin/index?exports=1');
  });
});
