// `npm start`: install what is needed, build the console, and serve console + API with the embedded
// database and demo data at http://127.0.0.1:3000 (PORT overrides), in the foreground.
import { pnpmCommand, mustPnpm, root } from './lib.mjs';
import { spawn } from 'node:child_process';

await mustPnpm(['install', '--frozen-lockfile']);
await mustPnpm(['--filter', '@creator-console/console', 'build']);

const [cmd, ...pre] = pnpmCommand();
const server = spawn(cmd, [...pre, '--filter', '@creator-console/server', 'start'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
