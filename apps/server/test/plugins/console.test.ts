import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withStyleNonce } from '../../src/plugins/app/console.js';
import { buildTestApp, type TestApp } from '../helper.js';

const INDEX_HTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <title>创作者平台</title>
    <script type="module" crossorigin src="/assets/index-1a2b.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'cc-console-page-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'index-1a2b.js'), 'console.log("console");');
  // The build writes a compressed copy beside each script and stylesheet.
  writeFileSync(join(dist, 'assets', 'index-1a2b.js.gz'), gzipSync('console.log("console");'));
  t = await buildTestApp({ config: { consoleDist: dist }, seed: false });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const metaNonce = (response: LightMyRequestResponse) =>
  /<meta name="csp-nonce" content="([^"]+)" \/>/.exec(response.body)?.[1];
const styleSrc = (response: LightMyRequestResponse) =>
  String(response.headers['content-security-policy'])
    .split(';')
    .find((directive) => directive.startsWith('style-src'));

describe('the console page and its style nonce', () => {
  it('puts a fresh nonce in the page and in the style-src of that reply only', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/login', '/index.html', '/video/album/detail?id=3']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      const nonce = metaNonce(response);
      expect(nonce, url).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(styleSrc(response)).toBe(`style-src 'self' 'nonce-${nonce}'`);
      expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-1a2b.js">');
      // Only the nonce is new: no inline style is allowed otherwise.
      expect(String(response.headers['content-security-policy'])).not.toContain('unsafe-inline');
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self';");
      expect(response.headers['cache-control']).toBe('no-cache');
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(4);
  });

  it('keeps the meta in the head, before anything the page loads', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.body.indexOf('name="csp-nonce"')).toBeGreaterThan(response.body.indexOf('<head>'));
    expect(response.body.indexOf('name="csp-nonce"')).toBeLessThan(response.body.indexOf('<script'));
  });

  it('gives files and API answers the policy without a nonce', async () => {
    for (const url of ['/assets/index-1a2b.js', '/api/my-menu']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(styleSrc(response), url).toBe("style-src 'self'");
    }
  });
});

describe('the console files', () => {
  it('are sent compressed to a browser that accepts it, and as they are to one that does not', async () => {
    const url = '/assets/index-1a2b.js';
    const gzipped = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['vary']).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe('console.log("console");');
    expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("console");');
  });
});

describe('withStyleNonce', () => {
  it('adds the nonce to style-src and leaves the other directives as they are', () => {
    expect(withStyleNonce("default-src 'self';style-src 'self';img-src 'self' data:", 'abc')).toBe(
      "default-src 'self';style-src 'self' 'nonce-abc';img-src 'self' data:",
    );
  });

  it("without a style-src, keeps default-src's sources for styles and adds the nonce", () => {
    expect(withStyleNonce("default-src 'self' https://cdn.example; object-src 'none'", 'abc')).toBe(
      "default-src 'self' https://cdn.example;object-src 'none';style-src 'self' https://cdn.example 'nonce-abc'",
    );
  });
});
