// "Reenviar ingressos": the buyer's (POST /api/orders/:id/email) and the admin's (POST
// /api/admin/orders/:id/resend-tickets). Both wait a few seconds for the mail sender's outcome;
// when it has not answered yet, the message stays queued in the outbox and leaves shortly, so
// the answer is 202 with a note to say so (never an error: nothing failed, and nothing is lost).

/** 200: the address the tickets went to. 202: queued, they leave shortly (`sentTo` null). */
export type ResendTicketsAnswer =
  { sentTo: string; queued?: undefined } | { sentTo: null; queued: true; message: string };

export const RESEND_MESSAGES = {
  queued: 'O envio está na fila: os ingressos chegam ao e-mail em alguns minutos.',
  notPaid: 'Só é possível reenviar os ingressos de um pedido pago',
  noTickets: 'Este pedido não tem ingressos ativos para reenviar',
  noRecipient: 'A conta do cliente não tem um e-mail para receber os ingressos',
  tooMany: 'Muitos reenvios para este pedido. Tente novamente em alguns minutos.',
  notConfigured: 'Envio de e-mail não configurado',
  /** the buyer's own route */
  buyerNoRecipient: 'Sua conta não tem um e-mail para receber os ingressos',
  buyerTooMany: 'Muitos reenvios deste e-mail. Tente novamente em alguns minutos.',
} as const;

/** The answer once the sender was waited for: sent, or still queued. */
export function resendAnswer(sentTo: string | null): ResendTicketsAnswer {
  return sentTo ? { sentTo } : { sentTo: null, queued: true, message: RESEND_MESSAGES.queued };
}
