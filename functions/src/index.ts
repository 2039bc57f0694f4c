import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './http/app.ts';

// config.ts (Asaas secrets, SITE_URL / ADMIN_URL params) is imported by the functions that use
// them, not here: a declared param makes the emulator ask for its value at start.

/**
 * The HTTP API. Both Hosting sites (site and admin) rewrite /api/** here, keeping the /api prefix.
 * 1 GiB because sharp decodes uploads of up to 15 MB (tens of megapixels) in memory.
 * Secrets (config.ts) are bound by name: importing config.ts would declare its params. Under the
 * emulator they come from functions/.secret.local, written by the local runner.
 */
export const api = onRequest(
  {
    region: 'southamerica-east1',
    memory: '1GiB',
    timeoutSeconds: 60,
    secrets: ['ASAAS_API_KEY', 'ASAAS_WEBHOOK_TOKEN', 'TICKET_SIGNING_KEY'],
  },
  createApp(),
);

export { nightlyPublish, onContentWritten, publishSite } from './publish/functions.ts';

// Audit trail of admin writes: one trigger per audited collection (audit-events, audit-news, ...).
export { audit } from './audit/on-admin-write.ts';

// Releases expired stock reservations every minute (locally: the runner's internal call).
export { sweepReservationsJob } from './orders/functions.ts';

// The order confirmation e-mail with the tickets' PDF, once an order becomes paid.
export { onOrderPaid } from './mail/on-order-paid.ts';
