// Vitest global setup of the server project: migrates (and seeds) one database before any test file
// runs, so that each test file clones it instead of paying for initdb, the migrations and the demo
// seed again (about 15 s of CPU per file on PGlite, mostly initdb and password hashing).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.js';
import { seedDemoData } from '../../src/db/seed/index.js';
import { createQueueSql, jobSchemaSql, periodicQueue } from '../../src/plugins/app/jobs.js';
import { EXPORT_QUEUE } from '../../src/modules/exports/repository.js';
import { AD_SETTLEMENT_QUEUE } from '../../src/modules/ad-tasks/settlement.js';
import { FANOUT_JOB } from '../../src/modules/announcements/fanout.js';
import { DIGEST_JOB, RETENTION_JOB } from '../../src/modules/operation-log/jobs.js';

/**
 * The job queues every app declares, made once in the template (each adds a table: ~50 ms of each
 * test app's start otherwise). One missing here is only made by each app that uses it.
 */
const PERIODIC_JOBS = [FANOUT_JOB, DIGEST_JOB, RETENTION_JOB, 'videos.publish-due', 'documents.publish-due'];
import { LocalStorage } from '../../src/storage/local-storage.js';
import { collectPgWarnings } from './pg-warnings.js';

/** Where each test file's database and file storage are cloned from. */
export interface DatabaseTemplates {
  /** PGlite: a `dumpDataDir` tarball; PostgreSQL: the name of a template database. */
  migrated: string;
  /** The same, with the demo seed applied. */
  seeded: string;
  /** The files the demo seed stored (album pictures, certification documents). */
  seededStorage: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Runs `statement` on the server's maintenance database (CREATE / DROP DATABASE). */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'cc-test-templates-'));
  const seededStorage = join(dir, 'storage');
  const seed = (handle: DatabaseHandle) =>
    seedDemoData(handle.db, { storage: new LocalStorage(seededStorage) });
  const serverUrl = process.env.DATABASE_URL;

  if (!serverUrl) {
    const handle = await openDatabase({ kind: 'pglite' });
    const save = async (file: string) => {
      const path = join(dir, file);
      writeFileSync(path, new Uint8Array(await (await handle.dumpDataDir!()).arrayBuffer()));
      return path;
    };
    await handle.migrate();
    const migrated = await save('migrated.tar');
    await seed(handle);
    const seeded = await save('seeded.tar');
    await handle.close();
    project.provide('databaseTemplates', { migrated, seeded, seededStorage });
    return () => rmSync(dir, { recursive: true, force: true });
  }

  // A template database may have no other connection while it is copied: each handle is closed
  // before the next CREATE DATABASE … TEMPLATE.
  const prefix = `cc_template_${randomBytes(4).toString('hex')}`;
  const migrated = `${prefix}_migrated`;
  const seeded = `${prefix}_seeded`;
  await onServer(serverUrl, `create database ${migrated}`);
  const migrating = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, migrated) });
  await migrating.migrate();
  await migrating.close();
  // The job queue's schema (pg-boss) once here, not in each test file's app.
  const installing = new pg.Client({ connectionString: databaseUrl(serverUrl, migrated) });
  await installing.connect();
  await installing.query(jobSchemaSql());
  await installing.query(createQueueSql(EXPORT_QUEUE, 'standard'));
  await installing.query(createQueueSql(AD_SETTLEMENT_QUEUE, 'standard'));
  for (const job of PERIODIC_JOBS) await installing.query(createQueueSql(periodicQueue(job), 'stately'));
  await installing.end();
  await onServer(serverUrl, `create database ${seeded} template ${migrated}`);
  const seeding = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, seeded) });
  // The seed runs here only with a storage (its document step): no test file would see its warnings.
  const pgWarnings = collectPgWarnings();
  await seed(seeding);
  await seeding.close();
  const warned = await pgWarnings.stop();
  if (warned.length > 0) throw new Error(`node-postgres warned while seeding:\n${warned.join('\n')}`);
  project.provide('databaseTemplates', { migrated, seeded, seededStorage });
  return async () => {
    for (const name of [migrated, seeded]) await onServer(serverUrl, `drop database if exists ${name}`);
    rmSync(dir, { recursive: true, force: true });
  };
}
