// The shape of "Baixar meus dados" (LGPD art. 18 II and V): documents as plain JSON with dates as
// ISO strings, without what is the shop's and not the person's (QR signatures, idempotency keys,
// internal claims), and a summary in pt-BR that says what each section is. Pure (no Firebase
// import): Firestore Timestamps are recognised by their toDate().

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Doc = Record<string, unknown>;

/** Fields of an order that are internal machinery, not data about the buyer. */
export const ORDER_INTERNAL_FIELDS = [
  'idempotency_key',
  'claim_id',
  'email_enviando_em',
  'alertas_pagamento',
  'pix',
] as const;

/** Fields of a ticket that are secrets: the QR code's signed content. */
export const TICKET_SECRET_FIELDS = ['qr_code'] as const;

function isTimestamp(value: unknown): value is { toDate(): Date } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toDate?: unknown }).toDate === 'function'
  );
}

/** A stored value as JSON: Timestamps and Dates become ISO strings, maps and lists recursively. */
export function toJson(value: unknown): Json {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (isTimestamp(value)) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(toJson);
  if (typeof value === 'object') {
    // A DocumentReference or other SDK object would not serialise; its path is what it says.
    const path = (value as { path?: unknown }).path;
    if (typeof path === 'string' && typeof (value as { id?: unknown }).id === 'string') return path;
    return Object.fromEntries(Object.entries(value as Doc).map(([k, v]) => [k, toJson(v)]));
  }
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  return String(value);
}

/** A document as JSON with its id first and the listed fields left out. */
export function exportDoc(id: string, data: Doc | undefined, omit: readonly string[] = []): Json {
  const kept = Object.entries(data ?? {}).filter(([key]) => !omit.includes(key));
  return { id, ...(toJson(Object.fromEntries(kept)) as Record<string, Json>) };
}

/**
 * A ticket as the export shows it. One the user holds comes whole (minus the QR secret). One the
 * user bought or received and handed on belongs to someone else now: only what the user took
 * part in stays (the event, type, price, status and the hand-overs they made or received), never
 * the present holder's name, CPF or e-mail, nor hand-overs between other people.
 */
export function exportTicket(id: string, data: Doc, uid: string): Json {
  if (data.user_id === uid) return exportDoc(id, data, TICKET_SECRET_FIELDS);
  const history = Array.isArray(data.transferencias) ? (data.transferencias as Doc[]) : [];
  const mine = history.filter(
    (entry) =>
      (entry.de as Doc | undefined)?.user_id === uid || (entry.para as Doc | undefined)?.user_id === uid,
  );
  const kept = Object.fromEntries(
    [
      'order_id',
      'event_id',
      'tipo',
      'tipo_preco',
      'preco_unitario',
      'taxa_unitaria',
      'status',
      'evento',
      'created_at',
    ]
      .filter((key) => key in data)
      .map((key) => [key, data[key]]),
  );
  return exportDoc(id, { ...kept, transferido_a_outra_pessoa: true, transferencias: mine });
}

export interface TransferRow {
  ingresso_id: string;
  evento: string | null;
  direcao: 'enviada' | 'recebida';
  em: Json;
  de: Json;
  para: Json;
}

/** The hand-overs of a ticket in which this account gave or received it. */
export function transfersOfUser(ticketId: string, ticket: Doc, uid: string): TransferRow[] {
  const history = Array.isArray(ticket.transferencias) ? (ticket.transferencias as Doc[]) : [];
  const evento = (ticket.evento as Doc | undefined)?.titulo;
  const rows: TransferRow[] = [];
  for (const entry of history) {
    const de = entry.de as Doc | undefined;
    const para = entry.para as Doc | undefined;
    // The people by name (and the e-mail the giver typed), not by their accounts' internal ids.
    const base = {
      ingresso_id: ticketId,
      evento: typeof evento === 'string' ? evento : null,
      em: toJson(entry.em),
      de: { nome: toJson(de?.nome) },
      para: { nome: toJson(para?.nome), email: toJson(para?.email) },
    };
    if (de?.user_id === uid) rows.push({ ...base, direcao: 'enviada' });
    if (para?.user_id === uid) rows.push({ ...base, direcao: 'recebida' });
  }
  return rows;
}

export interface ExportCounts {
  pedidos: number;
  ingressos: number;
  transferencias: number;
  lista_espera: number;
  mensagens_contato: number;
  emails: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The readable part of the file: who, when, how much of each, and what each section holds. */
export function exportSummary(email: string | null, generatedAt: Date, counts: ExportCounts) {
  return {
    titulo: 'Seus dados na GN Ingressos',
    gerado_em: generatedAt.toISOString(),
    conta: email,
    base_legal: 'Direito de acesso e portabilidade do titular (Lei nº 13.709/2018, LGPD, art. 18, II e V).',
    totais: {
      pedidos: plural(counts.pedidos, 'pedido', 'pedidos'),
      ingressos: plural(counts.ingressos, 'ingresso', 'ingressos'),
      transferencias: plural(counts.transferencias, 'transferência', 'transferências'),
      lista_espera: plural(counts.lista_espera, 'inscrição', 'inscrições'),
      mensagens_contato: plural(counts.mensagens_contato, 'mensagem', 'mensagens'),
      emails: plural(counts.emails, 'e-mail enviado', 'e-mails enviados'),
    },
    secoes: {
      conta: 'Dados de acesso: e-mail, data de criação, último acesso e forma de login.',
      perfil: 'Seu perfil: nome, telefone, CPF informado na compra, foto e preferências.',
      preferencias: 'Tema do site e se você quer receber e-mails.',
      consentimentos: 'Aceite dos Termos de Uso e da Política de Privacidade e escolhas de comunicação.',
      pedidos: 'Cada pedido: itens, valores em centavos, pagamento, histórico de status e datas.',
      ingressos:
        'Cada ingresso ligado à sua conta: evento, tipo, status, titular e histórico de transferências (sem o código secreto do QR Code).',
      transferencias: 'Ingressos que você transferiu a outra pessoa ou recebeu de alguém.',
      lista_espera: 'Suas inscrições em listas de espera de eventos esgotados.',
      mensagens_contato: 'Mensagens enviadas pelo formulário de contato enquanto você estava conectado.',
      emails: 'E-mails que enviamos sobre seus pedidos: tipo, destinatário, assunto, data e resultado.',
    },
    valores: 'Valores em centavos de real (10000 = R$ 100,00). Datas em ISO 8601 (UTC).',
  };
}

/** `meus-dados-gn-ingressos-2026-11-26.json` (the date in São Paulo is the caller's business). */
export function exportFileName(dateIso: string): string {
  return `meus-dados-gn-ingressos-${dateIso}.json`;
}
