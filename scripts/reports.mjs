// What `npm test` reads from the runners' JSON reports: counts, and what failed with the first
// lines of why, listed again at the end of the run.

/** Vitest's and Jest's JSON reports share these fields. */
export const jestCounts = (report) =>
  report && {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    failures: [
      ...report.testResults.flatMap((file) =>
        file.assertionResults
          .filter((test) => test.status === 'failed')
          .map((test) => ({ name: test.fullName, message: test.failureMessages?.[0] })),
      ),
      // A file that failed before any test ran (a syntax error, a failing hook).
      ...report.testResults
        .filter(
          (file) => file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed'),
        )
        .map((file) => ({ name: file.name, message: file.message })),
    ],
  };

export const playwrightCounts = (report) =>
  report && {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    failures: playwrightFailures(report.suites ?? []),
  };

/** Playwright's report nests suites (files, describes) around specs. */
function playwrightFailures(suites, titles = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? [])
      .filter((spec) => !spec.ok)
      .map((spec) => ({
        name: [...titles, suite.title, spec.title].filter(Boolean).join(' › '),
        message: spec.tests?.flatMap((test) => test.results ?? []).find((r) => r.error)?.error?.message,
      })),
    ...playwrightFailures(suite.suites ?? [], [...titles, suite.title]),
  ]);
}

const LIMIT = 20;

/** Each step's failures (`{ name, failures: [{ name, message }] }`), a few lines each; '' when none. */
export function failureList(steps) {
  const lines = [];
  for (const step of steps.filter((s) => s.failures.length > 0)) {
    lines.push('', `failed in ${step.name}:`);
    for (const failure of step.failures.slice(0, LIMIT)) {
      lines.push(`  ✕ ${failure.name}`);
      const message = String(failure.message ?? '')
        // eslint-disable-next-line no-control-regex -- terminal colours
        .replace(/\x1b\[[0-9;]*m/g, '')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .slice(0, 3);
      for (const line of message) lines.push(`      ${line.slice(0, 200)}`);
    }
    if (step.failures.length > LIMIT) lines.push(`  … and ${step.failures.length - LIMIT} more`);
  }
  return lines.join('\n');
}
