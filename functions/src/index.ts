// The Cloud Functions entry point: the HTTP API plus the triggers and scheduled jobs the project
// deploys (publishing, audit, reservation sweeper, order e-mails).
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app.ts';
import { SECRETS } from './config.ts';
import { API_INSTANCE } from './api-instance.ts';

// config.ts (Asaas secrets, SITE_URL / ADMIN_URL params) is imported by the functions that use
// them, not here: a declared param makes the emulator ask for its value at start.

/**
 * The HTTP API. Both Hosting sites (site and admin) rewrite /api/** here, keeping the /api prefix.
 * Secrets (config.ts) are bound by name: importing config.ts would declare its params. Under the
 * emulator they come from functions/.secret.local, written by the local runner.
 * The production settings and their reasons are in API_INSTANCE (README, "Production settings").
 */
export const api = onRequest(
  {
    region: 'southamerica-east1',
    ...API_INSTANCE,
    secrets: [...SECRETS.api],
  },
  createApp(),
);

// Publish to live: one trigger per public content collection (publish-events, publish-news, ...).
export { publish } from './publish/on-content-written.ts';
export { nightlyPublish, publishSite } from './publish/publish-jobs.ts';

// Audit trail of admin writes: one trigger per audited collection (audit-events, audit-news, ...).
export { audit } from './audit/on-admin-write.ts';

// Releases expired stock reservations every minute (locally: the runner's internal call).
export { sweepReservationsJob } from './orders/sweep-job.ts';

// The order confirmation e-mail with the tickets' PDF, once an order becomes paid.
export { onOrderPaid } from './mail/on-order-paid.ts';

// The one sender of the messages use cases record in the mail outbox (transfer, cancellation,
// waiting-list offer, verification link, tickets' resend).
export { deliverOutbox } from './mail/deliver-outbox.ts';

// A ticket cancelled or handed on tells the wallets holding its pass (a seam: wallet/pass-updates.ts).
export { walletPassUpdates } from './wallet/on-ticket-changed.ts';

// The reminder e-mail 24 h before each event, every 15 minutes (locally: the runner's internal call).
export { sendRemindersJob } from './mail/reminders-job.ts';

// The virtual queue's admissions of high-demand events, every 5 s (locally: the runner's internal call).
export { queueAdmissionsJob } from './queue/queue-job.ts';
