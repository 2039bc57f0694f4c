// Benchmark: time from an admin's content write to the change being live on the static site.
// Needs a running stack (npm start). Usage: npm run bench:publish [-- runs]
// Env: GN_BASE_PORT (default 5000), GN_PROJECT_ID (default demo-gn).
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { portsFrom } from '../../dev/lib/stack.mjs';

const ports = portsFrom(Number(process.env.GN_BASE_PORT ?? 5000));
process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
const siteUrl = `http://127.0.0.1:${ports.hosting}`;
const db = getFirestore(initializeApp({ projectId: process.env.GN_PROJECT_ID ?? 'demo-gn' }));
const runs = Number(process.argv[2] ?? 3);
const EVENT_ID = 'evt-noite-samba-lapa';

const ref = db.doc(`events/${EVENT_ID}`);
const original = (await ref.get()).data()?.titulo;
if (!original) throw new Error(`${EVENT_ID} não existe: rode npm start com os dados de demonstração`);

async function waitFor(marker, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const html = await (await fetch(`${siteUrl}/?t=${Date.now()}`)).text();
    if (html.includes(marker)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`"${marker}" não apareceu no site em ${timeoutMs} ms`);
}

const timings = [];
try {
  for (let i = 0; i < runs; i++) {
    const marker = `${original} [bench ${Date.now()}]`;
    const started = Date.now();
    await ref.update({ titulo: marker });
    await waitFor(marker);
    timings.push(Date.now() - started);
    console.log(`run ${i + 1}: ${timings.at(-1)} ms from write to live`);
    await new Promise((r) => setTimeout(r, 1000));
  }
} finally {
  await ref.update({ titulo: original });
}
timings.sort((a, b) => a - b);
console.log(
  `publish latency over ${runs} runs: min ${timings[0]} ms, median ${timings[Math.floor(runs / 2)]} ms, ` +
    `max ${timings.at(-1)} ms (debounce ${process.env.GN_PUBLISH_DEBOUNCE_SECONDS ?? 2} s included)`,
);
process.exit(0);
