import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../src/app.js';
import { throttles } from '../../src/db/schema/index.js';
import { LocalStorage } from '../../src/storage/local-storage.js';
import { buildTestApp, DEMO_PASSWORD, type TestApp } from '../helper.js';

const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-1a2b.js"></script></body></html>';

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'cc-console-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log("console");');
  t = await buildTestApp({ config: { consoleDist: dist } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("style-src 'self'");
  expect(csp).toContain("img-src 'self' data: blob:");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('security headers', () => {
  it('are on API answers, refusals and errors, static files and the SPA fallback', async () => {
    const responses = [
      await t.injectAs('creator', { method: 'GET', url: '/api/my-profile' }),
      await t.app.inject({ method: 'GET', url: '/api/my-profile' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: 'not json',
        headers: { 'content-type': 'application/json' },
      }),
      await t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
      await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' }),
      await t.app.inject({ method: 'GET', url: '/video/create' }),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([200, 401, 400, 404, 200, 200]);
    responses.forEach(expectSecurityHeaders);
  });

  it('API answers are not cacheable', async () => {
    const response = await t.injectAs('creator', { method: 'GET', url: '/api/my-menu' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('the console build and unknown paths', () => {
  it('serves index.html for client routes, and files as they are', async () => {
    for (const url of ['/', '/login', '/video/album/detail?id=3', '/dashboard']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 for a missing file rather than HTML', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone-9z9z.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: '页面不存在' });
  });

  it('answers 404 JSON for unknown /api paths, whatever the method', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/nothing-here'],
      ['GET', '/api'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: '接口不存在' });
    }
    // A path that exists, with a method it does not serve: 405 with Allow (issue 13).
    const wrongMethod = await t.app.inject({ method: 'DELETE', url: '/api/login' });
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('POST');
    expect(wrongMethod.json().message).toBeTruthy();
  });

  it('without a console build, answers 404 JSON for pages too', async () => {
    const bare = await buildTestApp({ config: { consoleDist: join(dist, 'missing') }, seed: false });
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/dashboard' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: '页面不存在' });
      expectSecurityHeaders(response);
    } finally {
      await bare.close();
    }
  });
});

describe('request limits', () => {
  it('refuses bodies over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'x'.repeat(t.config.bodyLimit), password: 'y' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: '请求体过大' });
  });

  it('answers 415 with a message for content types it does not read', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/不支持的请求内容类型/);
  });
});

describe('login rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({
      config: {
        loginLimits: {
          perIp: { max: 6, windowMs: 60_000 },
          perAccountFailures: { max: 2, windowMs: 60_000 },
        },
      },
    });
  });
  afterAll(() => limited?.close());

  const attempt = (account: string, password: string, remoteAddress = '10.0.0.1') =>
    limited.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      payload: { email: limited.encrypt(account), password: limited.encrypt(password) },
    });

  it('slows one account from one address down, alias included, without locking its owner out elsewhere', async () => {
    expect((await attempt('creator', 'Wrong@1', '10.0.1.1')).statusCode).toBe(202);
    // the same account through its phone number counts towards the same account and address
    expect((await attempt('13800000003', 'Wrong@2', '10.0.1.1')).statusCode).toBe(202);
    const blocked = await attempt('creator', DEMO_PASSWORD, '10.0.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/^操作过于频繁，请 \d+ 秒后再试$/);
    // the owner, from an address of their own, is not locked out by what another address did
    expect((await attempt('creator', DEMO_PASSWORD, '10.0.1.3')).statusCode).toBe(200);
    // other accounts are not affected
    expect((await attempt('creator_live', DEMO_PASSWORD, '10.0.1.1')).statusCode).toBe(200);
  });

  it('makes the delay grow with every further failure, for unknown accounts alike', async () => {
    // its own app: these attempts would exceed the per-address budget of the others
    const slow = await buildTestApp({
      config: {
        loginLimits: {
          perIp: { max: 10_000, windowMs: 60_000 },
          perAccountFailures: { max: 2, windowMs: 60_000 },
        },
      },
    });
    onTestFinished(() => slow.close());
    const attempt = (account: string, password: string, remoteAddress: string) =>
      slow.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        payload: { email: slow.encrypt(account), password: slow.encrypt(password) },
      });
    for (const account of ['operator', 'nobody_here']) {
      const delays: number[] = [];
      expect((await attempt(account, 'Wrong@1', '10.0.5.1')).statusCode).toBe(202);
      for (let round = 0; round < 4; round += 1) {
        const wrong = await attempt(account, 'Wrong@2', '10.0.5.1');
        expect(wrong.statusCode).toBe(202);
        expect(wrong.json().message).toBe('账号或密码错误');
        const refused = await attempt(account, 'Wrong@3', '10.0.5.1');
        expect(refused.statusCode).toBe(429);
        delays.push(Number(refused.headers['retry-after']));
        // the delay has passed
        await slow.database.db.update(throttles).set({ blockedUntil: new Date(Date.now() - 1) });
      }
      expect(delays).toEqual([...delays].sort((a, b) => a - b));
      expect(new Set(delays).size).toBe(delays.length);
    }
    // a success clears the account's failures from that address
    expect((await attempt('operator', DEMO_PASSWORD, '10.0.5.1')).statusCode).toBe(200);
    expect((await attempt('operator', 'Wrong@4', '10.0.5.1')).statusCode).toBe(202);
    expect((await attempt('operator', DEMO_PASSWORD, '10.0.5.1')).statusCode).toBe(200);
  });

  it('shares one budget per address across every credential route', async () => {
    const ip = '10.0.3.1';
    const mcn = await attempt('mcn', DEMO_PASSWORD, ip);
    const mcnToken = mcn.json().data.token;
    const switchTo = () =>
      limited.app.inject({
        method: 'GET',
        url: `/api/my_user_token?user_id=${mcn.json().data.user.id}&mcn_token=${mcnToken}`,
        headers: { authorization: `Bearer ${mcnToken}` },
        remoteAddress: ip,
      });
    const phoneAttempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/a-login',
        remoteAddress: ip,
        payload: { phone: limited.encrypt('13800000004'), password: limited.encrypt(DEMO_PASSWORD) },
      });
    const statuses = [mcn.statusCode];
    statuses.push((await switchTo()).statusCode);
    for (let i = 0; i < 3; i += 1) statuses.push((await phoneAttempt()).statusCode);
    statuses.push((await attempt('operator', DEMO_PASSWORD, ip)).statusCode);
    expect(statuses.every((status) => status !== 429)).toBe(true);
    for (const refused of [
      await attempt('operator', DEMO_PASSWORD, ip),
      await phoneAttempt(),
      await switchTo(),
    ]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    }
  });

  it('keeps its counters in the database, where every server process sees them', async () => {
    const storageDir = mkdtempSync(join(tmpdir(), 'cc-peer-storage-'));
    const peer = await buildApp({
      database: limited.database,
      storage: new LocalStorage(storageDir),
      logger: false,
      config: { ...limited.config },
    });
    try {
      const onPeer = (account: string, password: string, remoteAddress: string) =>
        peer.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress,
          payload: { email: limited.encrypt(account), password: limited.encrypt(password) },
        });
      // failures on one process slow the same account and address down on the other
      expect((await attempt('admin', 'Wrong@1', '10.0.6.1')).statusCode).toBe(202);
      expect((await attempt('admin', 'Wrong@2', '10.0.6.1')).statusCode).toBe(202);
      expect((await onPeer('admin', DEMO_PASSWORD, '10.0.6.1')).statusCode).toBe(429);
      // and the per-address budget is one budget across processes
      for (let i = 0; i < 3; i += 1) await attempt('operator', DEMO_PASSWORD, '10.0.6.2');
      for (let i = 0; i < 3; i += 1) await onPeer('operator', DEMO_PASSWORD, '10.0.6.2');
      expect((await onPeer('operator', DEMO_PASSWORD, '10.0.6.2')).statusCode).toBe(429);
    } finally {
      await peer.close();
      rmSync(storageDir, { recursive: true, force: true });
    }
  });

  it('limits login attempts per client IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await attempt('operator', DEMO_PASSWORD, '10.0.2.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const refused = await attempt('operator', DEMO_PASSWORD, '10.0.2.1');
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json().message).toMatch(/操作过于频繁/);
    expectSecurityHeaders(refused);
    // another client is served
    expect((await attempt('operator', DEMO_PASSWORD, '10.0.2.2')).statusCode).toBe(200);
  });
});

describe('GET /api/docs', () => {
  it('serves the OpenAPI document generated from the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/a-login',
        '/api/my-menu',
        '/api/my-page',
        '/api/my-profile',
        '/api/logout',
      ]),
    );
  });
});
