// The time table `npm test` prints at the end: each stage's wall time, then the slowest files of
// each suite (from the runners' JSON reports), so the next engineer sees where the time goes.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './proc.mjs';

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

/** Seconds spent in each file of a report: vitest's per-file spans, Playwright's summed tests. */
export function fileDurations(runner, report) {
  if (!existsSync(report)) return [];
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const byFile = new Map();
  const add = (file, ms) => byFile.set(file, (byFile.get(file) ?? 0) + ms);
  if (runner === 'vitest') {
    for (const r of json.testResults ?? []) add(path.relative(ROOT, r.name), r.endTime - r.startTime);
  } else {
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          for (const result of test.results ?? []) add(`tests/e2e/${spec.file}`, result.duration ?? 0);
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of json.suites ?? []) walk(suite);
  }
  return [...byFile].map(([file, ms]) => ({ file, ms })).sort((a, b) => b.ms - a.ms);
}

/** Prints the stages' wall times and each suite's slowest files. */
export function printTimings(stages, suites, { top = 8 } = {}) {
  console.log('\nTempo por etapa:');
  for (const s of stages) console.log(`  ${seconds(s.ms)}  ${s.name}`);
  for (const s of suites) {
    const files = fileDurations(s.runner, s.report);
    if (files.length === 0) continue;
    const note = s.runner === 'playwright' ? ' (soma dos testes; 2 workers em paralelo)' : '';
    console.log(`\nArquivos mais lentos: ${s.name}${note}`);
    for (const f of files.slice(0, top)) console.log(`  ${seconds(f.ms)}  ${f.file}`);
  }
}
