// A crash (SIGKILL of the stack) must lose at most the last minute of data: export every minute
// into a temporary folder, then swap it in with renames so that a crash mid-export never leaves
// a half-written export where the next start imports from.
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './proc.mjs';

export const EXPORT_EVERY_MS = 60_000;

export async function exportNow(stack) {
  const tmp = `${stack.exportDir}.tmp`;
  const old = `${stack.exportDir}.old`;
  rmSync(tmp, { recursive: true, force: true });
  await run(path.join(ROOT, 'node_modules/.bin/firebase'), [
    'emulators:export',
    tmp,
    '--config',
    stack.configPath,
    '--project',
    stack.projectId,
    '--force',
  ]);
  rmSync(old, { recursive: true, force: true });
  if (existsSync(stack.exportDir)) renameSync(stack.exportDir, old);
  renameSync(tmp, stack.exportDir);
  rmSync(old, { recursive: true, force: true });
}

export function startPeriodicExport(stack) {
  let busy = false;
  const timer = setInterval(async () => {
    if (busy || stack.exited()) return;
    busy = true;
    try {
      await exportNow(stack);
    } catch (err) {
      console.error(`exportação periódica falhou: ${err.message.split('\n')[0]}`);
    } finally {
      busy = false;
    }
  }, EXPORT_EVERY_MS);
  timer.unref();
  return timer;
}
