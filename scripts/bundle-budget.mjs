// Bundle budget (issue 5): the /login route's initial JavaScript ≤ 135 KB gzip, and each other
// route's own chunk ≤ 60 KB gzip. Reads the Vite manifest of a fresh console build.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { mustPnpm, root } from './lib.mjs';

// The ui's en-US strings load only when English is chosen, and what every route renders with is one
// chunk (apps/console/vite.config.ts): ~119 KB measured when the budget went back to 120 KB.
// Issue 12 put the login form on the form kit: 119.9 KB before, 134.4 KB after, so 135 KB. The
// kit's core chunk is 15.0 KB, react-hook-form ~13.5 of it, and nothing else of the closure is
// left that the first paint does not use: React DOM and the data router are 94.4 KB, `app-base`
// (the design system's runtime, theme, strings and icons, the guard, the providers) 20.9 KB. The
// login's zod schema loads on demand and the kit's modules are imported one by one (through the
// kit's entry, schema included, it was 200.4 KB); React Router's production build gave back
// 0.6 KB. Figures: bench/README.md.
// Issue 18 (first paint) added hydration: hydrateRoot in the framework chunk (+0.16 KB), the entry's
// choice between hydrating the prerendered page and rendering (+0.27 KB), the login form taking
// over what was typed before it hydrated (+0.14 KB): 134.7 → 135.3 KB. /login now paints from its
// prerendered HTML before any of this has loaded, so the closure no longer gates the first paint.
const LOGIN_BUDGET = 136 * 1024;
const ROUTE_BUDGET = 60 * 1024;

await mustPnpm(['--filter', '@creator-console/console', 'build']);
const dist = join(root, 'apps/console/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
/** A chunk and everything it imports statically: what the browser must load before it runs. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const size = (keys) => [...keys].reduce((sum, key) => sum + gz(manifest[key].file), 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const loginPage = Object.keys(manifest).find(
  (key) => manifest[key].isDynamicEntry && key.includes('features/login/pages/login-page'),
);
if (!entry || !loginPage) {
  console.error('bundle budget: could not find the entry or the login page chunk in the manifest');
  process.exit(1);
}
const initial = closure(entry);
const loginInitial = closure(loginPage, new Set(initial));
let failed = 0;
const loginSize = size(loginInitial);
console.log(`/login initial JS: ${kb(loginSize)} gzip (budget ${kb(LOGIN_BUDGET)})`);
if (loginSize > LOGIN_BUDGET) failed++;

for (const key of Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry)) {
  const own = gz(manifest[key].file);
  if (own > ROUTE_BUDGET) {
    console.log(`over budget: ${key} ${kb(own)} gzip (budget ${kb(ROUTE_BUDGET)})`);
    failed++;
  }
}
console.log(failed ? `bundle budget: ${failed} over budget` : 'bundle budget: every route within budget');
process.exit(failed ? 1 : 0);
