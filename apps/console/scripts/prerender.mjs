// The console build's last step (`pnpm --filter @creator-console/console build`): /login and /enter
// as HTML prerendered from the app's own code, so that their heading and form paint with the
// stylesheet, before any script has run (issue 18, item 6; bench/README.md, lighthouse.mjs).
//
// 1. An SSR build of src/prerender.tsx (same Vite config, so vanilla-extract gives the same class
//    names as the client build) into .prerender/, removed afterwards.
// 2. For each path, the built dist/index.html with the rendered markup in `#root` (marked
//    `data-prerendered="<path>"`), the page's title, an inline script that drops the markup for a
//    visitor who chose another language than zh-CN, and no script tag of the build's: a second
//    inline script requests the entry and the page's chunks once the markup has painted, so the
//    first paint waits for the document and the stylesheet alone → dist/prerendered/<name>.html.
//    The server sends it to a visitor without a session, with the inline scripts' hashes in its
//    CSP (apps/server/src/plugins/app/console.ts); main.tsx hydrates it. (index.html preloads what
//    a session's first page loads instead: `data-session`, vite.config.ts.)
// 3. dist/prerendered/signed-out.html: index.html with the login page's chunks preloaded instead,
//    for a visitor without a session on any other page (the guard sends them to /login).
// 4. dist/prerendered/page-preloads.json: for every menu page's path, its page module's chunks that
//    index.html does not preload; the server preloads them in a session's page, beside the
//    session's answers it embeds (console.ts).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const consoleRoot = fileURLToPath(new URL('../', import.meta.url));
const dist = join(consoleRoot, 'dist');
const ssrOut = join(consoleRoot, '.prerender');

/** `<link rel="modulepreload">` for a page module's chunks that the entry does not already load. */
function pagePreloads(manifest, source, attributes = '') {
  const closure = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const withEntry = closure(entry);
  return [...closure(source)]
    .filter((key) => !withEntry.has(key))
    .map((key) => `<link rel="modulepreload"${attributes} crossorigin href="/${manifest[key].file}">`)
    .join('\n    ');
}

/** The page module's chunks that the entry does not already load, and the entry's own imports. */
function pageFiles(manifest, source) {
  const closure = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const files = new Set([...closure(entry), ...closure(source)]);
  files.delete(entry);
  return [...files].map((key) => `/${manifest[key].file}`);
}

/** index.html without its module script and module preloads (the stylesheet stays). */
function withoutScripts(index) {
  return index
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

/**
 * The prerendered page's scripts, requested once the markup has painted (the frame after the
 * first), not beside the stylesheet: the page's first paint waits for the document and the
 * stylesheet only, and nothing competes with them. Then the entry and every chunk the page needs,
 * at once. Allowed by its hash like the shell script.
 *
 * Tried and not kept (bench/README.md, "second round"): running them only on the visitor's first
 * interaction (prefetched once painted). Lighthouse then counts no script evaluation at all after
 * the first paint, but the login e2e specs, on this loaded machine, then waited past their 5 s for
 * the result of a click made before the scripts: the whole load, evaluation and hydration moved
 * behind the first click.
 */
function loaderScript(entry, files) {
  return (
    `requestAnimationFrame(function(){setTimeout(function(){` +
    `${JSON.stringify(files)}.forEach(function(f){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=f;document.head.appendChild(l)});` +
    `var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=${JSON.stringify(entry)};document.head.appendChild(s)` +
    `})})`
  );
}

/** index.html with the session's preloads replaced by `preloads`. */
function withPreloads(index, preloads) {
  const session = /\s*<link rel="modulepreload" crossorigin href="[^"]+" data-session>/g;
  const at = index.search(session);
  if (at < 0) throw new Error('dist/index.html has no data-session preloads');
  return `${index.slice(0, at)}\n    ${preloads}${index.slice(at).replace(session, '')}`;
}

/**
 * The page modules of the page registry (src/app/page-registry.ts), by component key: its
 * `'<key>': () => import('<module>')` lines, as manifest keys.
 */
function registryModules(manifest) {
  const registry = readFileSync(join(consoleRoot, 'src/app/page-registry.ts'), 'utf8');
  const source = (module) =>
    ['.tsx', '.ts'].map((ext) => `src/${module.replace(/^\.\.\//, '')}${ext}`).find((key) => manifest[key]);
  const modules = new Map();
  for (const [, key, module] of registry.matchAll(/'([^']+)': \(\) => import\('([^']+)'\)/g)) {
    if (!modules.has(key) && source(module)) modules.set(key, source(module));
  }
  const notAvailable = /notAvailablePage: PageLoader = \(\) => import\('([^']+)'\)/.exec(registry)?.[1];
  return { modules, fallback: notAvailable && source(notAvailable) };
}

/**
 * For every menu page's path, the chunks of its page module that a session's first page does not
 * load already (the entry's and index.html's preloads): the server preloads them with the page
 * (apps/server/src/plugins/app/console.ts), instead of the page's module being requested after
 * the session's menu has answered. Only the files of the build; no path without its module.
 */
function menuPageChunks(manifest, index, paths) {
  const closure = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const loaded = new Set([...closure(entry)].map((key) => `/${manifest[key].file}`));
  for (const [, href] of index.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)) loaded.add(href);
  const { modules, fallback } = registryModules(manifest);
  if (!modules.has('dashboard/index')) throw new Error('page-registry.ts: no dashboard/index module found');
  const chunks = {};
  for (const { path, component } of paths) {
    const module = modules.get(component) ?? fallback;
    if (!module) continue;
    chunks[path] = [...closure(module)]
      .map((key) => `/${manifest[key].file}`)
      .filter((file) => !loaded.has(file));
  }
  return chunks;
}

const PAGE_MODULES = {
  '/login': 'src/features/login/pages/login-page.tsx',
  '/enter': 'src/features/login/pages/enter-page.tsx',
};

const escapeText = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

await build({
  root: consoleRoot,
  configFile: join(consoleRoot, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'src/prerender.tsx', outDir: ssrOut, emptyOutDir: true },
});

try {
  const { prerender, PRERENDERED_PATHS, SHELL_SCRIPT, menuPagePaths } = await import(
    pathToFileURL(join(ssrOut, 'prerender.js')).href
  );
  const index = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const entryFile = `/${Object.values(manifest).find((chunk) => chunk.isEntry).file}`;
  const root = '<div id="root"></div>';
  if (!index.includes(root)) throw new Error(`dist/index.html has no ${root}`);
  mkdirSync(join(dist, 'prerendered'), { recursive: true });
  for (const path of PRERENDERED_PATHS) {
    const { markup, title } = await prerender(path);
    if (/<script\b/i.test(markup)) throw new Error(`${path}: the rendered markup has a script`);
    const page = withoutScripts(index)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
      .replace(
        root,
        () =>
          `<div id="root" data-prerendered="${path}">${markup}</div>\n    <script>${SHELL_SCRIPT}</script>` +
          `\n    <script>${loaderScript(entryFile, pageFiles(manifest, PAGE_MODULES[path]))}</script>`,
      );
    const file = join(dist, 'prerendered', `${path.slice(1)}.html`);
    writeFileSync(file, page);
    console.log(`prerendered ${path} → ${file.slice(consoleRoot.length)} (${page.length} bytes)`);
  }
  const signedOut = withPreloads(index, pagePreloads(manifest, PAGE_MODULES['/login']));
  writeFileSync(join(dist, 'prerendered', 'signed-out.html'), signedOut);
  const pagePreloadsFile = join(dist, 'prerendered', 'page-preloads.json');
  writeFileSync(pagePreloadsFile, `${JSON.stringify(menuPageChunks(manifest, index, menuPagePaths()))}\n`);
  console.log(`page preloads → ${pagePreloadsFile.slice(consoleRoot.length)}`);
} finally {
  rmSync(ssrOut, { recursive: true, force: true });
}
