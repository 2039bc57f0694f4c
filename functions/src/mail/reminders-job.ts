// The scheduled function that sends the reminder e-mails in production (the emulator runs no
// schedules: locally the runner calls POST /api/internal/send-reminders instead).
//
// Every 15 minutes: a reminder then goes out between 24 h and 23 h 45 before the start, close
// enough to "the day before" for the buyer, and an order paid within the last 24 hours still gets
// one on the next tick. Each run reads only the events of the next 24 hours and their paid orders
// (send-reminders.ts), and a run that overlaps the next sends nothing twice (the per-order claim).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import { SECRETS } from '../config.ts';
import { db } from '../firebase.ts';
import { sendReminders } from './send-reminders.ts';

export const sendRemindersJob = onSchedule(
  {
    schedule: 'every 15 minutes',
    region: 'southamerica-east1',
    timeZone: 'America/Sao_Paulo',
    // a big event's orders take a while: one PDF and one SMTP exchange each, four at a time
    timeoutSeconds: 540,
    // SMTP; the PDF draws the QR codes already signed on the tickets, so no signing key
    secrets: [...SECRETS.mail],
  },
  async () => {
    const report = await sendReminders(db());
    if ('notConfigured' in report) {
      logger.warn('Lembretes não enviados: SMTP_URL não configurada');
      return;
    }
    if (report.orders || report.failed) logger.info('Reminders sent', report);
  },
);
