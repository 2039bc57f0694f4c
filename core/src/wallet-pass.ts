// The ticket in the buyer's phone wallet (issue #30, item 4): what an Apple Wallet pass and a
// Google Wallet ticket show, built once from the stored ticket and the event's check-in lists, so
// both wallets (and their tests) say the same. The barcode is the ticket's stored `qr_code`, the
// very code the door scans: never rebuilt here.
import { gatesFor, type CheckinList } from './checkin-scan.ts';
import { formatDateTime } from './dates.ts';
import { WHEELCHAIR_ROLE_LABELS, type WheelchairRole } from './wheelchair.ts';
import type { TicketStatus } from './order-status.ts';

export const WALLET_MESSAGES = {
  notFound: 'Ingresso não encontrado',
  notAvailable: 'Este ingresso não pode ir para a carteira: ele não está ativo.',
  unavailable: 'A carteira digital não está disponível no momento. Tente novamente mais tarde.',
  /** shown on the account beside the buttons: updates cannot be pushed to the phones yet */
  updateNote: 'Se você transferir ou cancelar este ingresso, o passe na carteira deixa de valer.',
  voided: 'Ingresso sem validade: transferido ou cancelado',
} as const;

export const MEIA_LABEL = 'Meia-entrada';

/** What a ticket's pass needs of the stored ticket (core/src/stored/ticket.ts). */
export interface WalletTicket {
  id: string;
  event_id: string;
  status: TicketStatus | null;
  codigo_serial: string;
  qr_code: string | null;
  titular: string;
  tipo: string;
  meia_entrada: boolean;
  lugar_acessivel: WheelchairRole | null;
  evento: { titulo: string; data_inicio: Date | null; local: string };
  /** the hand-overs: who held the ticket under each earlier serial */
  transferencias: readonly { de: { nome: string }; serial_anterior: string }[];
}

export interface WalletPass {
  /** the pass's serial: the ticket and its serial now (a transfer gives the ticket a new one) */
  serial: string;
  ticketId: string;
  eventId: string;
  titulo: string;
  inicio: Date | null;
  /** '05/03/2027 às 20:00' */
  quando: string;
  local: string;
  titular: string;
  /** 'Pista · Meia-entrada' */
  tipo: string;
  /** the flags the door checks: 'Meia-entrada', 'Espaço para cadeirante', ... */
  avisos: string[];
  /** the names of the gates the ticket enters by ('Entrada geral' when the event has no lists) */
  entradas: string[];
  /** the barcode: exactly the ticket's stored qr_code */
  codigo: string;
  codigoSerial: string;
}

/** Statuses whose pass admits someone: an active ticket (a used one shows as used, still valid). */
const LIVE_STATUSES: readonly (TicketStatus | null)[] = ['ativo', 'usado'];

/** A ticket may get a pass: it is active (or was used) and holds its code. */
export function canHavePass(ticket: Pick<WalletTicket, 'status' | 'qr_code'>): boolean {
  return LIVE_STATUSES.includes(ticket.status) && ticket.qr_code !== null;
}

/** 'ticketId.serial': ids and serials hold no dots (core/src/server/ticket-code.ts). */
export function passSerial(ticketId: string, codigoSerial: string): string {
  return `${ticketId}.${codigoSerial}`;
}

/** The ticket and serial a pass names, or null for a serial that is not one of ours. */
export function parsePassSerial(serial: string): { ticketId: string; codigoSerial: string } | null {
  const parts = serial.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  return { ticketId: parts[0], codigoSerial: parts[1] };
}

/**
 * A pass stops admitting when its ticket was cancelled or refunded, or handed to someone else
 * (the ticket's serial changed: the new holder gets a pass of their own).
 */
export function isPassVoided(
  ticket: Pick<WalletTicket, 'status' | 'codigo_serial'>,
  passCodigoSerial: string,
): boolean {
  return !LIVE_STATUSES.includes(ticket.status) || ticket.codigo_serial !== passCodigoSerial;
}

export function passNotices(ticket: Pick<WalletTicket, 'meia_entrada' | 'lugar_acessivel'>): string[] {
  return [
    ...(ticket.meia_entrada ? [MEIA_LABEL] : []),
    ...(ticket.lugar_acessivel ? [WHEELCHAIR_ROLE_LABELS[ticket.lugar_acessivel]] : []),
  ];
}

/** The pass of a ticket that can have one (canHavePass), with the event's lists. */
export function walletPass(ticket: WalletTicket, lists: readonly CheckinList[]): WalletPass {
  if (!ticket.qr_code) throw new Error(`walletPass: ticket ${ticket.id} has no code`);
  const avisos = passNotices(ticket);
  const gates = gatesFor(ticket.tipo, lists).map((list) => list.nome);
  return {
    serial: passSerial(ticket.id, ticket.codigo_serial),
    ticketId: ticket.id,
    eventId: ticket.event_id,
    titulo: ticket.evento.titulo,
    inicio: ticket.evento.data_inicio,
    quando: ticket.evento.data_inicio ? formatDateTime(ticket.evento.data_inicio) : 'Data a confirmar',
    local: ticket.evento.local,
    titular: ticket.titular,
    tipo: [ticket.tipo, ...avisos].join(' · '),
    avisos,
    // A type no list admits still goes to the door: say so rather than print nothing.
    entradas: gates.length > 0 ? gates : ['Consulte a organização'],
    codigo: ticket.qr_code,
    codigoSerial: ticket.codigo_serial,
  };
}

/**
 * The pass as the phone holding `passCodigoSerial` should now see it: the live pass, or a voided
 * one. A voided pass keeps its own serial and the holder it was issued to (a transferred ticket's
 * old pass never shows the new holder), and carries no barcode: nothing on it admits anyone.
 */
export function passAsIssued(
  ticket: WalletTicket,
  lists: readonly CheckinList[],
  passCodigoSerial: string,
): { pass: WalletPass; voided: boolean } {
  const voided = isPassVoided(ticket, passCodigoSerial) || ticket.qr_code === null;
  if (!voided) return { pass: walletPass(ticket, lists), voided };
  const handOver = ticket.transferencias.find((t) => t.serial_anterior === passCodigoSerial);
  const pass = walletPass({ ...ticket, qr_code: '-' }, lists);
  return {
    pass: {
      ...pass,
      serial: passSerial(ticket.id, passCodigoSerial),
      titular: handOver?.de.nome ?? ticket.titular,
      codigo: '',
      codigoSerial: passCodigoSerial,
    },
    voided,
  };
}
