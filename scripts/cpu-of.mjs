#!/usr/bin/env node
// Runs a command and, once it has ended, writes to file descriptor 3 the CPU seconds (user +
// system) it took, as Linux counts them; `npm test` runs each step through it, so that a step beside
// others gets its own CPU figure too. Exits as the command did.
//
// Two counts, and the larger is reported (both are lower bounds):
// - what this process waited for: `cutime` + `cstime`, the command and, recursively, every child
//   that its parent reaped. Short-lived processes are all in it; processes that outlive their
//   parent or are killed unreaped are not — Chromium's renderers and a server killed at the end of
//   a Playwright run (measured: 22 s reaped of 87 s sampled for two e2e tests and their servers);
// - each process of the tree seen every two seconds in /proc, its own `utime` + `stime` when last seen:
//   long-lived processes are all in it, whoever reaps them.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeSync } from 'node:fs';
import { clearInterval, setInterval } from 'node:timers';

const TICKS = 100; // USER_HZ on Linux
const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));

/** The fields after the command name of /proc/<pid>/stat (the 3rd field of the line is [0]). */
function statFields(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return line.slice(line.lastIndexOf(') ') + 2).split(' ');
  } catch {
    return null;
  }
}

function reapedSeconds() {
  const fields = statFields('self');
  return fields ? (Number(fields[13]) + Number(fields[14])) / TICKS : null;
}

/** pid + start time → own CPU ticks when last seen, for every process under the command. */
const seen = new Map();
const tree = new Set();
function sample() {
  if (child.pid === undefined) return;
  tree.add(child.pid);
  let entries;
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return;
  }
  const stats = new Map();
  for (const pid of entries) {
    const fields = statFields(pid);
    if (fields) stats.set(Number(pid), fields);
  }
  // Parents before children is not guaranteed: add until nothing more joins.
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, fields] of stats) {
      if (!tree.has(pid) && tree.has(Number(fields[1]))) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  for (const pid of tree) {
    const fields = stats.get(pid);
    if (!fields) {
      tree.delete(pid);
      continue;
    }
    seen.set(`${pid}@${fields[19]}`, Number(fields[11]) + Number(fields[12]));
  }
}
// Every two seconds: a sample reads /proc/*/stat of the whole machine (≈ 1 % of a core each second
// under load, for each step running).
const sampler = setInterval(sample, 2000);

child.on('error', () => process.exit(127));
child.on('close', (code, signal) => {
  clearInterval(sampler);
  const reaped = reapedSeconds();
  const sampled = [...seen.values()].reduce((sum, ticks) => sum + ticks, 0) / TICKS;
  try {
    writeSync(
      3,
      JSON.stringify({ cpu: reaped === null ? null : Math.max(reaped, sampled), reaped, sampled }),
    );
  } catch {
    // Not run by `npm test` (no descriptor 3): nothing to report to.
  }
  process.exit(code ?? (signal ? 1 : 0));
});
