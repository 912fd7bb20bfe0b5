// Setup file of the server project: a test file fails when node-postgres warned about a use that
// pg 9 removes (see pg-warnings.ts).
import { afterAll, expect } from 'vitest';
import { collectPgWarnings } from './pg-warnings.js';

const pgWarnings = collectPgWarnings();
afterAll(async () => {
  expect(await pgWarnings.stop(), 'node-postgres warnings').toEqual([]);
});
