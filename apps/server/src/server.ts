import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { prepareDatabase } from './db/start.js';
import { openStorage } from './storage/open.js';

/**
 * Boots: configuration, database (migrated, set up, demo data seeded once in demo mode, a first
 * administrator when none is enabled), HTTP; shuts down gracefully.
 */
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
);
await database.migrate();
const storage = await openStorage(config);
// The setup at every start; the demo seed only in demo mode (DEMO; on by default with the
// embedded database only); then the first administrator if no enabled one exists.
const { setup, seeded, admin } = await prepareDatabase(database.db, config, { storage });

const app = await buildApp({ config, database, storage });
app.log.info(
  { database: database.kind === 'pglite' ? config.dataDir : 'postgres', demo: config.demo, setup, seeded },
  seeded === null
    ? 'demo mode off: no demo data'
    : seeded.length > 0
      ? 'demo data seeded'
      : 'demo data already present',
);
if (admin.kind === 'generated') {
  // Named, never printed: the password is in the file only (design README "Demo mode").
  app.log.warn(
    { username: admin.username, file: admin.file },
    'first administrator created: its one-time password is in the file named here (mode 0600); sign in, change it, delete the file',
  );
} else if (admin.kind === 'created') {
  app.log.info(
    { username: admin.username },
    'first administrator created with ADMIN_PASSWORD / ADMIN_PASSWORD_FILE; remove the variable now',
  );
} else if (admin.kind === 'taken') {
  app.log.error(
    { username: admin.username, taken: admin.field },
    admin.field === 'username'
      ? 'no enabled administrator, and ADMIN_USERNAME names an existing account: set a new username to create one'
      : "no enabled administrator, and ADMIN_PHONE (blank when unset) is an existing account's: set another to create one",
  );
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // A request that never finishes must not keep the process alive forever.
  const force = setTimeout(() => {
    app.log.error('graceful shutdown timed out');
    process.exit(1);
  }, 10_000);
  force.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not listen');
  await database.close();
  process.exit(1);
}
