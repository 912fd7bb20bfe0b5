import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type ConfigEnv, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { sourceConditions } from '../../vitest.shared.js';

/** The browser's build, not the prerendering's SSR build (scripts/prerender.mjs). */
const clientBuild = (_config: UserConfig, env: ConfigEnv) => env.command === 'build' && !env.isSsrBuild;

/**
 * Writes `<file>.br` and `<file>.gz` beside every script and stylesheet of the build, compressed
 * once at their best levels, for the server to send as the browser accepts (@fastify/static
 * `preCompressed`). Uncompressed, the framework chunk alone is ~300 KB on the wire.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'creator-console:precompress',
    apply: clientBuild,
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const file of Object.keys(bundle).filter((name) => /\.(js|css|svg)$/.test(name))) {
        const path = join(outDir, file);
        const content = readFileSync(path);
        if (content.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * The modules a session's first page loads besides the entry: guard, menu, shell, page resolver,
 * and what starts the dashboard's data beside them.
 */
const SESSION_MODULES = [
  'app/load-routes.ts',
  'app/layout/shell-layout.tsx',
  'app/menu-page-resolver.ts',
  'app/menu-page.tsx',
  // The dashboard's first requests (page-registry `pageDataPreloads`): a small chunk.
  'features/dashboard/pages/preload-data.ts',
].map((path) => `src/${path}`);

/**
 * `<link rel="modulepreload" data-session>` in index.html for what a signed-in page loads after the
 * entry: the guard's loading of the menu, the shell and the page resolver (and the api client and
 * contract they import). Otherwise each is requested only once the one before it has run (the
 * entry, the router's loaders, the lazy routes). index.html is what the server sends to a visitor
 * with a session; the pages for visitors without one (scripts/prerender.mjs) swap these for the
 * login page's chunks.
 */
function preloadSessionRoute(): Plugin {
  return {
    name: 'creator-console:preload-session-route',
    apply: clientBuild,
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = new Map(
          Object.values(bundle).flatMap((output) =>
            output.type === 'chunk' ? [[output.fileName, output]] : [],
          ),
        );
        /** A chunk's file and every file it imports, directly or not. */
        const closure = (file: string, seen = new Set<string>()): Set<string> => {
          if (seen.has(file)) return seen;
          seen.add(file);
          for (const imported of chunks.get(file)?.imports ?? []) closure(imported, seen);
          return seen;
        };
        const chunkList = [...chunks.values()];
        const entry = chunkList.find((chunk) => chunk.isEntry);
        const roots = chunkList.filter((chunk) =>
          SESSION_MODULES.some((path) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(path)),
        );
        if (!entry || roots.length !== SESSION_MODULES.length) {
          throw new Error(`preload-session-route: found ${roots.length} of ${SESSION_MODULES.join(', ')}`);
        }
        const preloadedWithEntry = closure(entry.fileName);
        const files = new Set(roots.flatMap((chunk) => [...closure(chunk.fileName)]));
        return [...files]
          .filter((file) => !preloadedWithEntry.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, 'data-session': true },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * React Router's production build in the bundle. Its package exports only the development build,
 * which differs in one constant: `ENABLE_DEV_WARNINGS`, on there. Off, the console warnings and the
 * developer hints of the default error page fall out of the framework chunk (~0.6 KB gzip, on the
 * login route's critical path). The dev server and the tests keep the development build.
 */
function routerProductionBuild(): Plugin {
  return {
    name: 'creator-console:router-production-build',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      return { ...resolved, id: resolved.id.replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2') };
    },
  };
}

/**
 * What every route, /login included, renders with: the design system's provider, themes,
 * sprinkles, layout and type, buttons and text fields and their runtime, and the console's frame
 * (providers, guard, session, i18n, notices). One chunk instead of a dozen small ones on the login
 * route's critical path. Modules only the signed-in shell or one page uses are not listed: they
 * stay in chunks of their own, loaded with that route.
 */
const appBase = new RegExp(
  [
    String.raw`packages[\\/]ui[\\/]src[\\/](css|themes|provider|locale[\\/](index|zh-CN)|internal[\\/]Spinner|tokens|vocabulary)`,
    String.raw`packages[\\/]ui[\\/]src[\\/]components[\\/](Box|Stack|Inline|Text|Heading|Icon|Button|IconButton|TextField|FormField)[\\/]`,
    String.raw`node_modules[\\/](@vanilla-extract[\\/](recipes|sprinkles|private)|clsx|get-nonce|@radix-ui[\\/](react-slot|react-primitive|react-compose-refs|react-visually-hidden))[\\/]`,
    String.raw`apps[\\/]console[\\/]src[\\/](app[\\/](providers|access|csp-nonce|app-loading|route-error-page)|shared[\\/](i18n|notices|external-store|menu-routes|session|document-title|components[\\/](centered-page|text-link|language-toggle)))\.`,
    String.raw`packages[\\/](auth[\\/]src[\\/](session-store|policy|constants|routes)|contract[\\/]src[\\/]roles|api-client[\\/]src[\\/]errors)\.`,
  ].join('|'),
);

/** react-hook-form, its zod resolver, and the kit's hook, text binding and form error. */
const formKit = new RegExp(
  [
    String.raw`node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]`,
    String.raw`apps[\\/]console[\\/]src[\\/]shared[\\/]form[\\/](use-contract-form|server-errors|use-field|text-field|form-error)\.`,
  ].join('|'),
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), vanillaExtractPlugin(), routerProductionBuild(), precompress(), preloadSessionRoute()],
  // Workspace packages are consumed as TypeScript sources. vanilla-extract evaluates `.css.ts` files
  // in its own SSR-mode server, which replaces `ssr` but keeps `environments`: the console's styles
  // must import ui's theme contract from the same sources as ui's components, not from its dist.
  resolve: sourceConditions.resolve,
  environments: { ssr: { resolve: sourceConditions.ssr.resolve } },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    // The prerendering's SSR build (scripts/prerender.mjs) names its own outDir, needs no manifest
    // and no chunk groups.
    manifest: !isSsrBuild,
    emptyOutDir: true,
    // Every browser the console supports has modulepreload; no polyfill code in the entry.
    modulePreload: { polyfill: false },
    // One stylesheet (≈ 12 KB gzip): vanilla-extract's per-module CSS otherwise lands in a dozen
    // render-blocking files on the first page, shell and table styles among them anyway.
    cssCodeSplit: false,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // React and the router change rarely: one chunk, cached across releases of the app.
                {
                  name: 'framework',
                  test: /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
                },
                { name: 'app-base', test: appBase },
                // The form kit's core, which the login form renders with; the bindings of the
                // Radix-based inputs (shared/form/fields) stay with the pages that use them.
                { name: 'form-kit', test: formKit },
              ],
            },
          },
        },
  },
}));
