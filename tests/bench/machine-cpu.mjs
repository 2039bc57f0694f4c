// The whole machine's CPU time, from /proc (Linux): how busy the cores were during a measured span
// and which processes used them, so a benchmark can tell "our code is slow" from "the machine had
// no CPU left" (on the local stack the Firestore emulator, the Asaas sandbox and the benchmark
// share the same cores). Elsewhere only this process's own CPU time is given.
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on the Linux kernels we run on

/** Busy and total CPU seconds of all cores since boot, or null where /proc/stat is missing. */
function machineSeconds() {
  try {
    // "cpu  user nice system idle iowait irq softirq steal ...": idle and iowait are not busy.
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const total = ticks.reduce((a, b) => a + b, 0);
    return { busy: (total - ticks[3] - ticks[4]) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

/** CPU seconds used so far by every process, by pid. */
function processSeconds() {
  const seconds = new Map();
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return seconds;
  }
  for (const pid of pids) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND);
    } catch {
      // the process ended meanwhile
    }
  }
  return seconds;
}

/** A short name for a process: what it runs, as a reader of the figures knows it. */
function processName(pid) {
  let cmd;
  try {
    cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return `pid ${pid}`;
  }
  if (pid === String(process.pid)) return 'this process';
  if (/firestore-emulator|cloud-firestore-emulator/.test(cmd)) return 'Firestore emulator';
  if (/asaas-sandbox/.test(cmd)) return 'Asaas sandbox';
  if (/dev\/start\.mjs|dev\/test\.mjs/.test(cmd)) return 'stack runner (Asaas sandbox, e-mail)';
  if (/functionsEmulatorRuntime/.test(cmd)) return 'Functions emulator worker';
  if (/firebase.* emulators:start/.test(cmd)) return 'firebase emulators (auth, hosting)';
  return cmd.split(' ').slice(0, 2).join(' ').slice(0, 60);
}

/** Starts a span; `end()` gives the machine's busy core-seconds in it and who used them. */
export function machineCpuSpan() {
  const machineBefore = machineSeconds();
  const processesBefore = processSeconds();
  const ownBefore = process.cpuUsage();
  return {
    end() {
      const own = process.cpuUsage(ownBefore);
      const thisProcess = (own.user + own.system) / 1e6;
      const machineAfter = machineSeconds();
      const byName = new Map();
      for (const [pid, after] of processSeconds()) {
        const used = after - (processesBefore.get(pid) ?? 0);
        if (used <= 0 || pid === String(process.pid)) continue;
        const name = processName(pid);
        byName.set(name, (byName.get(name) ?? 0) + used);
      }
      const others = [...byName].sort((a, b) => b[1] - a[1]);
      return {
        thisProcess,
        others,
        busy: machineBefore && machineAfter ? machineAfter.busy - machineBefore.busy : null,
        total: machineBefore && machineAfter ? machineAfter.total - machineBefore.total : null,
        cores: availableParallelism(),
      };
    },
  };
}

/** "machine CPU: … busy (…): this process …, Firestore emulator …" for a span's figures. */
export function describeMachineCpu({ thisProcess, others, busy, total, cores }) {
  if (busy === null) return `CPU of this process: ${thisProcess.toFixed(1)} s`;
  const users = [['this process', thisProcess], ...others.slice(0, 3)]
    .map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`)
    .join(', ');
  return (
    `machine CPU: ${busy.toFixed(1)} of ${total.toFixed(1)} core-seconds busy ` +
    `(${Math.round((100 * busy) / total)} %, ${cores} cores): ${users}`
  );
}
