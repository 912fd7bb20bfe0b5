#!/usr/bin/env node
// What @creator-console/ui costs a consumer, in gzip bytes: builds the package with tsup as it is
// published, bundles two tiny consumer entries with esbuild (minified, tree-shaken, React
// external) — one importing only `Button`, one importing everything — and compares each with its
// budget. The stylesheet is one file every consumer imports whole, so it gets its own budget.
// Exits non-zero when a budget is missed.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const uiDir = fileURLToPath(new URL('../packages/ui/', import.meta.url));
const tsup = fileURLToPath(new URL('../node_modules/.bin/tsup', import.meta.url));

/**
 * Budgets in KiB of gzip (figures measured when they were set are in bench/README.md):
 * - Button only ≤ 15: the /login route's budget is 120 KiB of JS in all (scripts/bundle-budget.mjs);
 *   React and ReactDOM take ~60 of it and the router and the page itself most of the rest, which
 *   leaves about 15 for a button with the provider, locale strings and icons it needs (measured
 *   12). A consumer of the published package must be able to take one component without the rest.
 * - Everything ≤ 125: the whole system with every Radix primitive and floating-ui (measured 90),
 *   and since issue 12 the DataTable on TanStack Table and TanStack Virtual (+24, measured 122);
 *   what an app pays once for the shell and all components, React not counted.
 * - styles.css ≤ 45: one stylesheet every consumer imports whole, both themes (measured 36.5).
 */
const budgets = { button: 15, everything: 125, css: 45 };

const KiB = 1024;
const gzipKiB = (bytes) => gzipSync(bytes, { level: 9 }).length / KiB;

console.log('Building packages/ui with tsup …');
const built = spawnSync(tsup, [], { cwd: uiDir, stdio: ['ignore', 'ignore', 'inherit'] });
if (built.status !== 0) {
  console.error(`tsup failed (exit ${built.status})`);
  process.exit(1);
}

async function bundle(contents) {
  const result = await build({
    stdin: { contents, resolveDir: uiDir, loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    treeShaking: true,
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const code = result.outputFiles[0].contents;
  return { raw: code.length / KiB, gzip: gzipKiB(code) };
}

const button = await bundle("export { Button } from './dist/index.js';");
const everything = await bundle("export * from './dist/index.js';");
const cssBytes = readFileSync(new URL('dist/index.css', `file://${uiDir}`));
const css = { raw: cssBytes.length / KiB, gzip: gzipKiB(cssBytes) };

const rows = [
  ['Button only (JS)', button, budgets.button],
  ['everything (JS)', everything, budgets.everything],
  ['styles.css', css, budgets.css],
];
let missed = false;
for (const [name, size, budget] of rows) {
  const ok = size.gzip <= budget;
  missed ||= !ok;
  console.log(
    `${name.padEnd(18)} ${size.gzip.toFixed(1).padStart(6)} KiB gzip (${size.raw.toFixed(1)} KiB raw)` +
      `  budget ${budget} KiB  ${ok ? 'ok' : 'MISSED'}`,
  );
}
process.exit(missed ? 1 : 0);
