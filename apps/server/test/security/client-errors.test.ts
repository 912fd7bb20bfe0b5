import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.js';

/**
 * Issue 13, finding 11: loose ids and the answers Node gives before Fastify sees a request. These
 * run on a listening server: a 431 (headers too large) or a garbled request line never reaches
 * `inject()`.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

/** Sends raw bytes; answers the status code, the headers (lower-case names) and the body. */
function raw(request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (data) => (answer += data.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(statusLine.split(' ')[1]);
      if (!status) reject(new Error(`no answer: ${JSON.stringify(answer)}`));
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status, headers, body });
    });
    socket.on('connect', () => socket.end(request));
  });
}

function expectSecurityHeaders(headers: Record<string, string>, label: string) {
  expect(headers['content-security-policy'], label).toContain("default-src 'self'");
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security'], label).toMatch(/max-age=\d+/);
  expect(headers['cross-origin-resource-policy'], label).toBe('same-origin');
  expect(headers['cache-control'], label).toBe('no-store');
  expect(headers['content-type'], label).toMatch(/^application\/json/);
}

describe('answers Node gives before any route runs', () => {
  it('431 for headers too large: the security headers and the wire convention', async () => {
    const response = await raw(
      `GET /api/my-profile HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
    );
    expect(response.status).toBe(431);
    expectSecurityHeaders(response.headers, '431');
    expect(Object.keys(JSON.parse(response.body) as object)).toEqual(['message']);
  });

  it('400 for a request line that is not HTTP', async () => {
    const response = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(response.status).toBe(400);
    expectSecurityHeaders(response.headers, '400 client error');
    expect(Object.keys(JSON.parse(response.body) as object)).toEqual(['message']);
  });

  it('the server still answers afterwards', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/my-profile`);
    expect(response.status).toBe(401);
  });
});

describe('ids', () => {
  const LOOSE = ['0x10', '1e1', '000001', '%201', '1.0', '+1', '010'];

  it('a path id only in canonical decimal: 400 naming the id', async () => {
    for (const id of LOOSE) {
      const response = await t.injectAs('creator', { method: 'GET', url: `/api/message/${id}` });
      expect(response.statusCode, id).toBe(400);
      expect(response.json<{ issues: { path: string[] }[] }>().issues[0]!.path, id).toEqual(['id']);
    }
    const canonical = await t.injectAs('creator', { method: 'GET', url: '/api/message/2000000000' });
    expect(canonical.statusCode).toBe(404);
  });

  it('a query id only in canonical decimal', async () => {
    for (const id of LOOSE) {
      const response = await t.injectAs('admin', {
        method: 'GET',
        url: `/api/audit/videos?creator_id=${id}`,
      });
      expect(response.statusCode, id).toBe(400);
    }
    const canonical = await t.injectAs('admin', { method: 'GET', url: '/api/audit/videos?creator_id=3' });
    expect(canonical.statusCode).toBe(200);
  });
});
