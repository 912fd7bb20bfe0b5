import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_STEPS } from '../../src/db/seed/index.js';
import { SETUP_STEPS, setupRecord } from '../../src/db/setup/index.js';
import { call, login, startPairOnFreshDatabase, type ServerPair } from './harness.js';

/**
 * A deployment's first start (deploy/compose.yaml starts its two servers side by side): two
 * processes at once on an empty PostgreSQL database. The migrations, the setup and the demo seed run under
 * advisory locks, so one applies them and the other waits and finds them applied — without the
 * migrations' lock one process crashed on a table the other had just created.
 */
const migrations = readdirSync(fileURLToPath(new URL('../../src/db/migrations', import.meta.url))).filter(
  (name) => name.endsWith('.sql'),
);

describe.skipIf(!process.env.DATABASE_URL)('two servers started at once on an empty database', () => {
  let pair: ServerPair;

  beforeAll(async () => {
    pair = await startPairOnFreshDatabase();
  }, 240_000);

  afterAll(async () => {
    await pair?.close();
  });

  it('both come up ready, with every migration and seed step applied once', async () => {
    for (const server of [pair.a, pair.b]) {
      const ready = await call(server, 'GET', '/readyz');
      expect(ready.status, `${server.name}: ${JSON.stringify(ready.body)}`).toBe(200);
    }
    const { rows: applied } = await pair.pool.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(applied[0]!.n).toBe(migrations.length);
    const { rows: steps } = await pair.pool.query<{ name: string }>('select name from seed_steps');
    expect(steps.map((row) => row.name).sort()).toEqual(
      [...SETUP_STEPS.map(setupRecord), ...SEED_STEPS.map((step) => step.name)].sort(),
    );
    // The demo data is there once: a login on one process, the session on the other.
    const answer = await login(pair.a, 'creator');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const profile = await call(pair.b, 'GET', '/api/my-profile', { token: answer.body!.data!.token });
    expect(profile.status).toBe(200);
  });
});
