import { chmodSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { USER_STATUS } from '@creator-console/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.js';
import type { AppConfig } from '../../config.js';
import { generatePassword } from '../../modules/accounts/writes.js';
import type { Database } from '../database.js';
import { activeRoleKey } from '../queries.js';
import { roles, userRoles, users } from '../schema/index.js';
import { SEED_LOCK } from './index.js';

/** The file a generated first password is written to, in the secrets directory. */
export const ADMIN_PASSWORD_SECRET = 'admin-password';

export type FirstAdminOutcome =
  /** An enabled administrator exists: nothing done (the ADMIN_* variables are not read). */
  | { kind: 'present' }
  /** Created with the configured password. */
  | { kind: 'created'; username: string }
  /** Created with a generated password, written to `file` (mode 0600). */
  | { kind: 'generated'; username: string; file: string }
  /** No enabled administrator, but ADMIN_USERNAME (or ADMIN_PHONE) is an existing account's: left alone. */
  | { kind: 'taken'; username: string; field: 'username' | 'phone' };

/** Writes `content` to `file` readable by its owner only, replacing it whole. */
function writeSecret(dir: string, name: string, content: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, name);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
  return file;
}

/**
 * The first administrator of a production database: when no enabled account holds the built-in
 * role `admin`, one is created from ADMIN_USERNAME / ADMIN_PASSWORD (or ADMIN_PASSWORD_FILE); without
 * a password, a one-time one is generated into `<secretsDir>/admin-password` (0600), named in the
 * start-up log, never printed. Runs after the setup and the demo seed (whose `admin` counts), under
 * the seed lock, so two processes starting at once create one administrator.
 */
export async function ensureFirstAdmin(
  db: Database,
  config: Pick<AppConfig, 'firstAdmin' | 'secretsDir'>,
): Promise<FirstAdminOutcome> {
  // As the last-administrator guard counts them (auth/admin-guard.ts): enabled, admin the active role.
  const enabledAdmin = (q: Pick<Database, 'select'>) =>
    q
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.status, USER_STATUS.active), eq(activeRoleKey('users'), 'admin')))
      .limit(1);
  if ((await enabledAdmin(db)).length > 0) return { kind: 'present' };

  const { username, phone } = config.firstAdmin;
  const password = config.firstAdmin.password ?? generatePassword(16);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx): Promise<FirstAdminOutcome> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if ((await enabledAdmin(tx)).length > 0) return { kind: 'present' };
    const [taken] = await tx
      .select({ username: users.username })
      .from(users)
      .where(or(eq(users.username, username), eq(users.phone, phone)));
    if (taken) return { kind: 'taken', username, field: taken.username === username ? 'username' : 'phone' };
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.key, 'admin'));
    if (!role) throw new Error('First administrator: the built-in role admin is missing (setup not applied)');
    const [user] = await tx
      .insert(users)
      .values({ username, phone, passwordHash, name: '平台管理员' })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: user!.id, roleId: role.id, position: 0 });
    if (config.firstAdmin.password !== null) return { kind: 'created', username };
    // Written before the commit: a failed commit leaves a stale file the next start replaces,
    // never an administrator whose password nobody has.
    const file = writeSecret(config.secretsDir, ADMIN_PASSWORD_SECRET, `${password}\n`);
    return { kind: 'generated', username, file };
  });
}
