// The scheduled admissions in production (the emulator runs no schedules: locally the runner calls
// POST /api/internal/queue-tick every few seconds instead). Cloud Scheduler wakes it once a minute;
// it ticks every TICK_SECONDS within that minute, so admission is smooth (60 a minute lets one in
// a second, not 60 at once) while still one instance writes each queue: no contention.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { db } from '../firebase.ts';
import { advanceAllQueues } from './tick.ts';

const TICK_SECONDS = 5;
const TICKS_PER_RUN = 60 / TICK_SECONDS;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const queueAdmissionsJob = onSchedule(
  {
    schedule: 'every 1 minutes',
    region: 'southamerica-east1',
    timeZone: 'America/Sao_Paulo',
    timeoutSeconds: 90,
    // one run at a time: two would both admit (the transaction keeps the count right, not the pace)
    maxInstances: 1,
  },
  async () => {
    for (let tick = 0; tick < TICKS_PER_RUN; tick++) {
      const started = Date.now();
      try {
        await advanceAllQueues(db());
      } catch (error) {
        logger.error('Virtual queue tick failed', error);
      }
      if (tick < TICKS_PER_RUN - 1) await pause(Math.max(0, TICK_SECONDS * 1000 - (Date.now() - started)));
    }
  },
);
