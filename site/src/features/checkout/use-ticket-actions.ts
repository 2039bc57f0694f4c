// What the tickets of /checkout/success offer besides the QR: a ticket's PDF, and the order's
// confirmation e-mail sent again. One at a time: `busy` names the running one ('pdf-{id}' or
// 'email'), each says how it went in a toast.
import { useState } from 'react';
import { toast } from '../../ui/toasts';
import { ApiCallError } from '../session/api-client';
import { downloadTicketPdf } from '../orders/ticket-pdf';
import type { AccountTicket } from '../orders/ticket-view';
import { emailOrder } from './checkout-api';

const MESSAGES = {
  pdfStart: 'Gerando PDF do ingresso...',
  pdfDone: 'PDF gerado com sucesso!',
  pdfFailed: 'Não foi possível gerar o PDF',
  emailFailed: 'Não foi possível enviar o e-mail',
} as const;

export function useTicketActions() {
  const [busy, setBusy] = useState<string | null>(null);

  async function downloadPdf(ticket: AccountTicket) {
    setBusy(`pdf-${ticket.id}`);
    const progress = toast.info(MESSAGES.pdfStart);
    try {
      await downloadTicketPdf(ticket);
      toast.success(MESSAGES.pdfDone, { id: progress });
    } catch (error) {
      console.error('Falha no PDF', error);
      toast.error(error instanceof Error && error.message ? error.message : MESSAGES.pdfFailed, {
        id: progress,
      });
    } finally {
      setBusy(null);
    }
  }

  async function emailTickets(orderId: string) {
    setBusy('email');
    try {
      const answer = await emailOrder(orderId);
      if (answer.queued) toast.info(answer.message);
      else toast.success(`Ingressos enviados para ${answer.sentTo}`);
    } catch (error) {
      console.error('Falha ao enviar o e-mail', error);
      toast.error(
        error instanceof ApiCallError && error.code !== null ? error.message : MESSAGES.emailFailed,
      );
    } finally {
      setBusy(null);
    }
  }

  return { busy, downloadPdf, emailTickets };
}
