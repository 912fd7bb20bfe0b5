import { defineEndpoint } from '@creator-console/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route } from '../../src/http/route.js';
import { buildTestApp, type TestApp } from '../helper.js';

/**
 * Security headers on every kind of API answer. test/routes/security.test.ts checks the CSP on a
 * success, a 401, a body-parser 400, an unknown path, static files and the SPA fallback; this
 * covers the rest of helmet's headers and every other status an API answer can have, each with
 * `Cache-Control: no-store`, and the answers the router gives before any hook runs.
 */

const crash = defineEndpoint({
  method: 'GET',
  path: '/api/test/crash',
  summary: 'Throws an unexpected error',
  tag: 'test',
  access: 'public',
  response: z.null(),
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    config: { revealLimit: { max: 1, windowMs: 60_000 } },
    register(app) {
      route(app, crash, () => {
        throw new Error('connection to 10.0.0.7:5432 refused (secret detail)');
      });
    },
  });
});
afterAll(() => t?.close());

function expectApiHeaders(response: LightMyRequestResponse, label: string) {
  const headers = response.headers;
  expect(String(headers['content-security-policy']), label).toContain("default-src 'self'");
  expect(String(headers['content-security-policy']), label).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(String(headers['strict-transport-security']), label).toMatch(/max-age=\d+/);
  expect(headers['cross-origin-opener-policy'], label).toBe('same-origin');
  expect(headers['cross-origin-resource-policy'], label).toBe('same-origin');
  expect(headers['x-permitted-cross-domain-policies'], label).toBe('none');
  expect(headers['cache-control'], label).toBe('no-store');
  expect(headers['x-powered-by'], label).toBeUndefined();
  expect(headers.server, label).toBeUndefined();
  expect(String(headers['content-type']), label).toMatch(/^application\/json/);
}

describe('security headers on API answers of every status', () => {
  it('success, refusals, client errors and limits', async () => {
    const wrongPassword = { email: t.encrypt('creator'), password: t.encrypt('Wrong@2026') };
    const reveal = {
      method: 'GET' as const,
      url: `/api/p1/usi?t=1&d=3&e=${encodeURIComponent(t.encrypt('phone'))}`,
    };
    const cases: [string, Promise<LightMyRequestResponse>, number][] = [
      ['200', t.injectAs('creator', { method: 'GET', url: '/api/my-profile' }), 200],
      [
        '202 business refusal',
        t.app.inject({ method: 'POST', url: '/api/login', payload: wrongPassword }),
        202,
      ],
      ['400 invalid input', t.app.inject({ method: 'POST', url: '/api/login', payload: { email: '' } }), 400],
      ['401', t.app.inject({ method: 'GET', url: '/api/my-menu' }), 401],
      ['403', t.injectAs('creator', { method: 'GET', url: '/api/reminders' }), 403],
      ['404 unknown object', t.injectAs('creator', { method: 'GET', url: '/api/message/2000000000' }), 404],
      ['404 unknown path', t.app.inject({ method: 'GET', url: '/api/no-such-thing' }), 404],
      ['405 method the path does not serve', t.app.inject({ method: 'DELETE', url: '/api/my-profile' }), 405],
      [
        '413',
        t.app.inject({
          method: 'POST',
          url: '/api/track',
          payload: { event: 'x'.repeat(t.config.bodyLimit) },
        }),
        413,
      ],
      [
        '415',
        t.app.inject({
          method: 'POST',
          url: '/api/track',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'event=login',
        }),
        415,
      ],
    ];
    for (const [label, pending, status] of cases) {
      const response = await pending;
      expect(response.statusCode, label).toBe(status);
      expectApiHeaders(response, label);
    }
    // 429 with Retry-After (the reveal limit is 1 per minute here)
    await t.injectAs('admin', reveal);
    const limited = await t.injectAs('admin', reveal);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expectApiHeaders(limited, '429');
  });

  it('a server error: generic message, no detail, the same headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: '服务器内部错误' });
    expect(response.body).not.toMatch(/10\.0\.0\.7|secret|Error|stack/);
    expectApiHeaders(response, '500');
  });

  it('HEAD requests and the OpenAPI document', async () => {
    const head = await t.injectAs('creator', { method: 'HEAD', url: '/api/my-profile' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expectApiHeaders(head, 'HEAD');
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expectApiHeaders(docs, '/api/docs');
  });

  it('answers the router gives before any hook: a malformed URL, an over-long path parameter', async () => {
    const cases: [string, string][] = [
      ['malformed percent-encoding', '/api/message/%zz'],
      ['path parameter over 100 characters', `/api/message/${'1'.repeat(101)}`],
    ];
    for (const [label, url] of cases) {
      const response = await t.injectAs('creator', { method: 'GET', url });
      expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, label).toBeLessThan(500);
      expect(Object.keys(response.json()), label).toEqual(['message']);
      expectApiHeaders(response, label);
    }
  });
});
