import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Lock files this process holds (a second open in the same process is refused too). */
const heldHere = new Set<string>();

const inUse = (dataDir: string, pid: number, lockFile: string) =>
  new Error(
    `DATA_DIR ${dataDir} is in use by process ${pid}: the embedded database (PGlite) serves one ` +
      `process only. Stop that process, or run several processes on PostgreSQL (set DATABASE_URL). ` +
      `If no such server runs, remove ${lockFile}.`,
  );

/**
 * One process per embedded data directory. PGlite is a single in-process database: a second
 * process opening the same `DATA_DIR` runs its own copy of the files, hands out the same ids and
 * loses writes. The directory is claimed with a lock file beside it (`<DATA_DIR>.lock`, created
 * exclusively, holding the pid); a lock whose process is gone (killed, crashed) is stale and taken
 * over. More than one server process needs PostgreSQL (`DATABASE_URL`).
 *
 * Answers the release (idempotent); throws when a live process holds the directory.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  if (heldHere.has(lockFile)) throw inUse(dataDir, process.pid, lockFile);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      heldHere.add(lockFile);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(lockFile);
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(readHolder(lockFile), 10);
    // Our own pid in a lock this process did not take: a previous run under the same pid (a
    // container's pid 1 restarted after kill -9) left it.
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
      throw inUse(dataDir, holder, lockFile);
    }
    // The holder is gone: its lock is stale.
    rmSync(lockFile, { force: true });
  }
  throw new Error(`DATA_DIR ${dataDir}: could not take the lock ${lockFile}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid in a lock file; empty when it vanished meanwhile (its holder released it). */
function readHolder(lockFile: string): string {
  try {
    return readFileSync(lockFile, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}
