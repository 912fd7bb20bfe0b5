import type { SeedTransaction } from '../seed/step.js';

/**
 * One unit of what every database needs to run, demo or not (roles, the built-in label, default
 * settings). Applied once per database, before the demo seed, recorded in `seed_steps` under
 * `setup:<name>`; later versions append steps rather than editing applied ones.
 */
export interface SetupStep {
  name: string;
  /**
   * The demo seed step that brought the same rows to databases seeded before this step existed:
   * when it is recorded, this step is only recorded (what it would add is there already, and what
   * users changed since stays as they left it).
   */
  coveredBy?: string;
  run(tx: SeedTransaction): Promise<void>;
}
