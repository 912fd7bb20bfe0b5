// `node scripts/with-postgres.mjs <command...>`: runs the command against a throwaway PostgreSQL.
// A new cluster is created in a fresh temp directory (initdb as the `postgres` user when run as
// root), started on a free loopback port with trust auth, and the command runs with
// DATABASE_URL=postgres://postgres@127.0.0.1:<port>/postgres. Afterwards — also on failure or
// SIGINT/SIGTERM — the cluster is stopped and its directory removed. Only the cluster made here is
// ever touched: every pg_ctl call names its own data directory.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

/** initdb and pg_ctl of the newest PostgreSQL under /usr/lib/postgresql/<version>/bin. */
function findBinaries() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter(
          (v) => existsSync(join(base, v, 'bin', 'initdb')) && existsSync(join(base, v, 'bin', 'pg_ctl')),
        )
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    console.error('PostgreSQL not found under /usr/lib/postgresql/*/bin (apt-get install -y postgresql).');
    process.exit(1);
  }
  const bin = join(base, versions[0], 'bin');
  return { initdb: join(bin, 'initdb'), pgCtl: join(bin, 'pg_ctl') };
}

const isRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root, run its tools as the `postgres` user. */
function ensurePostgresUser() {
  if (!isRoot) return;
  if (spawnSync('id', ['-u', 'postgres'], { stdio: 'ignore' }).status === 0) return;
  const made = spawnSync(
    'useradd',
    ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'],
    {
      stdio: 'inherit',
    },
  );
  if (made.status !== 0) {
    console.error('Could not create the postgres system user.');
    process.exit(1);
  }
}

function runAsPostgres(bin, args) {
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return spawnSync(cmd, argv, { encoding: 'utf8' });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const { initdb, pgCtl } = findBinaries();
ensurePostgresUser();

const dir = mkdtempSync(join(tmpdir(), 'cc-postgres-'));
const dataDir = join(dir, 'data');
const logFile = join(dir, 'postgres.log');
let started = false;
let cleanedUp = false;

function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  if (started) runAsPostgres(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
  rmSync(dir, { recursive: true, force: true });
}

function fail(message, result) {
  console.error(message);
  if (result?.stderr) console.error(result.stderr);
  if (existsSync(logFile)) console.error(readFileSync(logFile, 'utf8'));
  cleanup();
  process.exit(1);
}

let child = null;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // The command gets the signal and the cluster goes when it exits; before it runs, at once.
    if (child) child.kill(signal);
    else {
      cleanup();
      process.exit(130);
    }
  });
}

try {
  if (isRoot) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  const init = runAsPostgres(initdb, [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  if (init.status !== 0) fail('initdb failed', init);

  const port = await freePort();
  // Loopback only, socket in our own directory; durability is pointless for a throwaway cluster.
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-c unix_socket_directories='${dir}'`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const start = runAsPostgres(pgCtl, [
    '-D',
    dataDir,
    '-l',
    logFile,
    '-o',
    options,
    '-w',
    '-t',
    '60',
    'start',
  ]);
  started = true;
  if (start.status !== 0) fail('pg_ctl start failed', start);

  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.error(`with-postgres: PostgreSQL on 127.0.0.1:${port} (${dataDir})`);
  child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  const code = await new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`with-postgres: could not run ${command[0]}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 128 + signalNumber(signal) : 1)));
  });
  cleanup();
  process.exit(code);
} catch (error) {
  fail(`with-postgres: ${error instanceof Error ? error.message : String(error)}`);
}

function postgresIds() {
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

function signalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGTERM: 15, SIGKILL: 9 }[signal] ?? 1;
}
