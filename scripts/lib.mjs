// Shared by the README's two commands: find or fetch pnpm, run commands, install system packages.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const PNPM_VERSION = '10.34.9';

const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', COREPACK_ENABLE_STRICT: '0' };

const hasPnpm10 = () => {
  const found = spawnSync('pnpm', ['--version'], { encoding: 'utf8', env });
  return found.status === 0 && found.stdout.trim().startsWith('10.');
};

/**
 * pnpm 10 from PATH; on a fresh machine it is installed with npm first (scripts and the e2e server
 * call `pnpm` by name), and only where that is not allowed is it run through npx.
 */
export function pnpmCommand() {
  if (hasPnpm10()) return ['pnpm'];
  spawnSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit', env });
  if (hasPnpm10()) return ['pnpm'];
  return ['npx', '-y', `pnpm@${PNPM_VERSION}`];
}

const cpuOf = fileURLToPath(new URL('./cpu-of.mjs', import.meta.url));

/**
 * Runs a command; resolves with its exit code. Its output is inherited, or with `onOutput` handed
 * over chunk by chunk (stdout and stderr in the order they come). With `onCpu`, the command runs
 * under scripts/cpu-of.mjs, and `onCpu` gets its CPU seconds (null where Linux does not tell) and
 * the two counts it is the larger of (`{ reaped, sampled }`, see cpu-of.mjs).
 */
export function run(cmd, args, { env: extraEnv, onOutput, onCpu, ...options } = {}) {
  return new Promise((resolve) => {
    const [file, argv] = onCpu ? [process.execPath, [cpuOf, cmd, ...args]] : [cmd, args];
    const stdio = onOutput ? ['ignore', 'pipe', 'pipe'] : ['inherit', 'inherit', 'inherit'];
    const child = spawn(file, argv, {
      cwd: root,
      stdio: onCpu ? [...stdio, 'pipe'] : stdio,
      env: { ...env, ...extraEnv },
      ...options,
    });
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', onOutput);
    const measured = [];
    child.stdio[3]?.on('data', (chunk) => measured.push(chunk));
    child.on('close', (code, signal) => {
      if (onCpu) {
        try {
          const { cpu, ...counts } = JSON.parse(Buffer.concat(measured).toString());
          onCpu(cpu, counts);
        } catch {
          onCpu(null, {});
        }
      }
      resolve(code ?? (signal ? 1 : 0));
    });
    child.on('error', () => resolve(127));
  });
}

let pnpmFound;
export async function pnpm(args, options) {
  pnpmFound ??= pnpmCommand();
  const [cmd, ...pre] = pnpmFound;
  return run(cmd, [...pre, ...args], options);
}

export async function mustPnpm(args, options) {
  const code = await pnpm(args, options);
  if (code !== 0) {
    console.error(`pnpm ${args.join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
}

export function hasChromium() {
  return existsSync('/usr/bin/chromium');
}

export function hasPostgres() {
  const base = '/usr/lib/postgresql';
  return existsSync(base) && readdirSync(base).some((v) => existsSync(`${base}/${v}/bin/initdb`));
}

/** Installs Debian packages (as root, or through sudo when there is one). */
export async function aptInstall(packages) {
  if (packages.length === 0) return 0;
  const isRoot = process.getuid?.() === 0;
  const sudo = isRoot ? [] : ['sudo', '-n'];
  const [cmd, ...pre] = sudo.length ? sudo : ['apt-get'];
  const aptArgs = (args) => (sudo.length ? [...pre, 'apt-get', ...args] : args);
  const aptEnv = { env: { DEBIAN_FRONTEND: 'noninteractive' } };
  console.log(`Installing Debian packages: ${packages.join(' ')}`);
  const updated = await run(cmd, aptArgs(['update', '-qq']), aptEnv);
  if (updated !== 0) return updated;
  return run(cmd, aptArgs(['install', '-y', '-qq', '--no-install-recommends', ...packages]), aptEnv);
}
