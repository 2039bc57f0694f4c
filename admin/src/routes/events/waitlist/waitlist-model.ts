// The admin's waiting-list screen (/admin/eventos/{id}/lista-de-espera): the entries as rows in
// arrival order with their places, the summary figures, the settings form and the CSV rows. Pure.
import { formatDateTime } from '@gn/core/dates';
import { WAITLIST_STATE_LABELS, type WaitlistState } from '@gn/core/waitlist';
import { waitlistSettingsSchema, type WaitlistSettingsInput } from '@gn/core/schemas/waitlist';
import { readWaitlistSettings } from '@gn/core/stored/settings';
import type { CsvValue } from '../../../lib/csv';
import type { BadgeVariant } from '../../../ui/Badge';

/** At most this many entries are read; the screen says so when the list is longer. */
export const WAITLIST_READ_LIMIT = 500;

/** One `waitlist/{eventId}__{uid}` entry as the screen reads it. */
export type WaitlistRow = {
  id: string;
  nome: string;
  email: string;
  /** the tickets the person asked for */
  quantidade: number;
  estado: WaitlistState;
  createdAt: Date | null;
  /** while offered (and kept once bought or lapsed): how many tickets the offer held, until when */
  oferta: { quantidade: number; expiraEm: Date | null } | null;
  orderId: string | null;
};

export type NumberedRow = WaitlistRow & {
  /** 1-based place among every entry, in arrival order */
  position: number;
  /** 1-based place among those still waiting for an offer ('aguardando'), else null */
  waitingPosition: number | null;
};

/** Rows already in arrival order (created_at ascending) → their places in the line. */
export function numberRows(rows: readonly WaitlistRow[]): NumberedRow[] {
  let waiting = 0;
  return rows.map((row, index) => ({
    ...row,
    position: index + 1,
    waitingPosition: row.estado === 'aguardando' ? ++waiting : null,
  }));
}

export const STATE_BADGE: Record<WaitlistState, BadgeVariant> = {
  aguardando: 'secondary',
  convidado: 'default',
  comprou: 'success',
  expirado: 'outline',
  saiu: 'outline',
};

/** 'Ingressos': what was asked for, and what the offer held when it was a different number. */
export function ticketsText(row: WaitlistRow): string {
  const offered = row.oferta?.quantidade;
  if (offered === undefined || offered === row.quantidade) return String(row.quantidade);
  return `${offered} de ${row.quantidade}`;
}

/** 'Reserva até': only while the offer holds the tickets ('convidado'). */
export function holdUntilText(row: WaitlistRow): string {
  return row.estado === 'convidado' && row.oferta?.expiraEm ? formatDateTime(row.oferta.expiraEm) : '';
}

export function joinedText(row: WaitlistRow): string {
  return row.createdAt ? formatDateTime(row.createdAt) : '';
}

/** The summary: counts per state (aggregation queries over the whole list, not only the rows read). */
export type WaitlistSummary = {
  waiting: number;
  offered: number;
  bought: number;
  /**
   * Tickets sold through the list: the sum of `oferta.quantidade` over the 'comprou' entries (an
   * entry keeps its offer once bought). The offer is what was held for the buyer; the checkout may
   * buy fewer of them (the rest go to the next person), so this is at most what was sold.
   */
  ticketsSold: number;
};

export function summaryItems(summary: WaitlistSummary): { label: string; value: string; hint?: string }[] {
  const n = (value: number) => value.toLocaleString('pt-BR');
  return [
    { label: 'Na fila', value: n(summary.waiting) },
    { label: 'Com reserva', value: n(summary.offered) },
    { label: 'Compraram', value: n(summary.bought) },
    {
      label: 'Ingressos vendidos pela lista',
      value: n(summary.ticketsSold),
      hint: 'Soma das reservas de quem comprou',
    },
  ];
}

/** The settings card's values: `waitlists/{eventId}` or the defaults when the list was never set. */
export type WaitlistSettings = { pausada: boolean; reservaMinutos: number };

export function settingsFromDoc(data: Record<string, unknown> | null): WaitlistSettings {
  const stored = readWaitlistSettings(data);
  return { pausada: stored.pausada, reservaMinutos: stored.reserva_minutos };
}

/**
 * The PATCH body with what changed (the minutes field as typed), or the pt-BR error of the field.
 * Nothing changed → { body: null }.
 */
export function settingsPatch(
  saved: WaitlistSettings,
  pausada: boolean,
  minutesText: string,
): { body: WaitlistSettingsInput | null; error?: string } {
  const body: Record<string, unknown> = {};
  if (pausada !== saved.pausada) body.pausada = pausada;
  const trimmed = minutesText.trim();
  const minutes = trimmed === '' ? Number.NaN : Number(trimmed);
  if (minutes !== saved.reservaMinutos) body.reserva_minutos = minutes;
  if (Object.keys(body).length === 0) return { body: null };
  const parsed = waitlistSettingsSchema.safeParse(body);
  if (!parsed.success) return { body: null, error: parsed.error.issues[0]?.message ?? 'Valor inválido' };
  return { body: parsed.data };
}

export const WAITLIST_CSV_HEADER = [
  'Posição',
  'Posição na fila',
  'Nome',
  'E-mail',
  'Ingressos',
  'Estado',
  'Entrou em',
  'Reserva até',
  'Pedido',
] as const;

/** The table's columns as CSV rows, header first. */
export function waitlistCsvRows(rows: readonly NumberedRow[]): CsvValue[][] {
  return [
    [...WAITLIST_CSV_HEADER],
    ...rows.map((row) => [
      row.position,
      row.waitingPosition,
      row.nome,
      row.email,
      ticketsText(row),
      WAITLIST_STATE_LABELS[row.estado],
      joinedText(row),
      holdUntilText(row),
      row.estado === 'comprou' ? row.orderId : null,
    ]),
  ];
}
