import type { AppConfig } from '../config.js';
import type { Database } from './database.js';
import { seedIfDemo } from './seed/index.js';
import type { SeedContext } from './seed/step.js';
import { applySetup } from './setup/index.js';
import { ensureFirstAdmin, type FirstAdminOutcome } from './setup/first-admin.js';

export interface PreparedDatabase {
  /** The setup steps that ran (empty when every one was applied before). */
  setup: string[];
  /** The demo steps applied, or null when demo mode is off. */
  seeded: string[] | null;
  admin: FirstAdminOutcome;
}

/**
 * What every start does after the migrations, whatever DEMO says: the setup every database needs
 * (roles with their menus and rights, the built-in label, default settings), the demo seed in demo
 * mode, then the first administrator when no enabled one exists. Each part is safe to repeat.
 */
export async function prepareDatabase(
  db: Database,
  config: Pick<AppConfig, 'demo' | 'firstAdmin' | 'secretsDir'>,
  context: SeedContext = {},
): Promise<PreparedDatabase> {
  const setup = await applySetup(db);
  const seeded = await seedIfDemo(config.demo, db, context);
  const admin = await ensureFirstAdmin(db, config);
  return { setup, seeded, admin };
}
