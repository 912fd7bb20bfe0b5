import { defineProject, mergeConfig } from 'vitest/config';
import { sourceConditions } from '../../vitest.shared.js';

const config = mergeConfig(
  sourceConditions,
  defineProject({
    test: {
      name: 'server',
      environment: 'node',
      include: ['src/modules/**/*.test.ts', 'test/**/*.test.ts'],
      // Each test file starts its own database (PGlite in WASM, or a fresh PostgreSQL database),
      // cloned from the migrated and seeded templates made once here.
      globalSetup: ['test/support/database-templates.ts'],
      setupFiles: ['test/support/no-pg-deprecations.ts'],
      // Files share a worker's module graph (each still builds its own app on its own database):
      // the server's modules, drizzle, Fastify and the AWS SDK load once per worker, not per file
      // (the project's CPU ≈ 790 s → ≈ 470 s). Nothing here replaces a module (no vi.mock).
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  }),
);

/**
 * Dependencies load as Node loads them when the server runs: without the bundlers' `module`
 * condition, whose builds (the AWS SDK's dist-es) Node cannot import as they are.
 */
config.ssr!.resolve!.conditions = config.ssr!.resolve!.conditions!.filter(
  (condition: string) => condition !== 'module',
);

export default config;
