import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { seedIfDemo } from './db/seed/index.js';
import { openStorage } from './storage/open.js';

/** Boots: configuration, database (migrated, demo data seeded once), HTTP; shuts down gracefully. */
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
);
await database.migrate();
const storage = await openStorage(config);
// The demo seed only in demo mode (DEMO; on by default with the embedded database only).
const seeded = await seedIfDemo(config.demo, database.db, { storage });

const app = await buildApp({ config, database, storage });
app.log.info(
  { database: database.kind === 'pglite' ? config.dataDir : 'postgres', demo: config.demo, seeded },
  seeded === null
    ? 'demo mode off: no demo data'
    : seeded.length > 0
      ? 'demo data seeded'
      : 'demo data already present',
);

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
