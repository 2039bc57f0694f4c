// The account's e-mail verification (issue 26, item 2): POST /api/me/verify-email sends the
// verification link (sign-up and "Reenviar link de verificação"); POST /api/me/tickets/claim
// moves the tickets waiting for the caller's verified address into the account.
import { claimTicketsRequestSchema, verifyEmailRequestSchema } from '@gn/core/schemas/email-verification';
import type { RequestHandler } from 'express';
import { requestEmailVerification } from '../../account/verify-email.ts';
import { caller } from '../../http/auth.ts';
import { parseBody } from '../../http/validate.ts';
import { claimWaitingTickets } from '../../tickets/claim.ts';

export const verifyEmail: RequestHandler = async (req, res) => {
  parseBody(verifyEmailRequestSchema, req.body);
  res.json(await requestEmailVerification(caller(res).uid));
};

export const claimTickets: RequestHandler = async (req, res) => {
  parseBody(claimTicketsRequestSchema, req.body);
  const { uid, email, email_verified } = caller(res);
  res.json(await claimWaitingTickets({ uid, email: email ?? null, emailVerified: email_verified === true }));
};
