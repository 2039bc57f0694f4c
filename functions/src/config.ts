import { defineSecret, defineString } from 'firebase-functions/params';

// Secrets live in Secret Manager in production and in functions/.secret.local under the emulator.
// They are bound only to the functions that call Asaas (not to `api` yet).
export const ASAAS_API_KEY = defineSecret('ASAAS_API_KEY');
export const ASAAS_WEBHOOK_TOKEN = defineSecret('ASAAS_WEBHOOK_TOKEN');
// HMAC key of the tickets' QR codes (core/src/ticket-code.ts): read as process.env.TICKET_SIGNING_KEY.
export const TICKET_SIGNING_KEY = defineSecret('TICKET_SIGNING_KEY');

// Plain configuration, from functions/.env.<project> (or .env.local under the emulator).
export const SITE_URL = defineString('SITE_URL', {
  default: 'http://127.0.0.1:5000',
  description: 'Absolute URL of the public site (links in e-mails, payment return pages).',
});
export const ADMIN_URL = defineString('ADMIN_URL', {
  default: 'http://127.0.0.1:5005',
  description: 'Absolute URL of the admin back office.',
});
