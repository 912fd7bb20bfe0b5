import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { seedSteps, users } from '../../src/db/schema/index.js';
import { seedIfDemo } from '../../src/db/seed/index.js';
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

  it('applies no demo seed: no demo accounts, no seed step', async () => {
    // What server.ts runs after the migrations, with the configuration DEMO=0 gives.
    expect(await seedIfDemo(loadConfig({ DEMO: '0' }).demo, database.db)).toBeNull();
    const [accounts] = await database.db.select({ n: count() }).from(users);
    expect(accounts?.n).toBe(0);
    const [steps] = await database.db.select({ n: count() }).from(seedSteps);
    expect(steps?.n).toBe(0);
  });
});
