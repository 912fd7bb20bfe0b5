import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { seedSteps, users } from '../../src/db/schema/index.js';
import { SETUP_STEPS, setupRecord } from '../../src/db/setup/index.js';
import { prepareDatabase } from '../../src/db/start.js';
import { createTestDatabase, type TestDatabase } from '../helper.js';

const POSTGRES = 'postgres://cc@127.0.0.1:5432/cc';

describe('DEMO (design README "Demo mode")', () => {
  it('is on by default with the embedded database and off by default with DATABASE_URL', () => {
    expect(loadConfig({}).demo).toBe(true);
    expect(loadConfig({ DATABASE_URL: POSTGRES }).demo).toBe(false);
  });

  it('DEMO=0|1 overrides either default; a blank DEMO counts as unset', () => {
    expect(loadConfig({ DEMO: '0' }).demo).toBe(false);
    expect(loadConfig({ DEMO: '1', DATABASE_URL: POSTGRES }).demo).toBe(true);
    expect(loadConfig({ DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ DEMO: '0', DATABASE_URL: POSTGRES }).demo).toBe(false);
    expect(loadConfig({ DEMO: '', DATABASE_URL: POSTGRES }).demo).toBe(false);
  });

  it('refuses any other value', () => {
    expect(() => loadConfig({ DEMO: 'yes' })).toThrow('DEMO: DEMO must be 0 or 1');
  });
});

describe('a start with demo mode off on an empty database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.dispose());

  it('applies no demo seed: no demo accounts, no demo seed step', async () => {
    const secrets = mkdtempSync(join(tmpdir(), 'cc-test-secrets-'));
    try {
      // What server.ts runs after the migrations, with the configuration DEMO=0 gives.
      const prepared = await prepareDatabase(
        database.db,
        loadConfig({ DEMO: '0', ADMIN_PASSWORD: 'Prod2026start', SECRETS_DIR: secrets }),
      );
      expect(prepared.seeded).toBeNull();
      // The first administrator only (test/db/production-start.test.ts).
      const accounts = await database.db.select({ username: users.username }).from(users);
      expect(accounts).toEqual([{ username: 'admin' }]);
      const steps = await database.db.select({ name: seedSteps.name }).from(seedSteps);
      expect(steps.map((step) => step.name).sort()).toEqual(SETUP_STEPS.map(setupRecord).sort());
    } finally {
      rmSync(secrets, { recursive: true, force: true });
    }
  });
});
