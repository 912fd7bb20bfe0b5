// `npm test`: installs everything it needs on a fresh machine (pnpm, Debian's Chromium, PostgreSQL),
// then runs every test runner and ends with one line `N passed, N failed` summed over all of them.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { aptInstall, hasChromium, hasPostgres, mustPnpm, pnpm, root } from './lib.mjs';

const reports = join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const missing = [...(hasChromium() ? [] : ['chromium']), ...(hasPostgres() ? [] : ['postgresql'])];
if (missing.length > 0 && (await aptInstall(missing)) !== 0) {
  console.error(`Could not install ${missing.join(', ')}; the browser and PostgreSQL runs need them.`);
  process.exit(1);
}
await mustPnpm(['install', '--frozen-lockfile']);

/** Each step adds its passed and failed counts; a step with no test report counts as one check. */
const totals = { passed: 0, failed: 0 };
const results = [];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(join(reports, file), 'utf8'));
  } catch {
    return null;
  }
}

/** Vitest's and Jest's JSON reports share these fields. */
const jestCounts = (report) =>
  report && {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
  };
const playwrightCounts = (report) =>
  report && { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };

async function step(name, args, { report, counts, env } = {}) {
  console.log(`\n=== ${name} ===`);
  const code = await pnpm(args, { env });
  let c = report ? counts(readJson(report)) : null;
  if (!c) c = { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
  // A runner that exits non-zero without reporting a failed test still fails the run.
  if (code !== 0 && c.failed === 0) c.failed = 1;
  totals.passed += c.passed;
  totals.failed += c.failed;
  results.push(`${name}: ${c.passed} passed, ${c.failed} failed`);
}

await step('lint', ['run', 'lint']);
await step('typecheck', ['-r', 'typecheck']);
await step(
  'unit and server tests (PGlite)',
  ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json'],
  {
    report: 'vitest.json',
    counts: jestCounts,
  },
);
await step(
  'server tests (PostgreSQL)',
  [
    'exec',
    'node',
    'scripts/with-postgres.mjs',
    'pnpm',
    'exec',
    'vitest',
    'run',
    '--project',
    'server',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=reports/vitest-postgres.json',
  ],
  {
    report: 'vitest-postgres.json',
    counts: jestCounts,
  },
);
await step('package builds and publint', ['-r', '--filter', './packages/**', 'run', 'build-and-lint']);
await step('storybook test-runner (Chromium, axe)', ['exec', 'node', 'scripts/test-storybook.mjs'], {
  report: 'storybook.json',
  counts: jestCounts,
});
await step('console build and bundle budget', ['exec', 'node', 'scripts/bundle-budget.mjs']);
await step('end-to-end (Playwright, Chromium, real server)', ['--filter', '@creator-console/e2e', 'test'], {
  report: 'e2e.json',
  counts: playwrightCounts,
});

console.log('\n' + results.join('\n'));
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || !existsSync(reports) ? 1 : 0);
