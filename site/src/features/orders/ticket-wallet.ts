// The three "in your pocket" actions of a ticket: the Apple Wallet pass (.pkpass), the Google
// Wallet save link, and the event's .ics. The API gives each to the ticket's holder only; a
// refusal throws its pt-BR message (ApiCallError).
import { fileNameFromDisposition, saveBlob } from '@gn/core/browser/download';
import type { GoogleWalletAnswer } from '@gn/core/schemas/wallet';
import { APPLE_PASS_CONTENT_TYPE } from '@gn/core/schemas/wallet';
import { getFile, getJson } from '../session/api-client';

const ticketPath = (id: string) => `/api/tickets/${encodeURIComponent(id)}`;

export async function downloadApplePass(ticket: { id: string; codigo_serial: string }): Promise<void> {
  const { blob, disposition } = await getFile(
    `${ticketPath(ticket.id)}/wallet/apple`,
    APPLE_PASS_CONTENT_TYPE,
  );
  // Typed as a pass, so that Safari on an iPhone offers to add it to the Wallet.
  const pass =
    blob.type === APPLE_PASS_CONTENT_TYPE ? blob : new Blob([blob], { type: APPLE_PASS_CONTENT_TYPE });
  saveBlob(
    fileNameFromDisposition(disposition, `ingresso-${ticket.codigo_serial || ticket.id}.pkpass`),
    pass,
  );
}

/** The signed save link; the caller opens it (Google's page adds the ticket to the wallet). */
export async function googleWalletUrl(ticket: { id: string }): Promise<string> {
  return (await getJson<GoogleWalletAnswer>(`${ticketPath(ticket.id)}/wallet/google`)).url;
}

export async function downloadCalendar(ticket: { id: string }): Promise<void> {
  const { blob, disposition } = await getFile(`${ticketPath(ticket.id)}/agenda`, 'text/calendar');
  saveBlob(fileNameFromDisposition(disposition, 'agenda.ics'), blob);
}
