// POST /api/me/verify-email and POST /api/me/tickets/claim carry no data: the caller is the token.
// Their bodies must be empty objects (the site sends `{}`); anything else is a 400. Their answers
// follow.
import { z } from '../zod.ts';

export const verifyEmailRequestSchema = z.strictObject({});
export const claimTicketsRequestSchema = z.strictObject({});

/** POST /api/me/verify-email → 200. */
export interface VerifyEmailAnswer {
  enviado: boolean;
  email: string;
}

/** POST /api/me/tickets/claim → 200: how many waiting tickets moved into the account. */
export interface ClaimTicketsAnswer {
  reclamados: number;
}
