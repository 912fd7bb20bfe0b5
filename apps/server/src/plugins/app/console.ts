import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NotFoundError } from '../../http/errors.js';

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
/** A last segment with a dot names a file (a missing chunk must 404, not turn into HTML). */
const looksLikeFile = (path: string) => /\.[^/]*$/.test(path);

const CSP_HEADER = 'content-security-policy';

/**
 * The policy with `'nonce-…'` added to its style-src (or, without one, to a style-src copied from
 * default-src, so that nothing else the page loads changes). A reply without a policy keeps none.
 */
export function withStyleNonce(policy: string, nonce: string): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const source = `'nonce-${nonce}'`;
  const styleIndex = directives.findIndex((directive) => /^style-src(\s|$)/i.test(directive));
  if (styleIndex >= 0) {
    directives[styleIndex] = `${directives[styleIndex]} ${source}`;
  } else {
    const defaults = directives.find((directive) => /^default-src(\s|$)/i.test(directive));
    const sources = defaults ? defaults.replace(/^default-src/i, '').trim() : '';
    directives.push(`style-src ${sources ? `${sources} ` : ''}${source}`);
  }
  return directives.join(';');
}

/**
 * The policy with each of `hashes` (`'sha256-…'`) added to its script-src (or, without one, to a
 * script-src copied from default-src): the inline scripts of a prerendered page run, and no other.
 */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const sources = hashes.join(' ');
  const scriptIndex = directives.findIndex((directive) => /^script-src(\s|$)/i.test(directive));
  if (scriptIndex >= 0) {
    directives[scriptIndex] = `${directives[scriptIndex]} ${sources}`;
  } else {
    const defaults = directives.find((directive) => /^default-src(\s|$)/i.test(directive));
    const fallback = defaults ? defaults.replace(/^default-src/i, '').trim() : '';
    directives.push(`script-src ${fallback ? `${fallback} ` : ''}${sources}`);
  }
  return directives.join(';');
}

/** A `type` that makes a `<script>` a data block: never run, not governed by script-src. */
const isDataBlock = (attributes: string) => /\stype\s*=\s*["']?application\/json["']?/i.test(attributes);

/**
 * The CSP source (`'sha256-…'`) of every inline script of a page: a `<script>` without `src` (a
 * JSON data block is no script: it is not hashed).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes ?? '') || isDataBlock(attributes ?? '')) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/**
 * The pages the console's build writes for visitors without a session (the `token` cookie the
 * console keeps), in `prerendered/` (apps/console/scripts/prerender.mjs): /login and /enter
 * prerendered, their markup painting before any script runs; any other page as index.html with
 * the login page's chunks preloaded (the guard sends such a visitor to /login). index.html itself
 * preloads what a session's first page loads. Without those files (an older build), index.html.
 */
const PRERENDERED: Record<string, string> = { '/login': 'login.html', '/enter': 'enter.html' };
const SIGNED_OUT = 'signed-out.html';

const hasSessionCookie = (request: FastifyRequest) => sessionToken(request) !== null;

/** The session's token from the `token` cookie the console keeps (URI-encoded), if any. */
function sessionToken(request: FastifyRequest): string | null {
  const value = /(?:^|;\s*)token=([^;\s]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * What a session's first page asks the API before it can render anything (the guard's
 * `loadSessionRoutes`, packages/auth): the menu, the page rights and the user. The id of the
 * page's data block and its keys are the console's (apps/console/src/app/session-boot.ts).
 */
export const SESSION_BOOT_ID = 'session-boot';
const SESSION_BOOT_ANSWERS = { menu: '/api/my-menu', page: '/api/my-page', profile: '/api/my-profile' };
const ACCESS_VERSION_HEADER = 'x-access-version';

/** JSON text safe inside a `<script>` element: no `<`, `>`, `&` or line separators as such. */
const scriptSafeJson = (json: string) =>
  json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The session's boot data, as a JSON data block for the page (`<script type="application/json">`:
 * not run, no hash needed): the API's own answers to the requests above — asked of this server in
 * process with the request's token, so they are exactly what the console would have been answered,
 * through the same authentication, authorisation, rate limits and caches — and the answers'
 * `X-Access-Version`. The console takes them instead of asking (one round trip before the menu,
 * another before the page's own requests and code). Any answer other than 200 (an ended session,
 * throttling): none, and the console asks as before and handles that answer as always.
 */
async function sessionBootBlock(app: FastifyInstance, request: FastifyRequest, token: string) {
  const ask = (url: string) =>
    app.inject({
      method: 'GET',
      url,
      // As the browser would ask: its address (failed tokens and throttles count per address).
      remoteAddress: request.ip,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      },
    });
  // The menu first: a token that is no session's costs one refusal, not three.
  const menu = await ask(SESSION_BOOT_ANSWERS.menu);
  if (menu.statusCode !== 200) return null;
  const [page, profile] = await Promise.all([
    ask(SESSION_BOOT_ANSWERS.page),
    ask(SESSION_BOOT_ANSWERS.profile),
  ]);
  if (page.statusCode !== 200 || profile.statusCode !== 200) return null;
  const accessVersion = menu.headers[ACCESS_VERSION_HEADER];
  // The answers' bodies as the API serialised them: `{ "data": … }` envelopes.
  const fields = [`"menu":${menu.body}`, `"page":${page.body}`, `"profile":${profile.body}`];
  if (typeof accessVersion === 'string') fields.push(`"accessVersion":${JSON.stringify(accessVersion)}`);
  return `<script type="application/json" id="${SESSION_BOOT_ID}">${scriptSafeJson(`{${fields.join(',')}}`)}</script>`;
}

/**
 * `<link rel="modulepreload">` of a menu page's own chunks (those index.html does not preload
 * already), by path, as the console's build lists them (scripts/prerender.mjs:
 * `prerendered/page-preloads.json`): requested with the entry instead of after the menu's answer.
 */
function pagePreloadLinks(preloads: Record<string, string[]>, path: string): string {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const files = Object.hasOwn(preloads, normalised) ? preloads[normalised]! : [];
  return files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('\n    ');
}

async function consolePageFile(request: FastifyRequest, dist: string, path: string): Promise<string> {
  const signedOut = hasSessionCookie(request) ? [] : [PRERENDERED[path], SIGNED_OUT];
  for (const name of signedOut) {
    const file = name && join(dist, 'prerendered', name);
    if (file && existsSync(file)) return readFile(file, 'utf8');
  }
  return readFile(join(dist, 'index.html'), 'utf8');
}

/**
 * The console's page (index.html, or a prerendered page) with a nonce of its own: in the page as
 * `<meta name="csp-nonce">`, and in this reply's style-src. The console hands it to
 * react-remove-scroll (Radix's modal dialogs and menus), whose one `<style>` element the
 * `style-src 'self'` policy would otherwise block; every other inline style stays forbidden. The
 * page's inline scripts (a prerendered page has one) are allowed by their hashes in script-src,
 * never by 'unsafe-inline'. The rest of helmet's policy is kept as it is.
 */
async function sendConsolePage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  dist: string,
  path: string,
  preloads: Record<string, string[]>,
): Promise<FastifyReply> {
  const nonce = randomBytes(16).toString('base64');
  const html = await consolePageFile(request, dist, path);
  const token = request.method === 'GET' ? sessionToken(request) : null;
  const boot = token ? await sessionBootBlock(app, request, token) : null;
  // The build's index.html always has a head; anything else is sent as it is.
  let page = html.replace(
    /<head(\s[^>]*)?>/i,
    (head) => `${head}\n    <meta name="csp-nonce" content="${nonce}" />`,
  );
  if (boot) {
    const links = pagePreloadLinks(preloads, path);
    page = page
      .replace(/<\/head>/i, (end) => (links ? `  ${links}\n  ${end}` : end))
      .replace(/<\/body>/i, (end) => `  ${boot}\n  ${end}`);
  }
  const policy = reply.getHeader(CSP_HEADER) ?? reply.raw.getHeader(CSP_HEADER);
  if (typeof policy === 'string') {
    reply.raw.removeHeader(CSP_HEADER);
    reply.header(CSP_HEADER, withScriptHashes(withStyleNonce(policy, nonce), inlineScriptHashes(page)));
  }
  // Revalidated on every use (it has no validator), so a nonce is never served twice from a cache;
  // the page differs with the session cookie.
  // A page with the session's answers in it is that user's alone.
  return reply
    .header('vary', 'cookie')
    .header('cache-control', boot ? 'private, no-cache' : 'no-cache')
    .type('text/html; charset=utf-8')
    .send(page);
}

/**
 * Serves the built console (when CONSOLE_DIST holds one) from the API's origin, with the SPA
 * fallback: a GET outside /api that is no file answers index.html so client routes survive a
 * reload. Unknown /api paths answer 404 `{ message }` either way.
 */
export default fp(
  async (app) => {
    const dist = app.config.consoleDist;
    const serveConsole = existsSync(join(dist, 'index.html'));
    const preloadsFile = join(dist, 'prerendered', 'page-preloads.json');
    const preloads: Record<string, string[]> = existsSync(preloadsFile)
      ? (JSON.parse(await readFile(preloadsFile, 'utf8')) as Record<string, string[]>)
      : {};
    if (serveConsole) {
      await app.register(fastifyStatic, {
        root: dist,
        cacheControl: false,
        // The build writes .br and .gz beside each script and stylesheet (apps/console/vite.config.ts):
        // sent as the browser accepts.
        preCompressed: true,
        // index.html (also as a directory's index) and the prerendered pages are the pages with a
        // nonce, served below.
        allowedPath: (pathname) =>
          !pathname.endsWith('/') && pathname !== '/index.html' && !pathname.startsWith('/prerendered/'),
        setHeaders(res, path) {
          // Vite's hashed assets never change.
          const immutable = path.startsWith(join(dist, 'assets') + sep);
          res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          // A cache must not hand the compressed copy to a client that did not ask for it.
          res.setHeader('vary', 'accept-encoding');
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '/';
      if (isApi(path)) throw new NotFoundError('接口不存在');
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (serveConsole && wantsPage && (!looksLikeFile(path) || path === '/index.html')) {
        return sendConsolePage(app, request, reply, dist, path, preloads);
      }
      throw new NotFoundError('页面不存在');
    });
  },
  { name: 'console' },
);
