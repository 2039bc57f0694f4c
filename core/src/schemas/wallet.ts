// The wallet routes' contract (issue #30, item 4):
//   GET  /api/tickets/{id}/wallet/apple    → the .pkpass (application/vnd.apple.pkpass)
//   GET  /api/tickets/{id}/wallet/google   → GoogleWalletAnswer
//   GET  /api/tickets/{id}/agenda          → the event's .ics (text/calendar)
// and Apple's pass web service under /api/wallet/apple/v1 (Apple's documented paths and bodies:
// "Adding a Web Service to Update Passes").
import { z } from '../zod.ts';

export const APPLE_PASS_CONTENT_TYPE = 'application/vnd.apple.pkpass';

/** GET /api/tickets/{id}/wallet/google → 200: the signed "Salvar no Google Wallet" link. */
export interface GoogleWalletAnswer {
  url: string;
}

/** POST …/registrations/{passTypeIdentifier}/{serialNumber}: the device's push token. */
export const applePassRegistrationSchema = z.object({
  pushToken: z.string().trim().min(1, 'pushToken é obrigatório').max(400),
});

/** GET …/registrations/{passTypeIdentifier}?passesUpdatedSince= → 200 (204 when none). */
export interface AppleSerialsAnswer {
  serialNumbers: string[];
  /** the tag the device sends back as passesUpdatedSince */
  lastUpdated: string;
}

/** POST /v1/log: the messages a device reports about our web service. */
export const appleLogSchema = z.object({ logs: z.array(z.string().max(2000)).max(100) });
