import { TRACKING_EVENTS } from '@creator-console/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackingEventRollups, trackingEvents } from '../../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../../test/helper.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

const HOUR = 3_600_000;
const START = Date.parse('2026-03-01T00:00:00Z');

/** The rollups and a direct count of the events, per (UTC hour, event, result), as comparable rows. */
async function rollupsAndCounts() {
  const hourOf = (at: typeof trackingEvents.createdAt | typeof trackingEventRollups.bucket) =>
    sql<string>`to_char(date_trunc('hour', ${at} at time zone 'UTC'), 'YYYY-MM-DD HH24')`;
  const rollups = await database.db
    .select({
      hour: hourOf(trackingEventRollups.bucket),
      event: trackingEventRollups.event,
      success: trackingEventRollups.success,
      n: sql<number>`${trackingEventRollups.count}::int`,
    })
    .from(trackingEventRollups)
    .orderBy(sql`1, 2, 3`);
  const counted = await database.db
    .select({
      hour: hourOf(trackingEvents.createdAt),
      event: trackingEvents.event,
      success: trackingEvents.success,
      n: sql<number>`count(*)::int`,
    })
    .from(trackingEvents)
    .groupBy(sql`1, 2, 3`)
    .orderBy(sql`1, 2, 3`);
  return { rollups, counted };
}

describe('tracking_event_rollups (admin.md §10.10)', () => {
  it('equals count(*) per hour, event and result after random inserts and retention deletes', async () => {
    const batch = fc.array(
      fc.record({
        event: fc.constantFrom(...TRACKING_EVENTS),
        success: fc.boolean(),
        offsetMs: fc.integer({ min: 0, max: 48 * HOUR - 1 }),
      }),
      { minLength: 1, maxLength: 40 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(batch, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 48 }),
        async (batches, cutHours) => {
          for (const rows of batches)
            await database.db.insert(trackingEvents).values(
              rows.map((row) => ({
                event: row.event,
                success: row.success,
                platform: 'test',
                port: 'test',
                createdAt: new Date(START + row.offsetMs),
              })),
            );
          // Retention: everything before a cut-off, which may split an hour's events.
          await database.db.execute(
            sql`delete from "tracking_events" where "created_at" < ${new Date(START + cutHours * HOUR - 1_800_000).toISOString()}`,
          );
          const { rollups, counted } = await rollupsAndCounts();
          expect(rollups).toEqual(counted);
        },
      ),
      { numRuns: 15 },
    );
  });
});
