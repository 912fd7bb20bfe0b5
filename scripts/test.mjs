// `npm test`: installs everything it needs on a fresh machine (pnpm, Debian's Chromium, PostgreSQL),
// then runs every test runner and ends with one line `N passed, N failed` summed over all of them.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { aptInstall, hasChromium, hasPostgres, mustPnpm, pnpm, root } from './lib.mjs';
import { failureList, jestCounts, playwrightCounts } from './reports.mjs';

const reports = join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const missing = [...(hasChromium() ? [] : ['chromium']), ...(hasPostgres() ? [] : ['postgresql'])];
if (missing.length > 0 && (await aptInstall(missing)) !== 0) {
  console.error(`Could not install ${missing.join(', ')}; the browser and PostgreSQL runs need them.`);
  process.exit(1);
}
await mustPnpm(['install', '--frozen-lockfile']);

/** The run's CPU seconds (every finished child, user + system), where Linux tells them. */
function childCpuSeconds() {
  try {
    // Fields after the command name; cutime and cstime are the 16th and 17th of the line, in
    // clock ticks of 1/100 s (USER_HZ on Linux).
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

/** Each step adds its passed and failed counts; a step with no test report counts as one check. */
const totals = { passed: 0, failed: 0 };
/** One row per step, in the order of the plan below, for the table at the end. */
const rows = [];

function readJson(file) {
  try {
    return JSON.parse(readFileSync(join(reports, file), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Runs one step. `alongside`: it runs beside other steps, so its output is kept and printed in one
 * block when it ends rather than interleaved with theirs.
 */
async function step(name, args, { report, counts, env, alongside = false } = {}) {
  const row = {
    name,
    passed: 0,
    failed: 0,
    at: (Date.now() - runStarted) / 1000,
    seconds: 0,
    cpu: null,
    failures: [],
  };
  rows.push(row);
  const chunks = [];
  if (!alongside) console.log(`\n=== ${name} ===`);
  const started = Date.now();
  // A step's CPU: its processes' user + system time (both cores), alone or beside others.
  const code = await pnpm(args, {
    env,
    onCpu: (cpu, counts) => Object.assign(row, { cpu, cpuCounts: counts }),
    ...(alongside && { onOutput: (chunk) => chunks.push(chunk) }),
  });
  row.seconds = (Date.now() - started) / 1000;
  if (alongside) {
    console.log(`\n=== ${name} ===`);
    process.stdout.write(Buffer.concat(chunks));
  }
  let c = report ? counts(readJson(report)) : null;
  if (!c) c = { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, failures: [] };
  // A runner that exits non-zero without reporting a failed test still fails the run.
  if (code !== 0 && c.failed === 0) c.failed = 1;
  if (code !== 0 && c.failures.length === 0) c.failures.push({ name: `exit code ${code}`, message: '' });
  Object.assign(row, c);
  // Each step's figures as it ends: a log cut short (a timeout) still has them.
  console.log(
    `--- ${name}: ${Math.round(row.seconds)} s, ${row.cpu === null ? '?' : Math.round(row.cpu)} s CPU, ` +
      `${c.passed} passed, ${c.failed} failed`,
  );
  totals.passed += c.passed;
  totals.failed += c.failed;
}

/** Steps that each keep one core busy at most run side by side: the machine has two. */
const together = (...steps) => Promise.all(steps);

const vitestJson = (file) => ['--reporter=default', '--reporter=json', `--outputFile.json=reports/${file}`];
const runStarted = Date.now();

// Static checks: eslint, tsc and tsup's declaration build are single-threaded.
await together(
  step('lint', ['run', 'lint'], { alongside: true }),
  step('typecheck', ['-r', 'typecheck'], { alongside: true }),
  step('package builds and publint', ['-r', '--filter', './packages/**', 'run', 'build-and-lint'], {
    alongside: true,
  }),
);
// Two test files at a time: Vitest's default on two cores is one (cores − 1).
await step(
  'unit and server tests (PGlite)',
  ['exec', 'vitest', 'run', '--maxWorkers=2', ...vitestJson('vitest.json')],
  { report: 'vitest.json', counts: jestCounts },
);
// The server's SQL once more, on PostgreSQL: the server project is the only one with a database.
// It keeps about one core busy (its Vitest waits on the database server), so the builds the browser
// steps need run beside it, and the second console after them.
await together(
  step(
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
      '--maxWorkers=2',
      ...vitestJson('vitest-postgres.json'),
    ],
    { report: 'vitest-postgres.json', counts: jestCounts, alongside: true },
  ),
  (async () => {
    // Builds apps/console/dist, which the end-to-end servers then serve as it is.
    await step('console build and bundle budget', ['exec', 'node', 'scripts/bundle-budget.mjs'], {
      alongside: true,
    });
    await step('storybook build', ['exec', 'node', 'scripts/test-storybook.mjs', '--build-only'], {
      alongside: true,
    });
    // Another console built outside the workspace from the packed packages (the builds above), in Chromium.
    await step(
      'second console from the packed packages (Chromium)',
      ['exec', 'node', 'scripts/test-consumer.mjs', '--prebuilt'],
      { report: 'second-console.json', counts: playwrightCounts, alongside: true },
    );
  })(),
);

// The two browser runs one after the other: beside each other every step slowed down so much that
// nothing was gained (measured in session 7: end-to-end 967 → 1 629 s and Storybook 521 → 909 s
// side by side, the same total as in sequence), and their timeouts were at risk.
await step(
  'storybook test-runner (Chromium, axe)',
  ['exec', 'node', 'scripts/test-storybook.mjs', '--prebuilt'],
  { report: 'storybook.json', counts: jestCounts },
);
// Two workers, each with a server and a database of its own (e2e/playwright.config.ts).
await step('end-to-end (Playwright, Chromium, real server)', ['--filter', '@creator-console/e2e', 'test'], {
  report: 'e2e.json',
  counts: playwrightCounts,
});

// What failed, again at the end, where a log that keeps only its tail still shows it.
const failed = failureList(rows);
if (failed) console.log(failed);

const duration = (seconds) => `${Math.round(seconds)} s`.padStart(7);
const width = Math.max(...rows.map((row) => row.name.length));
console.log(`\n${'step'.padEnd(width)}  passed  failed  started     time      CPU`);
for (const row of rows) {
  console.log(
    `${row.name.padEnd(width)}  ${String(row.passed).padStart(6)}  ${String(row.failed).padStart(6)}  ${duration(row.at)}  ${duration(row.seconds)}` +
      (row.cpu === null ? '' : `  ${duration(row.cpu)}`),
  );
}
// The steps' CPU summed (each counted as scripts/cpu-of.mjs does); the run's own reaped count (the
// install included, Chromium's unreaped renderers and the killed servers not) stays for comparison.
const stepsCpu = rows.every((row) => row.cpu !== null) ? rows.reduce((sum, row) => sum + row.cpu, 0) : null;
const cpu = childCpuSeconds();
console.log(
  `${'all steps'.padEnd(width)}                           ${duration((Date.now() - runStarted) / 1000)}` +
    (stepsCpu === null ? '' : `  ${duration(stepsCpu)}`) +
    (cpu === null ? '' : `  (${Math.round(cpu)} s CPU reaped, install included)`),
);
// The table as data, for bench/ci-times.md (both CPU counts of each step).
writeFileSync(
  join(reports, 'steps.json'),
  JSON.stringify(
    rows.map((row) => ({ ...row, failures: row.failures.length })),
    null,
    2,
  ),
);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || !existsSync(reports) ? 1 : 0);
