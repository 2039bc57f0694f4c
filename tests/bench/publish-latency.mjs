// Benchmark: time from an admin's content write to the change being live on the static site.
// Needs a running stack (npm start). Usage: npm run bench:publish [-- runs]
// Env: GN_BASE_PORT (default 5000), GN_PROJECT_ID (default demo-gn).
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { portsFrom } from '../../dev/lib/stack.mjs';
import { spread, timeTitlePublishes } from './publish-probe.mjs';

const ports = portsFrom(Number(process.env.GN_BASE_PORT ?? 5000));
process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
const siteUrl = `http://127.0.0.1:${ports.hosting}`;
const db = getFirestore(initializeApp({ projectId: process.env.GN_PROJECT_ID ?? 'demo-gn' }));
const runs = Number(process.argv[2] ?? 3);
const EVENT_ID = 'evt-noite-samba-lapa';

const ref = db.doc(`events/${EVENT_ID}`);
if (!(await ref.get()).exists)
  throw new Error(`${EVENT_ID} não existe: rode npm start com os dados de demonstração`);
const timings = await timeTitlePublishes({ ref, url: `${siteUrl}/`, runs });
console.log(
  `publish latency over ${runs} runs: ${spread(timings)} ` +
    `(debounce ${process.env.GN_PUBLISH_DEBOUNCE_SECONDS ?? 2} s included)`,
);
process.exit(0);
