// When an order becomes paid, its buyer gets the confirmation e-mail with the tickets' PDF.
// The e-mail is transactional (the purchase and its tickets), so it ignores the profile's
// `preferencias.notificacoes_email`, which only governs marketing and news e-mails.
// Not through the mail outbox: the order becoming paid is itself the recorded fact (written in
// the payment's transaction), and this trigger its one sender, once per order by a claim.
import { logger } from 'firebase-functions';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { readEnv, SECRETS } from '../config.ts';
import { db } from '../firebase.ts';
import { sendOrderConfirmation, type SendResult } from './send-order-confirmation.ts';

interface OrderFields {
  status?: unknown;
  email_enviado_em?: unknown;
}

/** Only the move into 'pago' sends: later writes to a paid order (ours included) do not. */
export function becamePaid(before: OrderFields | undefined, after: OrderFields | undefined): boolean {
  return after?.status === 'pago' && before?.status !== 'pago' && after.email_enviado_em == null;
}

// Tickets are issued with the payment; should they land just after the status, wait a little.
const TICKET_WAIT_ATTEMPTS = 5;
const TICKET_WAIT_MS = 2000;

export async function sendWhenTicketsExist(orderId: string): Promise<SendResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await sendOrderConfirmation(db(), orderId);
    if (result.sent || result.reason !== 'no_tickets' || attempt >= TICKET_WAIT_ATTEMPTS) return result;
    await new Promise((resolve) => setTimeout(resolve, TICKET_WAIT_MS));
  }
}

export const onOrderPaid = onDocumentUpdated(
  { document: 'orders/{orderId}', region: 'southamerica-east1', secrets: [...SECRETS.mail] },
  async (event) => {
    if (!becamePaid(event.data?.before.data(), event.data?.after.data())) return;
    const { orderId } = event.params;
    if (!readEnv('SMTP_URL')) {
      logger.warn(`E-mail de confirmação do pedido ${orderId} não enviado: SMTP_URL não configurada`);
      return;
    }
    try {
      const result = await sendWhenTicketsExist(orderId);
      if (result.sent) logger.info(`E-mail de confirmação do pedido ${orderId} enviado`);
      else logger.warn(`E-mail de confirmação do pedido ${orderId} não enviado: ${result.reason}`);
    } catch (error) {
      // Not rethrown: the customer can resend from the account page; a crash would only log twice.
      logger.error(`Falha ao enviar o e-mail de confirmação do pedido ${orderId}`, error);
    }
  },
);
