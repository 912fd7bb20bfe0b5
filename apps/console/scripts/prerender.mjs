// The console build's last step (`pnpm --filter @creator-console/console build`): /login and /enter
// as HTML prerendered from the app's own code, so that their heading and form paint with the
// stylesheet, before any script has run (issue 18, item 6; bench/README.md, lighthouse.mjs).
//
// 1. An SSR build of src/prerender.tsx (same Vite config, so vanilla-extract gives the same class
//    names as the client build) into .prerender/, removed afterwards.
// 2. For each path, the built dist/index.html with the rendered markup in `#root` (marked
//    `data-prerendered="<path>"`), the page's title, and the one inline script that drops the
//    markup for a visitor who chose another language than zh-CN → dist/prerendered/<name>.html.
//    The server sends it to a visitor without a session, with that script's hash in its CSP
//    (apps/server/src/plugins/app/console.ts); main.tsx hydrates it. index.html preloads what a
//    session's first page loads (`data-session`, vite.config.ts); these pages preload the page's
//    own chunks instead, at low priority: the markup paints with the stylesheet alone, the scripts
//    come after it, not beside it.
// 3. dist/prerendered/signed-out.html: index.html with the login page's chunks preloaded instead,
//    for a visitor without a session on any other page (the guard sends them to /login).
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

/** index.html with the session's preloads replaced by `preloads`. */
function withPreloads(index, preloads) {
  const session = /\s*<link rel="modulepreload" crossorigin href="[^"]+" data-session>/g;
  const at = index.search(session);
  if (at < 0) throw new Error('dist/index.html has no data-session preloads');
  return `${index.slice(0, at)}\n    ${preloads}${index.slice(at).replace(session, '')}`;
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
  const { prerender, PRERENDERED_PATHS, SHELL_SCRIPT } = await import(
    pathToFileURL(join(ssrOut, 'prerender.js')).href
  );
  const index = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const root = '<div id="root"></div>';
  if (!index.includes(root)) throw new Error(`dist/index.html has no ${root}`);
  mkdirSync(join(dist, 'prerendered'), { recursive: true });
  for (const path of PRERENDERED_PATHS) {
    const { markup, title } = await prerender(path);
    if (/<script\b/i.test(markup)) throw new Error(`${path}: the rendered markup has a script`);
    const page = withPreloads(index, pagePreloads(manifest, PAGE_MODULES[path]))
      // The markup paints with the stylesheet alone: the scripts come after it, not beside it.
      .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
      .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"')
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
      .replace(
        root,
        () =>
          `<div id="root" data-prerendered="${path}">${markup}</div>\n    <script>${SHELL_SCRIPT}</script>`,
      );
    const file = join(dist, 'prerendered', `${path.slice(1)}.html`);
    writeFileSync(file, page);
    console.log(`prerendered ${path} → ${file.slice(consoleRoot.length)} (${page.length} bytes)`);
  }
  const signedOut = withPreloads(index, pagePreloads(manifest, PAGE_MODULES['/login']));
  writeFileSync(join(dist, 'prerendered', 'signed-out.html'), signedOut);
} finally {
  rmSync(ssrOut, { recursive: true, force: true });
}
