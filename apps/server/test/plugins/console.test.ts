import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, withScriptHashes, withStyleNonce } from '../../src/plugins/app/console.js';
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

/** A prerendered page as the console's build writes it (apps/console/scripts/prerender.mjs). */
const SHELL_SCRIPT =
  'try{if(["en-US"].indexOf(localStorage.getItem("locale"))>=0)document.getElementById("root").replaceChildren()}catch(e){}';
const LOGIN_HTML = INDEX_HTML.replace(
  '<title>创作者平台</title>',
  '<title>登录 - 创作者平台</title>',
).replace(
  '<div id="root"></div>',
  `<div id="root" data-prerendered="/login"><main><h1>登录创作者平台</h1><form></form></main></div>\n    <script>${SHELL_SCRIPT}</script>`,
);
/** index.html with the login page's chunks preloaded instead of the session's. */
const SIGNED_OUT_HTML = INDEX_HTML.replace('</head>', '<!-- signed out -->\n  </head>');
const shellHash = `'sha256-${createHash('sha256').update(SHELL_SCRIPT).digest('base64')}'`;

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'cc-console-page-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  mkdirSync(join(dist, 'prerendered'));
  writeFileSync(join(dist, 'prerendered', 'login.html'), LOGIN_HTML);
  writeFileSync(join(dist, 'prerendered', 'signed-out.html'), SIGNED_OUT_HTML);
  writeFileSync(
    join(dist, 'prerendered', 'page-preloads.json'),
    JSON.stringify({ '/dashboard': ['/assets/index-page-9z.js', '/assets/Card-8y.js'] }),
  );
  writeFileSync(join(dist, 'assets', 'index-1a2b.js'), 'console.log("console");');
  // The build writes a compressed copy beside each script and stylesheet.
  writeFileSync(join(dist, 'assets', 'index-1a2b.js.gz'), gzipSync('console.log("console");'));
  t = await buildTestApp({ config: { consoleDist: dist } });
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
    for (const url of ['/', '/agreement', '/index.html', '/video/album/detail?id=3']) {
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

const policyOf = (response: LightMyRequestResponse) => String(response.headers['content-security-policy']);
const scriptSrc = (response: LightMyRequestResponse) =>
  policyOf(response)
    .split(';')
    .find((directive) => directive.startsWith('script-src'));

describe('the prerendered login page', () => {
  it('is what /login answers without a session, its inline script allowed by its hash alone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login?redirect=%2Fdashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-prerendered="/login"');
    expect(response.body).toContain('<h1>登录创作者平台</h1>');
    expect(response.body).toContain('<title>登录 - 创作者平台</title>');
    expect(scriptSrc(response)).toBe(`script-src 'self' ${shellHash}`);
    expect(policyOf(response)).not.toContain('unsafe-inline');
    // Every inline script of the page has its hash in the policy; none runs without one.
    const hashes = inlineScriptHashes(response.body);
    expect(hashes).toEqual([shellHash]);
    for (const hash of hashes) expect(scriptSrc(response)).toContain(hash);
    // The style nonce as on every console page.
    expect(styleSrc(response)).toBe(`style-src 'self' 'nonce-${metaNonce(response)}'`);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['vary']).toMatch(/cookie/i);
  });

  it('is not sent to a visitor with a session, nor for a page that has none prerendered', async () => {
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { cookie: 'locale=x; token=abc' },
    });
    expect(signedIn.body).not.toContain('data-prerendered');
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(scriptSrc(signedIn)).toBe("script-src 'self'");
    // /enter has no file in this build: the page for visitors without a session.
    const enter = await t.app.inject({ method: 'GET', url: '/enter' });
    expect(enter.body).toContain('<div id="root"></div>');
    expect(enter.body).toContain('<!-- signed out -->');
    expect(scriptSrc(enter)).toBe("script-src 'self'");
  });

  it('other pages: the signed-out page without a session, index.html with one', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(signedOut.body).toContain('<!-- signed out -->');
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { cookie: 'token=abc' },
    });
    expect(signedIn.body).not.toContain('<!-- signed out -->');
    expect(signedIn.body).toContain('<div id="root"></div>');
    expect(signedIn.headers['vary']).toMatch(/cookie/i);
  });

  it('is not a file of its own', async () => {
    for (const url of ['/prerendered/login.html', '/prerendered/page-preloads.json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe("a session's page", () => {
  const bootBlock = (html: string) =>
    /<script type="application\/json" id="session-boot">([\s\S]*?)<\/script>/.exec(html)?.[1];

  it("carries the API's own answers to my-menu, my-page and my-profile, and preloads the page's chunks", async () => {
    const token = await t.loginAs('creator');
    const response = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { cookie: `role=x; token=${encodeURIComponent(token)}` },
    });
    expect(response.statusCode).toBe(200);
    const block = bootBlock(response.body);
    expect(block).toBeDefined();
    expect(block).not.toMatch(/[<>&]/);
    const boot = JSON.parse(block!) as Record<string, unknown>;
    const bearer = { authorization: `Bearer ${token}` };
    const menu = await t.app.inject({ method: 'GET', url: '/api/my-menu', headers: bearer });
    for (const [key, url] of [
      ['menu', '/api/my-menu'],
      ['page', '/api/my-page'],
      ['profile', '/api/my-profile'],
    ] as const) {
      const answer = await t.app.inject({ method: 'GET', url, headers: bearer });
      expect(boot[key], key).toEqual(answer.json());
    }
    expect(boot.accessVersion).toBe(menu.headers['x-access-version']);
    // A data block is not a script: no hash for it, nothing else allowed.
    expect(scriptSrc(response)).toBe("script-src 'self'");
    expect(response.headers['cache-control']).toBe('private, no-cache');
    for (const file of ['/assets/index-page-9z.js', '/assets/Card-8y.js']) {
      const link = response.body.indexOf(`<link rel="modulepreload" crossorigin href="${file}">`);
      expect(link, file).toBeGreaterThan(0);
      expect(link).toBeLessThan(response.body.indexOf('</head>'));
    }
  });

  it('carries nothing for a token that is no session, nor the preloads', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { cookie: 'token=not-a-session' },
    });
    expect(response.statusCode).toBe(200);
    expect(bootBlock(response.body)).toBeUndefined();
    expect(response.body).not.toContain('index-page-9z');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('preloads nothing for a path the build lists no chunks for', async () => {
    const token = await t.loginAs('creator');
    const response = await t.app.inject({
      method: 'GET',
      url: '/video/create',
      headers: { cookie: `token=${encodeURIComponent(token)}` },
    });
    expect(bootBlock(response.body)).toBeDefined();
    expect(response.body).not.toContain('rel="modulepreload"');
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

describe('withScriptHashes and inlineScriptHashes', () => {
  it('adds the hashes to script-src, or to one copied from default-src', () => {
    expect(withScriptHashes("default-src 'self';script-src 'self'", ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-a' 'sha256-b'",
    );
    expect(withScriptHashes("default-src 'self'", ["'sha256-a'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-a'",
    );
    expect(withScriptHashes("default-src 'self'", [])).toBe("default-src 'self'");
  });

  it('hashes inline scripts only, not those with a src', () => {
    const html = '<script type="module" src="/a.js"></script><script>x()</script>';
    expect(inlineScriptHashes(html)).toEqual([
      `'sha256-${createHash('sha256').update('x()').digest('base64')}'`,
    ]);
  });
});
