// Small process helpers shared by the runner and the test orchestrator.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs a command to completion; rejects with its output tail on a non-zero exit. */
export function run(cmd, args, { env = process.env, cwd = ROOT, quiet = true } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let out = '';
    if (quiet) {
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
    }
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(out);
      else reject(new Error(`${cmd} ${args.join(' ')} falhou (código ${code})\n${out.slice(-4000)}`));
    });
  });
}

export const elapsed = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
