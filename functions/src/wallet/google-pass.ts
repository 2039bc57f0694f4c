// "Salvar no Google Wallet": the signed save link https://pay.google.com/gp/v/save/<JWT>, an RS256
// JWT (jose) by the issuer's service account carrying the event's EventTicketClass and the ticket's
// EventTicketObject (Google Wallet API, "JWT" and "eventTicketObject"). One object per holder and
// serial: after a transfer the new holder saves a new object; the old one is expired through the
// REST API (pass-updates.ts: a seam, that API is not reachable from the local stack).
import { importPKCS8, SignJWT } from 'jose';
import { toIsoWithOffset } from '@gn/core/dates';
import type { WalletPass } from '@gn/core/wallet-pass';
import type { GoogleSigning } from './wallet-secrets.ts';

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

const pt = (value: string) => ({ defaultValue: { language: 'pt-BR', value } });

/** Google's ids: '<issuer id>.<[A-Za-z0-9._-]>'. */
const idPart = (text: string) => text.replace(/[^A-Za-z0-9._-]/g, '_');

export function googleClassId(issuerId: string, eventId: string): string {
  return `${issuerId}.evento-${idPart(eventId)}`;
}

export function googleObjectId(issuerId: string, serial: string): string {
  return `${issuerId}.ingresso-${idPart(serial)}`;
}

export function eventTicketClass(pass: WalletPass, issuerId: string) {
  return {
    id: googleClassId(issuerId, pass.eventId),
    issuerName: 'GN Ingressos',
    reviewStatus: 'UNDER_REVIEW',
    eventName: pt(pass.titulo),
    venue: { name: pt(pass.local), address: pt(pass.local) },
    ...(pass.inicio ? { dateTime: { start: toIsoWithOffset(pass.inicio) } } : {}),
    hexBackgroundColor: '#5b34f2',
  };
}

export function eventTicketObject(pass: WalletPass, issuerId: string) {
  return {
    id: googleObjectId(issuerId, pass.serial),
    classId: googleClassId(issuerId, pass.eventId),
    state: 'ACTIVE',
    ticketHolderName: pass.titular,
    ticketNumber: pass.codigoSerial,
    ticketType: pt(pass.tipo),
    // The stored code, exactly as the door reads it.
    barcode: { type: 'QR_CODE', value: pass.codigo, alternateText: pass.codigoSerial },
    textModulesData: [
      {
        id: 'entrada',
        header: pass.entradas.length > 1 ? 'Entradas' : 'Entrada',
        body: pass.entradas.join(', '),
      },
      { id: 'quando', header: 'Data', body: pass.quando },
      ...(pass.avisos.length > 0
        ? [{ id: 'avisos', header: 'Na entrada', body: `${pass.avisos.join(' · ')}: apresente o documento.` }]
        : []),
    ],
  };
}

/** The save link of a ticket's pass; `origin` is the site's (Google checks where the link is used). */
export async function googleSaveUrl(
  pass: WalletPass,
  signing: GoogleSigning,
  origin: string,
  now: Date = new Date(),
): Promise<string> {
  const key = await importPKCS8(signing.privateKey, 'RS256');
  const jwt = await new SignJWT({
    typ: 'savetowallet',
    origins: [origin],
    payload: {
      eventTicketClasses: [eventTicketClass(pass, signing.issuerId)],
      eventTicketObjects: [eventTicketObject(pass, signing.issuerId)],
    },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(signing.clientEmail)
    .setAudience('google')
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(key);
  return `${GOOGLE_SAVE_URL}${jwt}`;
}
