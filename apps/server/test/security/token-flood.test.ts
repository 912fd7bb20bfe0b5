import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.js';

const FAILURE_LIMIT = 5;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { authFailureLimit: { max: FAILURE_LIMIT, windowMs: 60_000 } } });
});
afterAll(() => t?.close());

let client = 0;
const profileWith = (token: string, remoteAddress = `10.7.0.${(client += 1)}`) =>
  t.app.inject({
    method: 'GET',
    url: '/api/my-profile',
    remoteAddress,
    headers: { authorization: `Bearer ${token}` },
  });
/** Database reads while `run` runs. */
async function selectsDuring(run: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(t.app.db, 'select');
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}
const randomToken = () => randomBytes(32).toString('base64url');

describe('bearer tokens that name no session', () => {
  it('refuses a token that cannot be 256 random bits without reading the database', async () => {
    // 43 base64url characters, but the last one carries bits that 32 bytes never set
    const malformed = ['A'.repeat(42) + 'B', 'x'.repeat(43), randomToken() + 'A', 'short'];
    const reads = await selectsDuring(async () => {
      for (const token of malformed) expect((await profileWith(token)).statusCode).toBe(401);
    });
    expect(reads).toBe(0);
  });

  it('remembers an unknown token briefly: the second try costs no database read', async () => {
    const token = randomToken();
    expect((await profileWith(token)).statusCode).toBe(401);
    const reads = await selectsDuring(async () => {
      expect((await profileWith(token)).statusCode).toBe(401);
    });
    expect(reads).toBe(0);
  });

  it('answers 429 with Retry-After to an address after repeated failed authentications', async () => {
    const ip = '10.7.1.1';
    for (let i = 0; i < FAILURE_LIMIT; i += 1)
      expect((await profileWith(randomToken(), ip)).statusCode).toBe(401);
    const reads = await selectsDuring(async () => {
      const limited = await profileWith(randomToken(), ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
      expect(limited.json().message).toMatch(/^操作过于频繁，请 \d+ 秒后再试$/);
    });
    expect(reads).toBe(0);
    // other addresses, and real sessions elsewhere, are served
    expect((await profileWith(randomToken(), '10.7.1.2')).statusCode).toBe(401);
    expect((await profileWith(await t.loginAs('creator'), '10.7.1.2')).statusCode).toBe(200);
  });

  it('still refuses a session at once after logout, and serves one started later', async () => {
    const token = await t.loginAs('creator');
    expect((await profileWith(token)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
    expect((await profileWith(token)).statusCode).toBe(401);
    expect((await profileWith(token)).statusCode).toBe(401);
    const next = await t.loginAs('creator');
    expect((await profileWith(next)).statusCode).toBe(200);
  });
});
