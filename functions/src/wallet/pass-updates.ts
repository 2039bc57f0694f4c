// When a ticket changes holder or stops admitting, the phones holding its pass should hear of it.
// Apple: an empty push through APNs to each registered device's push token (topic: the Pass Type
// ID), after which the phone asks our web service what changed (apple-pass-service.ts) and gets
// the voided pass. Google: a PATCH of the old EventTicketObject's `state` to EXPIRED through the
// Google Wallet REST API. Neither is reachable from the local stack, and APNs needs the real pass
// certificate: both go through PassUpdateChannels, whose default only logs. Until production wires
// them, a phone sees the change when it refreshes the pass itself (the account page says so).
import { logger } from 'firebase-functions';
import type { Firestore } from 'firebase-admin/firestore';
import { passSerial } from '@gn/core/wallet-pass';
import { pushTokensOfTicket } from './apple-registrations.ts';

export interface PassUpdateChannels {
  /** APNs: an empty payload to the device, topic = the Pass Type ID */
  pushApple(pushToken: string): Promise<void>;
  /** Google Wallet REST: eventTicketObject.patch { state: 'EXPIRED' } of the old serial's object */
  expireGoogle(oldSerial: string): Promise<void>;
}

/** The seam's default: nothing can be sent yet (no APNs certificate, no REST credentials here). */
export const LOGGING_CHANNELS: PassUpdateChannels = {
  async pushApple(pushToken) {
    logger.info(`Carteira: push APNs não configurado (token ${pushToken.slice(0, 8)}…)`);
  },
  async expireGoogle(oldSerial) {
    logger.info(`Carteira: atualização do objeto Google Wallet não configurada (${oldSerial})`);
  },
};

interface TicketFields {
  status?: unknown;
  codigo_serial?: unknown;
}

/** A change the pass shows: a new status or a new serial (a transfer). */
export function passChanged(before: TicketFields | undefined, after: TicketFields | undefined): boolean {
  return before?.status !== after?.status || before?.codigo_serial !== after?.codigo_serial;
}

export async function announcePassChange(
  db: Firestore,
  ticketId: string,
  before: TicketFields | undefined,
  channels: PassUpdateChannels = LOGGING_CHANNELS,
): Promise<void> {
  const tokens = await pushTokensOfTicket(db, ticketId);
  await Promise.all(tokens.map((token) => channels.pushApple(token)));
  if (typeof before?.codigo_serial === 'string') {
    await channels.expireGoogle(passSerial(ticketId, before.codigo_serial));
  }
}
