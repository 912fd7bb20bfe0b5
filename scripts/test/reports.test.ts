import { describe, expect, it } from 'vitest';
import { failureList, jestCounts, playwrightCounts } from '../reports.mjs';

describe('npm test reads the runners’ reports', () => {
  it('counts a Jest/Vitest report and names its failed tests and a file that failed to load', () => {
    const counts = jestCounts({
      numPassedTests: 3,
      numFailedTests: 1,
      numRuntimeErrorTestSuites: 1,
      testResults: [
        {
          name: '/a.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'A passes', status: 'passed' },
            {
              fullName: 'A fails',
              status: 'failed',
              failureMessages: ['\u001b[31mExpected 1\u001b[39m\nReceived 2'],
            },
          ],
        },
        { name: '/b.test.ts', status: 'failed', message: 'SyntaxError: nope', assertionResults: [] },
      ],
    });
    expect(counts).toMatchObject({ passed: 3, failed: 2 });
    expect(counts.failures.map((f: { name: string }) => f.name)).toEqual(['A fails', '/b.test.ts']);
  });

  it('names a Playwright spec that failed, with its describe and file', () => {
    const counts = playwrightCounts({
      stats: { expected: 5, flaky: 1, unexpected: 1 },
      suites: [
        {
          title: 'login.spec.ts',
          specs: [],
          suites: [
            {
              title: 'login',
              specs: [
                { title: 'works', ok: true, tests: [] },
                { title: 'breaks', ok: false, tests: [{ results: [{ error: { message: 'Timed out' } }] }] },
              ],
            },
          ],
        },
      ],
    });
    expect(counts).toMatchObject({ passed: 6, failed: 1 });
    expect(counts.failures).toEqual([{ name: 'login.spec.ts › login › breaks', message: 'Timed out' }]);
  });

  it('lists the failures per step with their first lines, colours removed, and nothing when all passed', () => {
    expect(failureList([{ name: 'lint', failures: [] }])).toBe('');
    const text = failureList([
      {
        name: 'unit',
        failures: [{ name: 'A fails', message: '\u001b[31mExpected 1\u001b[39m\n\nReceived 2\nat x\nat y' }],
      },
    ]);
    expect(text).toBe(
      ['', 'failed in unit:', '  ✕ A fails', '      Expected 1', '      Received 2', '      at x'].join('\n'),
    );
  });
});
