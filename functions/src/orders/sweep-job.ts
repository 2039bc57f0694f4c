// The scheduled function that runs the reservation sweeper in production (the emulator runs no
// schedules: locally the runner calls the internal sweep route instead).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { SECRETS } from '../config.ts';
import { sweepReservations } from './sweeper.ts';

/** Releases expired reservations every minute (see sweeper.ts). */
export const sweepReservationsJob = onSchedule(
  {
    schedule: 'every 1 minutes',
    region: 'southamerica-east1',
    timeZone: 'America/Sao_Paulo',
    // reads and deletes Asaas payments; a late "paid" issues signed tickets
    secrets: [...SECRETS.sweep],
  },
  async () => {
    const report = await sweepReservations();
    if (report.expired || report.paid || report.orphanSlots) logger.info('Reservations swept', report);
  },
);
