#!/usr/bin/env node
// Builds Storybook, serves the static build on a free loopback port and runs the Storybook
// test-runner (play functions + axe on every story) against it in Debian's Chromium.
// Exits with the test-runner's exit code. Works without a TTY (CI=true).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
// `--build-only`: build and stop; `--prebuilt`: test the build already there (`npm test` builds
// beside another step, then tests). The other arguments go to the test-runner.
const ownFlags = ['--build-only', '--prebuilt'];
const [buildOnly, prebuilt] = ownFlags.map((flag) => process.argv.includes(flag));
const extraArgs = process.argv.slice(2).filter((arg) => !ownFlags.includes(arg));
// Where the static build goes; parallel runs on one machine each need their own.
const outDir = process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static';

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
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

async function waitForServer(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Storybook was not served at ${url} within ${timeoutMs} ms`);
}

if (!prebuilt) {
  const buildCode = await run(bin('storybook'), ['build', '-o', outDir, '--quiet']);
  if (buildCode !== 0) {
    console.error(`storybook build failed (exit ${buildCode})`);
    process.exit(buildCode);
  }
  if (buildOnly) process.exit(0);
} else if (!existsSync(resolve(root, outDir, 'index.json'))) {
  console.error(`--prebuilt: no Storybook build in ${outDir}`);
  process.exit(1);
}

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const server = spawn(bin('http-server'), [outDir, '-a', '127.0.0.1', '-p', String(port), '-s', '-c-1'], {
  cwd: root,
  stdio: 'ignore',
});
const stopServer = () => {
  if (server.exitCode === null) server.kill();
};
process.on('exit', stopServer);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServer();
    process.exit(130);
  });
}

let code = 1;
try {
  await waitForServer(`${url}/index.json`);
  mkdirSync(new URL('../reports/', import.meta.url), { recursive: true });
  code = await run(
    bin('test-storybook'),
    [
      '--url',
      url,
      '--index-json',
      `--maxWorkers=${process.env.STORYBOOK_WORKERS ?? 2}`,
      '--json',
      '--outputFile',
      'reports/storybook.json',
      ...extraArgs,
    ],
    { env: { ...process.env, CI: process.env.CI ?? 'true' } },
  );
} catch (error) {
  console.error(error);
} finally {
  stopServer();
}
process.exit(code);
