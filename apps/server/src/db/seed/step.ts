import type { Database } from '../database.js';
import type { Storage } from '../../storage/storage.js';

export type SeedTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What seeding may use besides the database: the file storage, for demo images. */
export interface SeedContext {
  storage?: Storage;
}

/**
 * One unit of demo data. It runs once per database, recorded in `seed_steps`; later issues append
 * steps (messages, certifications, statistics, …) rather than editing applied ones.
 */
export interface SeedStep<Prepared = unknown> {
  name: string;
  /** Slow work done outside the transaction (password hashing), only when the step will run. */
  prepare(): Promise<Prepared>;
  run(tx: SeedTransaction, prepared: Prepared, context: SeedContext): Promise<void>;
}
