// The ticket in the buyer's pocket, for the ticket's holder only (someone else's ticket answers
// 404, exactly like an unknown id):
//   GET /api/tickets/:ticketId/wallet/apple    the signed .pkpass
//   GET /api/tickets/:ticketId/wallet/google   { url }: the signed "Salvar no Google Wallet" link
//   GET /api/tickets/:ticketId/agenda          the event's .ics
import { Router, type Response } from 'express';
import { CALENDAR_CONTENT_TYPE } from '@gn/core/calendar';
import { APPLE_PASS_CONTENT_TYPE, type GoogleWalletAnswer } from '@gn/core/schemas/wallet';
import { canHavePass, walletPass, WALLET_MESSAGES } from '@gn/core/wallet-pass';
import { db } from '../../firebase.ts';
import { caller, requireUser } from '../../http/auth.ts';
import { ApiError } from '../../http/errors.ts';
import { docIdParam } from '../../http/params.ts';
import { siteUrlFromEnv } from '../../mail/order-confirmation.ts';
import { renderApplePass } from '../../wallet/apple-pass.ts';
import { calendarFilename, ticketCalendar } from '../../wallet/event-calendar.ts';
import { googleSaveUrl } from '../../wallet/google-pass.ts';
import { ticketForPass, type TicketForPass } from '../../wallet/pass-source.ts';
import { appleSigning, googleSigning } from '../../wallet/wallet-secrets.ts';

export const APPLE_WEB_SERVICE_PATH = '/api/wallet/apple';

/** The caller's own ticket, or 404: the holder only, as the ticket's account says (user_id). */
async function holdersTicket(res: Response, ticketId: unknown): Promise<TicketForPass> {
  const found = await ticketForPass(db(), docIdParam(ticketId, WALLET_MESSAGES.notFound));
  if (!found || found.userId !== caller(res).uid) throw new ApiError('not_found', WALLET_MESSAGES.notFound);
  return found;
}

async function passableTicket(res: Response, ticketId: unknown) {
  const found = await holdersTicket(res, ticketId);
  if (!canHavePass(found.ticket)) throw new ApiError('conflict', WALLET_MESSAGES.notAvailable);
  return { found, pass: walletPass(found.ticket, found.lists) };
}

function safeName(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '_');
}

export const walletRouter = Router();

walletRouter.get('/api/tickets/:ticketId/wallet/apple', requireUser, async (req, res) => {
  const signing = appleSigning();
  if (!signing) throw new ApiError('unavailable', WALLET_MESSAGES.unavailable);
  const { pass } = await passableTicket(res, req.params.ticketId);
  const body = await renderApplePass(pass, {
    signing,
    webServiceURL: `${siteUrlFromEnv()}${APPLE_WEB_SERVICE_PATH}`,
    voided: false,
  });
  res.set('Content-Type', APPLE_PASS_CONTENT_TYPE);
  res.set('Content-Disposition', `attachment; filename="ingresso-${safeName(pass.codigoSerial)}.pkpass"`);
  res.set('Content-Length', String(body.length));
  res.end(body);
});

walletRouter.get('/api/tickets/:ticketId/wallet/google', requireUser, async (req, res) => {
  const signing = googleSigning();
  if (!signing) throw new ApiError('unavailable', WALLET_MESSAGES.unavailable);
  const { pass } = await passableTicket(res, req.params.ticketId);
  res.json({ url: await googleSaveUrl(pass, signing, siteUrlFromEnv()) } satisfies GoogleWalletAnswer);
});

walletRouter.get('/api/tickets/:ticketId/agenda', requireUser, async (req, res) => {
  const { ticket } = await holdersTicket(res, req.params.ticketId);
  const ics = await ticketCalendar(db(), ticket, siteUrlFromEnv());
  if (!ics) throw new ApiError('conflict', WALLET_MESSAGES.notAvailable);
  res.set('Content-Type', CALENDAR_CONTENT_TYPE);
  res.set('Content-Disposition', `attachment; filename="${calendarFilename(ticket.evento.titulo)}"`);
  res.end(ics);
});
