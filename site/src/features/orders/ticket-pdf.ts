// A ticket's PDF, saved by the browser (the account's tickets and the checkout's success page).
import { fileNameFromDisposition, saveBlob } from '@gn/core/browser/download';
import { getFile } from '../session/api-client';

/** GET /api/tickets/{id}/pdf and save it; a refusal throws the API's pt-BR message (ApiCallError). */
export async function downloadTicketPdf(ticket: { id: string; codigo_serial: string }): Promise<void> {
  const { blob, disposition } = await getFile(
    `/api/tickets/${encodeURIComponent(ticket.id)}/pdf`,
    'application/pdf',
  );
  saveBlob(fileNameFromDisposition(disposition, `ingresso-${ticket.codigo_serial || ticket.id}.pdf`), blob);
}
