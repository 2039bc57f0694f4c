// How the `api` function runs in production (Cloud Run under 2nd-gen functions). The reasons, with
// the measured figures behind them, are in the README ("Production settings of the api function").
import type { HttpsOptions } from 'firebase-functions/v2/https';

export const API_INSTANCE = {
  // One instance always up: a buyer never waits for a cold start (~1-2 s to load the bundle and
  // open the Firestore channel). Its idle price is the cost of this line.
  minInstances: 1,
  // A checkout spends most of its time waiting on Firestore and Asaas (measured in process: about
  // 25 ms of CPU in a 0.3-1 s request), so one vCPU serves many at once; 80 is the platform's
  // default and what one vCPU sustained with p99 under 1 s in the in-process benchmark.
  concurrency: 80,
  // Concurrency above 1 needs at least one whole vCPU.
  cpu: 1,
  // sharp decodes uploads of up to 15 MB (tens of megapixels) in memory.
  memory: '1GiB',
  // Firebase Hosting gives a rewritten request 60 s; a longer function timeout would only keep
  // working for a client that is gone. Each Asaas attempt stops after 10 s.
  timeoutSeconds: 60,
  // A ceiling on cost and on what a burst can ask of Firestore and Asaas: 20 × 80 = 1,600
  // requests in flight, about 8 times the 200 orders/s of the largest on-sales at ~1 s each.
  maxInstances: 20,
} as const satisfies HttpsOptions;
