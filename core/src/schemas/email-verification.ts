// POST /api/me/verify-email and POST /api/me/tickets/claim carry no data: the caller is the token.
// Their bodies must be empty objects (the site sends `{}`); anything else is a 400.
import { z } from '../zod.ts';

export const verifyEmailRequestSchema = z.strictObject({});
export const claimTicketsRequestSchema = z.strictObject({});
