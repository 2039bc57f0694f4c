// Runs a test runner with its JSON reporter so that the orchestrator can add up the counts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT } from './proc.mjs';

const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);

export function runReported(name, runner, args, { reportsDir, env = process.env }) {
  const report = path.join(reportsDir, `${name}.json`);
  const extra =
    runner === 'vitest'
      ? ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
      : ['--reporter=list,json'];
  const childEnv = runner === 'playwright' ? { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report } : env;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(bin(runner), [...args, ...extra], { cwd: ROOT, env: childEnv, stdio: 'inherit' });
    child.on('exit', (code) =>
      resolve({ name, runner, report, ms: Date.now() - started, ok: code === 0, ...counts(runner, report) }),
    );
  });
}

function counts(runner, report) {
  if (!existsSync(report)) return { passed: 0, failed: 1 };
  const json = JSON.parse(readFileSync(report, 'utf8'));
  if (runner === 'vitest') {
    return { passed: json.numPassedTests ?? 0, failed: json.numFailedTests ?? 0 };
  }
  const s = json.stats ?? {};
  return { passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0) };
}
