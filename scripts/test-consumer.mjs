// Proves that another console can reuse the published packages: packs contract, api-client, auth
// and ui as they would be published, installs them into a copy of examples/second-console outside
// the workspace (only the tarballs, React, the router and SWR from the registry, plus the build
// tools), type-checks it strictly, builds it with Vite, serves it against the real API server and
// logs in through it in Chromium. The browser part writes reports/second-console.json.
//
//   node scripts/test-consumer.mjs              builds the packages first
//   node scripts/test-consumer.mjs --prebuilt   packs the packages' current dist/ (after `pnpm build`)
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pnpmCommand, root } from './lib.mjs';

const PACKAGES = ['contract', 'api-client', 'auth', 'ui'];
const consolePort = Number(process.env.CONSUMER_PORT ?? 3190);
const apiPort = consolePort + 1;
const prebuilt = process.argv.includes('--prebuilt');

const [pnpmBin, ...pnpmPre] = pnpmCommand();
const work = mkdtempSync(join(tmpdir(), 'cc-second-console-'));
const tarballs = join(work, 'tarballs');
const app = join(work, 'second-console');
const servers = [];
const times = [];
const started = Date.now();

/** Runs a command to its end; resolves with its exit code. */
function run(cmd, args, { cwd = root, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** A timed step; a failing one ends the run with its exit code. */
async function step(name, cmd, args, options) {
  console.log(`\n--- second console: ${name} ---`);
  const start = Date.now();
  const code = await run(cmd, args, options);
  times.push(`${name} ${((Date.now() - start) / 1000).toFixed(1)} s`);
  if (code !== 0) await finish(code, `${name} failed with exit code ${code}`);
}

const pnpm = (name, args, options) => step(name, pnpmBin, [...pnpmPre, ...args], options);

/** Starts a long-running server in its own process group, so that it stops with all its children. */
function serve(cmd, args, options) {
  const child = spawn(cmd, args, { stdio: 'inherit', detached: true, ...options });
  servers.push(child);
  return child;
}

async function waitFor(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Stops the servers (the API closes its database before it exits), removes the temp dir, exits. */
async function finish(code, message) {
  await Promise.all(
    servers
      .filter((child) => child.exitCode === null)
      .map(
        (child) =>
          new Promise((resolve) => {
            child.on('exit', resolve);
            setTimeout(resolve, 10_000).unref();
            try {
              process.kill(-child.pid, 'SIGTERM');
            } catch {
              resolve();
            }
          }),
      ),
  );
  rmSync(work, { recursive: true, force: true });
  if (message) console.error(message);
  console.log(`\nsecond console: ${times.join(', ')}; total ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void finish(1, `stopped by ${signal}`));

rmSync(join(root, 'reports/second-console.json'), { force: true });
mkdirSync(tarballs, { recursive: true });

if (!prebuilt) await pnpm('build the packages', ['-r', '--filter', './packages/**', 'run', 'build']);
for (const name of PACKAGES) {
  await pnpm(`pack ${name}`, ['pack', '--pack-destination', tarballs], { cwd: join(root, 'packages', name) });
}

// The consumer's own source, with every @creator-console dependency (direct or between the
// packages) pointing at its tarball: nothing comes from the workspace.
cpSync(join(root, 'examples/second-console'), app, {
  recursive: true,
  filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
});
const files = readdirSync(tarballs);
const packed = {};
for (const name of PACKAGES) {
  const file = files.find((entry) => entry.startsWith(`creator-console-${name}-`));
  if (!file) await finish(1, `no tarball of ${name} in ${tarballs}`);
  packed[`@creator-console/${name}`] = `file:${join(tarballs, file)}`;
}
const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'));
Object.assign(manifest.dependencies, packed);
manifest.pnpm = { overrides: packed };
writeFileSync(join(app, 'package.json'), JSON.stringify(manifest, null, 2));

// The same store as the workspace: what the workspace already installed is linked, not downloaded.
await pnpm('install', ['install', '--prefer-offline', '--no-frozen-lockfile', '--reporter=append-only'], {
  cwd: app,
  env: { CI: 'true' },
});
await pnpm('typecheck (strict)', ['run', 'typecheck'], { cwd: app });
await pnpm('vite build', ['run', 'build'], { cwd: app });

console.log('\n--- second console: start the API and the preview ---');
const serveStart = Date.now();
const dataDir = join(work, 'data');
const storageDir = join(work, 'storage');
const api = serve(join(root, 'apps/server/node_modules/.bin/tsx'), ['--conditions=source', 'src/server.ts'], {
  cwd: join(root, 'apps/server'),
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STORAGE_DIR: storageDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
const preview = serve(
  join(app, 'node_modules/.bin/vite'),
  ['preview', '--port', String(consolePort), '--strictPort'],
  {
    cwd: app,
    env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` },
  },
);
try {
  await Promise.all([
    waitFor(`http://127.0.0.1:${apiPort}/api/docs`, api),
    waitFor(`http://127.0.0.1:${consolePort}/login`, preview),
  ]);
} catch (error) {
  await finish(1, String(error));
}
times.push(`servers up ${((Date.now() - serveStart) / 1000).toFixed(1)} s`);

await step(
  'browser (Playwright, Chromium)',
  pnpmBin,
  [
    ...pnpmPre,
    '--filter',
    '@creator-console/e2e',
    'exec',
    'playwright',
    'test',
    '-c',
    'second-console.config.ts',
  ],
  { env: { SECOND_CONSOLE_URL: `http://127.0.0.1:${consolePort}` } },
);
await finish(0);
