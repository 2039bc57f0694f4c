// firebase-tools starts the Firestore emulator (Java) in a process group of its own. When the
// stack is killed outright (SIGKILL, a crash), that Java process survives, orphaned, and keeps the
// port: the next start would then fail. Before starting, stop such orphans of this stack only
// (same port, parent gone), never anything else that listens there.
import { execFileSync } from 'node:child_process';

function processes() {
  const out = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
    .filter(Boolean)
    .map(([, pid, ppid, args]) => ({ pid: Number(pid), ppid: Number(ppid), args }));
}

export async function reapOrphanedFirestore(firestorePort) {
  const orphans = processes().filter(
    (p) =>
      p.ppid === 1 &&
      /cloud-firestore-emulator|firestore-emulator-wrapper\.jar/.test(p.args) &&
      p.args.includes(`--port ${firestorePort} `),
  );
  for (const p of orphans) {
    try {
      process.kill(p.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  if (orphans.length > 0) {
    await new Promise((r) => setTimeout(r, 1500));
    for (const p of orphans) {
      try {
        process.kill(p.pid, 'SIGKILL');
      } catch {
        /* exited on SIGTERM */
      }
    }
  }
  return orphans.length;
}
