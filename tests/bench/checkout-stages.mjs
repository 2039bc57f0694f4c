// Benchmark: what one order costs at each stage of a sale, in one table. Needs a running stack
// (npm start). Usage: npm run bench:checkout:stages
// Runs checkout-rush.mjs in process for each stage (a fresh event each time): one buyer on 1,000
// tickets with none, half and all but 2 taken (--sold), then the rushes of 150 buyers on 100
// tickets and 1,000 on 800; prints per stage the Firestore reads and round trips per order sold
// (the targets: at most 15 and 10), the CPU of the benchmark's process per request (the
// API's work plus the buyers' side; a single buyer's figure is mostly a cold start), p99 and the
// errors. Exits 1 when a stage's own checks fail (errors, oversold).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RUSH = path.join(path.dirname(fileURLToPath(import.meta.url)), 'checkout-rush.mjs');
const STAGES = [
  { name: 'primeiro ingresso (1 de 1.000)', args: ['1', '1000', '--sold=0'] },
  { name: 'metade vendida (1 de 1.000, 500 vendidos)', args: ['1', '1000', '--sold=500'] },
  { name: 'últimos ingressos (1 de 1.000, 998 vendidos)', args: ['1', '1000', '--sold=998'] },
  { name: '150 compradores, 100 ingressos', args: ['150', '100'] },
  { name: '1.000 compradores, 800 ingressos', args: ['1000', '800'] },
];

/** The figures checkout-rush.mjs prints, read from its output. */
function figuresOf(output) {
  const grab = (re) => re.exec(output)?.[1] ?? '?';
  return {
    reads: grab(/per order sold: ([\d.]+) reads/),
    trips: grab(/round trips: .*; per order sold: ([\d.]+)/),
    cpu: grab(/(\d+) ms of this process per request/),
    p99: grab(/p99 ([\d.]+ s)/),
    errors: grab(/errors: (\d+)/),
    ok: /RESULT: ok/.test(output),
  };
}

const rows = [];
for (const stage of STAGES) {
  process.stdout.write(`${stage.name}... `);
  const run = spawnSync(process.execPath, [RUSH, ...stage.args, '--in-process'], {
    encoding: 'utf8',
    env: process.env,
    maxBuffer: 64 * 1024 * 1024,
  });
  const figures = figuresOf(`${run.stdout}\n${run.stderr}`);
  console.log(figures.ok ? 'ok' : 'FALHOU');
  if (!figures.ok) console.log(run.stdout.split('\n').slice(-12).join('\n'));
  rows.push({ name: stage.name, ...figures });
}

const header = ['etapa', 'leituras/pedido', 'idas/pedido', 'CPU ms/req', 'p99', 'erros'];
const table = [header, ...rows.map((r) => [r.name, r.reads, r.trips, r.cpu, r.p99, r.errors])];
const widths = header.map((_, c) => Math.max(...table.map((row) => String(row[c]).length)));
console.log('\nMeta: no máximo 15 leituras e 10 idas ao Firestore por pedido vendido, 15 ms de CPU da API');
for (const [n, row] of table.entries()) {
  console.log(row.map((cell, c) => String(cell).padEnd(widths[c])).join('  '));
  if (n === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
}
process.exit(rows.every((r) => r.ok) ? 0 : 1);
