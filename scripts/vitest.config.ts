import { defineProject } from 'vitest/config';

/** The repository's own tooling: the lint boundaries and the scripts. */
export default defineProject({
  test: {
    name: 'repo',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // ESLint resolves every import of the probe files against the whole tree.
    testTimeout: 60_000,
  },
});
