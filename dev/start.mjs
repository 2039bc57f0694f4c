// `npm start`: the whole product on the Firebase emulators, with demo data on the first start.
// Ctrl-C (SIGINT) or SIGTERM stops it and exports the data to .data/ for the next start.
import path from 'node:path';
import { stackPlan, startStack } from './lib/stack.mjs';
import { buildAdmin } from './lib/apps.mjs';
import { drawDemoCovers, hasContent, pauseTriggers, seedDemoData } from './lib/seeding.mjs';
import { startPeriodicExport } from './lib/export.mjs';
import { startScheduledRunners } from './lib/scheduled-runners.mjs';
import { warmApi } from './lib/warm-up.mjs';
import { ROOT, elapsed } from './lib/proc.mjs';
import { DEMO_USERS } from './seed/demo-users.mjs';
import { ensurePrerequisites } from './lib/prerequisites.mjs';

const major = Number(process.versions.node.split('.')[0]);
if (major !== 22) {
  console.error(
    `Node ${process.versions.node} em uso; o projeto precisa do Node 22. Rode pelo npm (npm start), que usa o Node 22 instalado em node_modules.`,
  );
  process.exit(1);
}

const started = Date.now();
const step = (msg) => console.log(`… ${msg} (${elapsed(started)})`);
let stack;

async function main() {
  ensurePrerequisites(['java']);
  const options = {
    name: 'dev',
    projectId: process.env.GN_PROJECT_ID ?? 'demo-gn',
    basePort: Number(process.env.GN_BASE_PORT ?? 5000),
    dataDir: path.join(ROOT, '.data'),
    persist: true,
  };
  step('iniciando os emuladores do Firebase; construindo o admin e desenhando as capas de demonstração');
  // Neither needs an emulator: both run while the emulators start (Java, firebase-tools).
  const admin = settled(buildAdmin(stackPlan(options)));
  const covers = settled(drawDemoCovers(path.join(options.dataDir, 'files')));
  stack = await startStack(options);
  // The API process's first signed-in call starts its Firestore and Auth clients: done now, while
  // the seed runs, not by the first build's cover fetches or the first buyer.
  const apiWarm = warmApi(stack);
  let resumeTriggers = null;
  if (!(await hasContent(stack))) {
    await covers;
    resumeTriggers = await pauseTriggers(stack);
    step('primeira partida: criando os dados de demonstração');
    console.log(`  ${await seedDemoData(stack)}`);
  }
  await apiWarm;
  step('construindo o site');
  const [built] = await Promise.all([admin, stack.rebuilds.build('partida'), covers]);
  await resumeTriggers?.();
  if (built.skipped) console.log('  admin: sem mudanças, build anterior reaproveitado');
  startPeriodicExport(stack);
  startScheduledRunners({ siteUrl: stack.urls.site });

  console.log('');
  console.log(`Site: ${stack.urls.site}`);
  console.log(`Admin: ${stack.urls.admin}`);
  console.log(`API: ${stack.urls.site}/api/health`);
  console.log(`Asaas (sandbox local): ${stack.urls.asaasSandbox}`);
  console.log(`E-mail (caixa local): ${stack.urls.mailInbox}`);
  for (const u of DEMO_USERS) console.log(`Login ${u.label}: ${u.email} / ${u.password}`);
  console.log(`Pronto em ${elapsed(started)}. Ctrl-C para parar (os dados ficam em .data/).`);
}

/** `promise`, with its failure kept for whoever awaits it (not an unhandled rejection meanwhile). */
function settled(promise) {
  promise.catch(() => {});
  return promise;
}

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: parando e exportando os dados…`);
  await stack?.stop();
  process.exit(0);
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

main().catch(async (err) => {
  console.error(`\nNão foi possível iniciar: ${err.message}`);
  await stack?.stop();
  process.exit(1);
});
