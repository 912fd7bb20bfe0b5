import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { seedSteps } from '../schema/index.js';
import { applySetup, SEED_LOCK } from '../setup/index.js';
import { adminSeed } from './admin.js';
import { adminNotices } from './admin-notices.js';
import { adminCertification } from './admin-certification.js';
import { adminOplog } from './admin-oplog.js';
import { adminTrackingSeed } from './admin-tracking.js';
import { adminDocumentsSeed } from './admin-documents.js';
import { demoAlbums } from './albums.js';
import { certification } from './certification.js';
import { certificationDocuments } from './certification-documents.js';
import { foundation } from './foundation.js';
import { mcnInviteLog } from './mcn-invites.js';
import { moneyRights } from './money-rights.js';
import { missionsSeed } from './missions.js';
import { wallets } from './wallets.js';
import { playlet } from './playlet.js';
import { adTasksSeed } from './ad-tasks.js';
import { adTaskDemo } from './ad-task-demo.js';
import { demoMessages } from './messages.js';
import { statistics } from './statistics.js';
import type { SeedContext, SeedStep } from './step.js';
import { demoVideos } from './videos.js';

const defineStep = <P>(step: SeedStep<P>): SeedStep => step as SeedStep;

export const SEED_STEPS: readonly SeedStep[] = [
  defineStep(foundation),
  defineStep(statistics),
  defineStep(certification),
  defineStep(mcnInviteLog),
  defineStep(demoMessages),
  defineStep(demoVideos),
  defineStep(certificationDocuments),
  defineStep(demoAlbums),
  defineStep(adminSeed),
  defineStep(adminNotices),
  defineStep(adminCertification),
  defineStep(adminDocumentsSeed),
  defineStep(adminOplog),
  defineStep(adminTrackingSeed),
  defineStep(moneyRights),
  // Before the wallets, which count the credits of these three among each user's stated rewards
  // (a step applied before stays applied; one added since runs at the next start, in this order):
  // the ad-task configuration, the missions (the creator's 完成实名认证 claim and his #山野春笋季
  // videos), then the ten demo ad tasks (task 7's settlement credits the creator ¥126.40).
  defineStep(adTasksSeed),
  defineStep(missionsSeed),
  defineStep(adTaskDemo),
  defineStep(wallets),
  defineStep(playlet),
];

/**
 * Applies the demo-data steps not yet applied, each in its own transaction, after the setup every
 * database gets (db/setup: roles, built-in labels, default settings), which it stands on. Safe at
 * every start: an applied step is skipped, so nothing is duplicated nor reset. Answers the names of
 * the demo steps it applied.
 */
export async function seedDemoData(db: Database, context: SeedContext = {}): Promise<string[]> {
  await applySetup(db);
  const applied: string[] = [];
  for (const step of SEED_STEPS) {
    const isApplied = async (q: Pick<Database, 'select'>) =>
      (await q.select({ name: seedSteps.name }).from(seedSteps).where(eq(seedSteps.name, step.name))).length >
      0;
    if (await isApplied(db)) continue;
    const prepared = await step.prepare();
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      if (await isApplied(tx)) return;
      await step.run(tx, prepared, context);
      await tx.insert(seedSteps).values({ name: step.name });
      applied.push(step.name);
    });
  }
  return applied;
}

/**
 * What a start applies: the demo seed in demo mode (config `demo`, `DEMO`), nothing otherwise.
 * Answers the steps applied, or null when demo mode is off.
 */
export function seedIfDemo(demo: boolean, db: Database, context: SeedContext = {}): Promise<string[] | null> {
  return demo ? seedDemoData(db, context) : Promise.resolve(null);
}
