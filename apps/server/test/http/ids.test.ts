import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOutOfRange, MAX_ROW_ID } from '../../src/http/ids.js';
import { buildTestApp, type TestApp } from '../helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('idOutOfRange', () => {
  it('finds ids beyond PostgreSQL integer, at any depth, and nothing else', () => {
    expect(idOutOfRange({ id: MAX_ROW_ID })).toBeNull();
    expect(idOutOfRange({ id: MAX_ROW_ID + 1 })).toEqual(['id']);
    expect(idOutOfRange({ type: 'identity', fields: { info_id: 1e12 } })).toEqual(['fields', 'info_id']);
    expect(idOutOfRange({ t: 1, d: 99_999_999_999 })).toEqual(['d']);
    expect(idOutOfRange({ page: 1e12, plays: 1e12, properties: { count: 1e12 } })).toBeNull();
  });
});

describe('the wire answer of inputs the router or PostgreSQL would refuse', () => {
  it('is a 400 { message } with the security headers, never a 500', async () => {
    const cases = [
      ['/api/users_all_cert_info/99999999999', 400, 'userId 无效'],
      ['/api/users_certification_apply_detail/99999999999', 400, 'id 无效'],
      ['/api/my_user_token?user_id=99999999999&mcn_token=x', 400, 'user_id 无效'],
      ['/api/message/%%', 400, '请求地址不正确'],
      [`/api/users_certification_apply/${'9'.repeat(120)}`, 414, '请求地址中的参数过长'],
      ['/api/my-message?page=9007199254740991&size=100', 200, undefined],
    ] as const;
    for (const [url, status, message] of cases) {
      const method = url.startsWith('/api/users_certification_apply/') ? 'PUT' : 'GET';
      const response = await t.injectAs('operator', {
        method,
        url,
        payload: method === 'PUT' ? {} : undefined,
      });
      expect(response.statusCode, url).toBe(status);
      if (message) expect(response.json(), url).toEqual(expect.objectContaining({ message }));
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(String(response.headers['content-security-policy']), url).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});
