// `npm test`: unit tests, then a throw-away local stack (own ports, own data, fresh seed) for the
// rules tests, the functions integration tests and the Chromium end-to-end tests.
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack } from './lib/stack.mjs';
import { buildAdmin } from './lib/apps.mjs';
import { seedDemoData } from './lib/seeding.mjs';
import { elapsed } from './lib/proc.mjs';
import { runReported } from './lib/reports.mjs';
import { awaitTriggers } from './lib/warm-up.mjs';
import { printTimings } from './lib/timings.mjs';
import { ensurePrerequisites } from './lib/prerequisites.mjs';

// `npm test` runs every suite; `npm test -- e2e tests/e2e/home.spec.ts` runs one suite, passing
// the remaining arguments to its runner (a file filter, -t "name", ...).
const SUITES = ['unit', 'integration', 'e2e'];
const [only, ...runnerArgs] = SUITES.includes(process.argv[2]) ? process.argv.slice(2) : [null];
const wants = (suite) => only === null || only === suite;
const extra = (suite) => (only === suite ? runnerArgs : []);
// Java for the emulators, Chromium for the browser tests: before the first test, not when needed.
ensurePrerequisites([
  ...(wants('integration') || wants('e2e') ? ['java'] : []),
  ...(wants('e2e') ? ['chromium'] : []),
]);

const started = Date.now();
const reportsDir = mkdtempSync(path.join(os.tmpdir(), 'gn-reports-'));
const results = [];
// Wall time of each stage, in order: the suites, the stack's start, the site rebuild before e2e.
const stages = [];
async function timed(name, work) {
  const t0 = Date.now();
  try {
    return await work();
  } finally {
    stages.push({ name, ms: Date.now() - t0 });
  }
}
async function suite(name, runner, args, options) {
  const result = await runReported(name, runner, args, { reportsDir, ...options });
  results.push(result);
  stages.push({ name, ms: result.ms });
}
let stack;
let dataDir;

async function main() {
  if (wants('unit')) {
    await suite('unit', 'vitest', [
      'run',
      '--project',
      'unit',
      '--project',
      'unit-isolated',
      ...extra('unit'),
    ]);
  }
  if (only === 'unit') return;

  console.log(`\n… iniciando a pilha de testes (${elapsed(started)})`);
  await timed('pilha de testes (emuladores, dados, builds)', startTestStack);

  const env = { ...process.env, ...stack.clientEnv };
  if (wants('integration')) {
    // The rules tests beside the functions' (vitest.config.ts): each project's files one at a
    // time, the two projects at once. A file filter names files of one of them, or of both.
    const filtered = extra('integration').length > 0 ? ['--passWithNoTests'] : [];
    const run = (project) => ['run', '--project', project, ...filtered, ...extra('integration')];
    await Promise.all([
      suite('integration', 'vitest', run('integration'), { env }),
      suite('rules', 'vitest', run('rules'), { env }),
    ]);
  }
  if (wants('e2e')) {
    // The integration tests publish and unpublish events of their own: rebuild the site, so that
    // the browser tests start from the seeded content.
    if (wants('integration')) await timed('site reconstruído para o e2e', () => stack.rebuilds.build('e2e'));
    const args = ['test', '-c', 'tests/e2e/playwright.config.ts', ...extra('e2e')];
    await suite('e2e', 'playwright', args, { env });
  }
}

async function startTestStack() {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'gn-test-stack-'));
  const basePort = Number(process.env.GN_TEST_BASE_PORT ?? 6100);
  stack = await startStack({
    // Named by port, so that stacks on other bases (GN_TEST_BASE_PORT) never share files.
    name: `test-${basePort}`,
    projectId: 'demo-gn-test',
    basePort,
    dataDir,
    persist: false,
    multiProject: true,
    // Checkout reads site_settings/payments through a 30 s cache: tests change it and expect it now.
    // GN_FAULT_INJECTION: tests may ask for a failure at a named point (http/fault-injection.ts).
    functionsEnv: { GN_SETTINGS_CACHE_SECONDS: '0', GN_FAULT_INJECTION: '1' },
  });
  console.log(`  ${await seedDemoData(stack)}`);
  await Promise.all([buildAdmin(stack), stack.rebuilds.build('testes'), awaitTriggers(stack)]);
  console.log(`  pilha pronta: site ${stack.urls.site}, admin ${stack.urls.admin} (${elapsed(started)})`);
}

async function finish(error) {
  await stack?.stop();
  if (error) {
    console.error(`\nErro na execução dos testes: ${error.message}`);
    // Read before the data folder (which holds the log) is removed.
    if (stack) console.error(readFileSync(stack.logPath, 'utf8').split('\n').slice(-30).join('\n'));
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0) + (error ? 1 : 0);
  // A failure's evidence outlives the stack: the emulators' log (each function call, its time and
  // its errors) is kept beside the JSON reports, which a CI machine keeps in its temporary folder.
  if (failed > 0 && stack && existsSync(stack.logPath)) {
    copyFileSync(stack.logPath, path.join(reportsDir, 'emulators.log'));
    console.log(`\nRegistro dos emuladores: ${path.join(reportsDir, 'emulators.log')}`);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  console.log('');
  printTimings(stages, results);
  console.log('');
  for (const r of results) console.log(`  ${r.name}: ${r.passed} passed, ${r.failed} failed`);
  console.log(`Tempo total: ${elapsed(started)}`);
  console.log(`Tests: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || results.some((r) => !r.ok) || passed === 0 ? 1 : 0);
}

process.on('SIGINT', () => finish(new Error('interrompido')));
main().then(() => finish(), finish);
