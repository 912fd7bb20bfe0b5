import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIVE_TAG, menuCatalogue, PERMISSIONS } from '@creator-console/contract';
import { and, count, eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_KEYS } from '../../src/auth/roles.js';
import { loadConfig } from '../../src/config.js';
import * as schema from '../../src/db/schema/index.js';
import { SEED_STEPS } from '../../src/db/seed/index.js';
import { ADMIN_PASSWORD_SECRET } from '../../src/db/setup/first-admin.js';
import { SETUP_STEPS, setupRecord } from '../../src/db/setup/index.js';
import { DEFAULT_STATEMENTS } from '../../src/db/setup/review-defaults.js';
import { prepareDatabase } from '../../src/db/start.js';
import { buildTestApp, createTestDatabase, DEMO_PASSWORD, type TestDatabase } from '../helper.js';

const SETUP_NAMES = SETUP_STEPS.map((step) => step.name);
const ADMIN = { ADMIN_USERNAME: 'root_admin', ADMIN_PASSWORD: 'Prod2026start' };

/** The tables the setup and the demo seed write, as rows in a stable order (a dump to compare). */
async function dump(db: TestDatabase['db']) {
  const tables = {
    roles: 'select id, key, name, description, builtin, position, version from roles order by id',
    role_menus: 'select role_id, group_path, child_path from role_menus order by 1, 2, 3',
    role_permissions: 'select role_id, permission from role_permissions order by 1, 2',
    admin_tags: 'select id, name, description, tone, builtin, position from admin_tags order by id',
    review_reasons: 'select id, kind, text, position from review_reasons order by id',
    creator_statements: 'select id, content, enabled, position from creator_statements order by id',
    users: 'select id, username, password_hash, status from users order by id',
    user_roles: 'select user_id, role_id, position from user_roles order by 1, 2',
    user_admin_tags: 'select user_id, tag_id from user_admin_tags order by 1, 2',
    seed_steps: 'select name from seed_steps order by name',
  };
  const out: Record<string, unknown[]> = {};
  for (const [name, query] of Object.entries(tables)) {
    const result = (await db.execute(sql.raw(query))) as { rows: unknown[] };
    out[name] = result.rows;
  }
  return out;
}

const secretsDirs: string[] = [];
const secretsDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cc-test-secrets-'));
  secretsDirs.push(dir);
  return join(dir, 'secrets');
};
afterAll(() => {
  for (const dir of secretsDirs) rmSync(dir, { recursive: true, force: true });
});

describe('a production start (DEMO=0) on an empty database', () => {
  let database: TestDatabase;
  const config = () => loadConfig({ DEMO: '0', ...ADMIN, SECRETS_DIR: secretsDir() });

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.dispose());

  it('sets up the roles, their menus and rights, the built-in label and the review defaults', async () => {
    const prepared = await prepareDatabase(database.db, config());
    expect(prepared).toEqual({
      setup: SETUP_NAMES,
      seeded: null,
      admin: { kind: 'created', username: 'root_admin' },
    });

    const roles = await database.db.select().from(schema.roles).orderBy(schema.roles.position);
    expect(roles.map((role) => [role.key, role.builtin])).toEqual(ROLE_KEYS.map((key) => [key, true]));
    const [admin] = roles;
    const adminMenus = await database.db
      .select({ n: count() })
      .from(schema.roleMenus)
      .where(eq(schema.roleMenus.roleId, admin!.id));
    expect(adminMenus[0]!.n).toBe(menuCatalogue.flatMap((group) => group.children).length);
    const adminRights = await database.db
      .select({ n: count() })
      .from(schema.rolePermissions)
      .where(eq(schema.rolePermissions.roleId, admin!.id));
    expect(adminRights[0]!.n).toBe(Object.keys(PERMISSIONS).length);
    for (const role of roles) {
      const [menus] = await database.db
        .select({ n: count() })
        .from(schema.roleMenus)
        .where(eq(schema.roleMenus.roleId, role.id));
      expect(menus!.n, role.key).toBeGreaterThan(0);
    }

    const labels = await database.db.select().from(schema.adminTags);
    expect(labels).toEqual([expect.objectContaining({ name: LIVE_TAG, builtin: true, tone: 'accent' })]);
    const statements = await database.db.select().from(schema.creatorStatements);
    expect(statements.map((row) => row.content)).toEqual(DEFAULT_STATEMENTS.map((row) => row.content));

    const [users] = await database.db.select({ n: count() }).from(schema.users);
    expect(users!.n).toBe(1);
    const steps = await database.db.select({ name: schema.seedSteps.name }).from(schema.seedSteps);
    expect(steps.map((row) => row.name).sort()).toEqual(SETUP_STEPS.map(setupRecord).sort());
  });

  it('lets the configured administrator in, with the whole admin menu; no demo account exists', async () => {
    const t = await buildTestApp({ database });
    const demo = await buildTestApp();
    try {
      const token = await t.loginAs('root_admin', ADMIN.ADMIN_PASSWORD);
      const menu = await t.app.inject({
        method: 'GET',
        url: '/api/my-menu',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(menu.statusCode).toBe(200);
      // What the demo's administrator sees on a seeded database: the whole catalogue.
      const demoMenu = await demo.injectAs('admin', { method: 'GET', url: '/api/my-menu' });
      expect(menu.json().data).toEqual(demoMenu.json().data);
      expect(menu.json().data.menu.map((group: { path: string }) => group.path)).toEqual(
        menuCatalogue.map((group) => group.path),
      );
      const rights = await t.app.inject({
        method: 'GET',
        url: '/api/my-page',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(new Set(rights.json().data.page)).toEqual(new Set(Object.keys(PERMISSIONS)));

      for (const username of ['creator', 'admin']) {
        await expect(t.loginAs(username, DEMO_PASSWORD)).rejects.toThrow(`login as ${username} failed`);
      }
      // The administrator creates the platform's accounts from here: the roles are there to pick.
      const roles = await t.app.inject({
        method: 'GET',
        url: '/api/admin/roles',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(roles.statusCode).toBe(200);

      // Then sets a password of its own (deploy/README.md): the account screen's reset, on itself.
      const [me] = await database.db
        .select({ id: schema.users.id })
        .from(schema.users)
        .where(eq(schema.users.username, 'root_admin'));
      const reset = await t.app.inject({
        method: 'POST',
        url: `/api/admin/accounts/${me!.id}/password`,
        headers: { authorization: `Bearer ${token}` },
        payload: { password: 'MyOwn2026pass' },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      await t.loginAs('root_admin', 'MyOwn2026pass');
      await expect(t.loginAs('root_admin', ADMIN.ADMIN_PASSWORD)).rejects.toThrow('failed');
    } finally {
      await t.close();
      await demo.close();
    }
  });

  it('changes nothing on the next start, nor when the variables change', async () => {
    const before = await dump(database.db);
    expect(await prepareDatabase(database.db, config())).toEqual({
      setup: [],
      seeded: null,
      admin: { kind: 'present' },
    });
    // An enabled administrator exists: other ADMIN_* values are not read.
    const other = loadConfig({ DEMO: '0', ADMIN_USERNAME: 'someone', SECRETS_DIR: secretsDir() });
    expect((await prepareDatabase(database.db, other)).admin).toEqual({ kind: 'present' });
    expect(await dump(database.db)).toEqual(before);
  });
});

describe('the first administrator', () => {
  const databases: TestDatabase[] = [];
  const fresh = async () => {
    const database = await createTestDatabase();
    databases.push(database);
    return database;
  };
  afterEach(async () => {
    for (const database of databases.splice(0)) await database.dispose();
  });

  it('without a password: one is generated into the secrets directory (0600), and it logs in', async () => {
    const database = await fresh();
    const dir = secretsDir();
    const prepared = await prepareDatabase(database.db, loadConfig({ DEMO: '0', SECRETS_DIR: dir }));
    const file = join(dir, ADMIN_PASSWORD_SECRET);
    expect(prepared.admin).toEqual({ kind: 'generated', username: 'admin', file });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const password = readFileSync(file, 'utf8').trim();
    expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{16}$/);
    const t = await buildTestApp({ database });
    try {
      await t.loginAs('admin', password);
      await expect(t.loginAs('admin', DEMO_PASSWORD)).rejects.toThrow('login as admin failed');
    } finally {
      await t.close();
    }
    // Once the administrator exists the file is never rewritten.
    writeFileSync(file, 'changed\n');
    expect((await prepareDatabase(database.db, loadConfig({ DEMO: '0', SECRETS_DIR: dir }))).admin).toEqual({
      kind: 'present',
    });
    expect(readFileSync(file, 'utf8')).toBe('changed\n');
  });

  it('reads ADMIN_PASSWORD_FILE (a trailing line break is no part of it)', async () => {
    const database = await fresh();
    const dir = secretsDir();
    const passwordFile = join(dir, '..', 'given');
    writeFileSync(passwordFile, 'FromFile2026\n');
    const config = loadConfig({ DEMO: '0', ADMIN_PASSWORD_FILE: passwordFile, SECRETS_DIR: dir });
    expect((await prepareDatabase(database.db, config)).admin).toEqual({
      kind: 'created',
      username: 'admin',
    });
    const t = await buildTestApp({ database });
    try {
      await t.loginAs('admin', 'FromFile2026');
    } finally {
      await t.close();
    }
  });

  it('is created again when every administrator is disabled; an existing username is left alone', async () => {
    const database = await fresh();
    await prepareDatabase(database.db, loadConfig({ DEMO: '0', ...ADMIN, SECRETS_DIR: secretsDir() }));
    await database.db.update(schema.users).set({ status: 2 }).where(eq(schema.users.username, 'root_admin'));
    const again = loadConfig({ DEMO: '0', ...ADMIN, SECRETS_DIR: secretsDir() });
    expect((await prepareDatabase(database.db, again)).admin).toEqual({
      kind: 'taken',
      username: 'root_admin',
      field: 'username',
    });
    const [disabled] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.username, 'root_admin'));
    expect(disabled!.status).toBe(2);
    // The first one's phone (blank: ADMIN_PHONE unset) is taken too.
    const other = { DEMO: '0', ...ADMIN, ADMIN_USERNAME: 'second_admin', SECRETS_DIR: secretsDir() };
    expect((await prepareDatabase(database.db, loadConfig(other))).admin).toEqual({
      kind: 'taken',
      username: 'second_admin',
      field: 'phone',
    });
    expect(
      (await prepareDatabase(database.db, loadConfig({ ...other, ADMIN_PHONE: '13700000001' }))).admin,
    ).toEqual({ kind: 'created', username: 'second_admin' });
  });

  it('is one administrator when two processes start at once', async () => {
    const database = await fresh();
    const config = loadConfig({ DEMO: '0', ...ADMIN, SECRETS_DIR: secretsDir() });
    const both = await Promise.all([
      prepareDatabase(database.db, config),
      prepareDatabase(database.db, config),
    ]);
    expect(both.map((prepared) => prepared.admin.kind).sort()).toEqual(['created', 'present']);
    expect(both.flatMap((prepared) => prepared.setup).sort()).toEqual([...SETUP_NAMES].sort());
    const [admins] = await database.db.select({ n: count() }).from(schema.users);
    expect(admins!.n).toBe(1);
  });

  it('refuses a weak or ambiguous password at start', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short1' })).toThrow('ADMIN_PASSWORD: the password needs');
    expect(() => loadConfig({ ADMIN_PASSWORD: 'onlyletters' })).toThrow('ADMIN_PASSWORD');
    expect(() => loadConfig({ ADMIN_USERNAME: 'boss1234', ADMIN_PASSWORD: 'boss1234' })).toThrow(
      'must differ from the username',
    );
    expect(() => loadConfig({ ADMIN_PASSWORD: 'Abcdefg123', ADMIN_PASSWORD_FILE: '/x' })).toThrow('not both');
    expect(() => loadConfig({ ADMIN_PASSWORD_FILE: '/nonexistent/admin' })).toThrow(
      'ADMIN_PASSWORD_FILE: cannot read',
    );
    expect(() => loadConfig({ ADMIN_USERNAME: 'Admin' })).toThrow('ADMIN_USERNAME');
    expect(() => loadConfig({ ADMIN_PHONE: '12345' })).toThrow('ADMIN_PHONE');
  });
});

describe('a database seeded before the setup existed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
    // As it was then: the demo steps recorded, no setup step.
    await database.db.delete(schema.seedSteps).where(like(schema.seedSteps.name, 'setup:%'));
  });
  afterAll(() => database?.dispose());

  it('keeps its rows, and what administrators changed since, demo on or off', async () => {
    // Changes made since the seed: operators lost a menu, a declaration was deleted.
    const [operator] = await database.db.select().from(schema.roles).where(eq(schema.roles.key, 'operator'));
    await database.db
      .delete(schema.roleMenus)
      .where(and(eq(schema.roleMenus.roleId, operator!.id), eq(schema.roleMenus.groupPath, 'topic')));
    await database.db
      .delete(schema.creatorStatements)
      .where(eq(schema.creatorStatements.content, DEFAULT_STATEMENTS.at(-1)!.content));
    const before = await dump(database.db);

    const off = await prepareDatabase(database.db, loadConfig({ DEMO: '0', SECRETS_DIR: secretsDir() }));
    expect(off).toEqual({ setup: [], seeded: null, admin: { kind: 'present' } });
    const on = await prepareDatabase(database.db, loadConfig({ DEMO: '1', SECRETS_DIR: secretsDir() }));
    expect(on).toEqual({ setup: [], seeded: [], admin: { kind: 'present' } });

    const after = await dump(database.db);
    expect((after.seed_steps as { name: string }[]).map((row) => row.name).sort()).toEqual(
      [...SEED_STEPS.map((step) => step.name), ...SETUP_STEPS.map(setupRecord)].sort(),
    );
    expect({ ...after, seed_steps: [] }).toEqual({ ...before, seed_steps: [] });
  });
});
