#!/usr/bin/env node
// Runs a command and, once it has ended, writes to file descriptor 3 the CPU seconds (user +
// system) of it and of every process it waited for, as Linux counts them (`cutime` + `cstime` of
// this process: the command and, recursively, the children each one reaped). `npm test` runs each
// step through it, so that a step beside others still gets its own CPU figure. Exits as the command did.
import { spawn } from 'node:child_process';
import { readFileSync, writeSync } from 'node:fs';

const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));

function childCpuSeconds() {
  try {
    // Fields after the command name; cutime and cstime are the 16th and 17th of the line, in
    // clock ticks of 1/100 s (USER_HZ on Linux).
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

child.on('error', () => process.exit(127));
child.on('close', (code, signal) => {
  try {
    writeSync(3, JSON.stringify({ cpu: childCpuSeconds() }));
  } catch {
    // Not run by `npm test` (no descriptor 3): nothing to report to.
  }
  process.exit(code ?? (signal ? 1 : 0));
});
