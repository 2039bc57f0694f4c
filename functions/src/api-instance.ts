// How the `api` function runs in production (Cloud Run under 2nd-gen functions). The reasons, with
// the measured figures behind them, are in the README ("Production settings of the api function").
import type { HttpsOptions } from 'firebase-functions/v2/https';

export const API_INSTANCE = {
  // One instance always up: a buyer never waits for a cold start (~1-2 s to load the bundle and
  // open the Firestore channel). Its idle price is the cost of this line.
  minInstances: 1,
  // A checkout spends most of its time waiting on Firestore and Asaas, but not all: the in-process
  // benchmark measured about 25 ms of this process's CPU per checkout in a rush (the Firestore
  // client's gRPC and protobuf work, mostly). A burst of N checkouts on one vCPU needs N × 25 ms
  // of CPU before the last one answers, so 40 keeps that under 1 s; a larger burst starts more
  // instances instead of queueing on one (the platform's default, 80, would mean 2 s).
  concurrency: 40,
  // Concurrency above 1 needs at least one whole vCPU.
  cpu: 1,
  // sharp decodes uploads of up to 15 MB (tens of megapixels) in memory.
  memory: '1GiB',
  // Firebase Hosting gives a rewritten request 60 s; a longer function timeout would only keep
  // working for a client that is gone. Each Asaas attempt stops after 10 s.
  timeoutSeconds: 60,
  // A ceiling on cost and on what a burst can ask of Firestore and Asaas: 20 × 40 = 800
  // requests in flight, about 4 times the 200 orders/s of the largest on-sales at ~1 s each.
  maxInstances: 20,
} as const satisfies HttpsOptions;
