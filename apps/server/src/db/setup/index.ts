import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { seedSteps } from '../schema/index.js';
import { builtinLabels } from './labels.js';
import { reviewDefaults } from './review-defaults.js';
import { builtinRoles } from './roles.js';
import type { SetupStep } from './step.js';

/**
 * What every database needs to run, demo or not, in order. Appended to, never edited in effect:
 * each step is recorded once applied.
 */
export const SETUP_STEPS: readonly SetupStep[] = [builtinRoles, builtinLabels, reviewDefaults];

/** How a setup step is recorded in `seed_steps` (beside the demo seed's own names). */
export const setupRecord = (step: Pick<SetupStep, 'name'>) => `setup:${step.name}`;

/** The demo seed's lock too: setup and seed never interleave, across processes. */
export const SEED_LOCK = 720_260_001;

const recorded = async (q: Pick<Database, 'select'>, name: string) =>
  (await q.select({ name: seedSteps.name }).from(seedSteps).where(eq(seedSteps.name, name))).length > 0;

/**
 * Applies the setup steps not yet applied, each in its own transaction under the seed lock (two
 * processes starting at once on one database apply each once). A step whose `coveredBy` demo step
 * is recorded is recorded without running. Answers the names of the steps that ran.
 */
export async function applySetup(db: Database): Promise<string[]> {
  const ran: string[] = [];
  for (const step of SETUP_STEPS) {
    const name = setupRecord(step);
    if (await recorded(db, name)) continue;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      if (await recorded(tx, name)) return;
      if (!step.coveredBy || !(await recorded(tx, step.coveredBy))) {
        await step.run(tx);
        ran.push(step.name);
      }
      await tx.insert(seedSteps).values({ name });
    });
  }
  return ran;
}
