import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db/database.js';

/**
 * Issue 13, finding 3: two processes on one embedded data directory hand out the same ids and lose
 * writes. The second must refuse to start, saying why.
 */
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cc-lock-'));
  dirs.push(dir);
  return join(dir, 'pglite');
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * The migrated template of the PGlite run (a `dumpDataDir` tarball): a directory's first open
 * unpacks it instead of running initdb (≈ 5 s of CPU each, in this process and in the holder's).
 * On PostgreSQL the templates are databases, so the directory starts empty.
 */
const template = process.env.DATABASE_URL ? undefined : inject('databaseTemplates').migrated;
const firstOpen = (dir: string) => ({
  kind: 'pglite' as const,
  dataDir: dir,
  ...(template && { loadDataDir: new Blob([readFileSync(template)]) }),
});

const IN_USE = /DATA_DIR .+ is in use by process \d+.*PostgreSQL/s;

describe('one process per embedded data directory', () => {
  it('a second open of the same directory is refused until the first closes', async () => {
    const dir = dataDir();
    const first = await openDatabase(firstOpen(dir));
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(IN_USE);
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir: dir });
    await again.close();
  }, 90_000);

  it('another live process holding it is refused; once it is killed (-9), its lock is stale', async () => {
    const dir = dataDir();
    const databaseModule = fileURLToPath(new URL('../../src/db/database.ts', import.meta.url));
    const holder = spawn(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { readFileSync } = await import('node:fs');
         const { openDatabase } = await import(${JSON.stringify(databaseModule)});
         const template = process.env.LOCK_TEMPLATE;
         await openDatabase({
           kind: 'pglite',
           dataDir: process.env.LOCK_DIR,
           ...(template && { loadDataDir: new Blob([readFileSync(template)]) }),
         });
         console.log('open');
         setInterval(() => {}, 1000);`,
      ],
      {
        env: { ...process.env, LOCK_DIR: dir, LOCK_TEMPLATE: template ?? '' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise<number | null>((resolve) => holder.once('exit', resolve));
    try {
      await Promise.race([
        new Promise<void>((resolve) =>
          holder.stdout.on('data', (data: Buffer) => data.toString().includes('open') && resolve()),
        ),
        exited.then((code) => Promise.reject(new Error(`the holder exited with ${code}`))),
      ]);
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(IN_USE);
    } finally {
      holder.kill('SIGKILL');
      await exited;
    }
    const after = await openDatabase({ kind: 'pglite', dataDir: dir });
    await after.close();
  }, 90_000);
});
