// LGPD self-service deletion ("Excluir minha conta", art. 18 VI): when an account may be deleted,
// what the refusal lists, and the anonymous markers that replace personal data on the orders and
// tickets the shop keeps for its fiscal and accounting duties (ids, amounts, statuses, dates).
// Pure: functions/src/privacy/ reads the documents and writes the result.
import { orderNumber } from './ids.ts';

/** A deletion needs a sign-in this recent (the ID token's auth_time): the password was just typed. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/** What the user types in the dialog to confirm; the API checks it too. */
export const DELETION_CONFIRMATION_WORD = 'EXCLUIR';

/** The name left where a person's name was (orders' buyer, tickets' holder, transfer history). */
export const ANONYMOUS_NAME = 'Titular removido (LGPD)';

export const DELETION_MESSAGES = {
  recentSignIn: 'Por segurança, confirme sua senha novamente para excluir a conta.',
  admin:
    'Contas de administrador não podem ser excluídas por aqui. Peça a outro administrador para remover seu acesso primeiro.',
  blocked:
    'Sua conta ainda não pode ser excluída: há ingressos para eventos que ainda vão acontecer ou pedidos aguardando pagamento. Cancele ou transfira esses ingressos e tente novamente.',
  done: 'Sua conta foi excluída. Os dados pessoais foram apagados ou anonimizados.',
  /** a checkout (or any order) of an account whose deletion has begun */
  deleting: 'Esta conta foi excluída ou está sendo excluída: não é possível fazer pedidos com ela.',
  confirmation: `Digite ${DELETION_CONFIRMATION_WORD} para confirmar`,
} as const;

/** The refusal code of a request made by an account that is being, or has been, deleted. */
export const ACCOUNT_DELETED_CODE = 'account_deleted';

/** The deletion's refusals (and an order's, once deletion began): code and message. */
export const DELETION_ERRORS = {
  recentSignIn: { code: 'recent_sign_in_required', message: DELETION_MESSAGES.recentSignIn },
  admin: { code: 'admin_account', message: DELETION_MESSAGES.admin },
  /** the answer's details list what still holds the account (DeletionBlocker[]) */
  blocked: { code: 'has_future_tickets', message: DELETION_MESSAGES.blocked },
  deleting: { code: ACCOUNT_DELETED_CODE, message: DELETION_MESSAGES.deleting },
} as const;

/** Ticket statuses that still admit someone at the door (or will, once paid). */
const LIVE_TICKET_STATUSES: ReadonlySet<string> = new Set(['ativo', 'pendente']);

/** Whether the token's sign-in (`auth_time`, seconds) is recent enough to delete the account. */
export function isRecentSignIn(authTimeSeconds: number | undefined, now: Date): boolean {
  if (typeof authTimeSeconds !== 'number' || !Number.isFinite(authTimeSeconds)) return false;
  const age = now.getTime() / 1000 - authTimeSeconds;
  // A little skew ahead of us is fine (clocks differ); a sign-in "in the future" by minutes is not.
  return age <= RECENT_SIGN_IN_SECONDS && age >= -60;
}

/** An event has happened once its end (or, without one, its start) is past. */
export function eventIsOver(event: { start: Date; end: Date | null }, now: Date): boolean {
  return (event.end ?? event.start).getTime() <= now.getTime();
}

export interface TicketForDeletion {
  orderId: string;
  eventId: string;
  eventTitle: string;
  eventStart: Date;
  eventEnd: Date | null;
  status: string;
}

export interface OrderForDeletion {
  id: string;
  status: string;
  eventTitle: string;
  eventStart: Date | null;
}

/** One line of the refusal: an event with the user's live tickets, or an order awaiting payment. */
export interface DeletionBlocker {
  motivo: 'ingressos_futuros' | 'pedido_aguardando_pagamento';
  evento: string;
  /** ISO date of the event's start, when known */
  data: string | null;
  /** live tickets of this event and order (0 for an order awaiting payment without tickets) */
  ingressos: number;
  /** the order number the account pages show (first 8 characters of the id) */
  pedido: string;
  order_id: string;
}

/**
 * What stops the deletion: live tickets ('ativo' or 'pendente') for events not over yet, one line
 * per order and event, and orders still awaiting payment (a payment may still arrive and issue
 * tickets). Empty: the account may go. Sorted by event date.
 */
export function deletionBlockers(
  tickets: readonly TicketForDeletion[],
  orders: readonly OrderForDeletion[],
  now: Date,
): DeletionBlocker[] {
  const lines = new Map<string, DeletionBlocker>();
  for (const ticket of tickets) {
    if (!LIVE_TICKET_STATUSES.has(ticket.status)) continue;
    if (eventIsOver({ start: ticket.eventStart, end: ticket.eventEnd }, now)) continue;
    const key = `t:${ticket.orderId}:${ticket.eventId}`;
    const line = lines.get(key) ?? {
      motivo: 'ingressos_futuros' as const,
      evento: ticket.eventTitle,
      data: ticket.eventStart.toISOString(),
      ingressos: 0,
      pedido: orderNumber(ticket.orderId),
      order_id: ticket.orderId,
    };
    line.ingressos += 1;
    lines.set(key, line);
  }
  for (const order of orders) {
    if (order.status !== 'aguardando_pagamento') continue;
    lines.set(`o:${order.id}`, {
      motivo: 'pedido_aguardando_pagamento',
      evento: order.eventTitle,
      data: order.eventStart?.toISOString() ?? null,
      ingressos: 0,
      pedido: orderNumber(order.id),
      order_id: order.id,
    });
  }
  return [...lines.values()].sort((a, b) => (a.data ?? '').localeCompare(b.data ?? ''));
}

/** The refusal's line for one blocker, as the site lists it. */
export function blockerText(blocker: DeletionBlocker, formatDate: (iso: string) => string): string {
  const when = blocker.data ? ` (${formatDate(blocker.data)})` : '';
  if (blocker.motivo === 'pedido_aguardando_pagamento')
    return `${blocker.evento}${when}: pedido ${blocker.pedido} aguardando pagamento`;
  const count = `${blocker.ingressos} ${blocker.ingressos === 1 ? 'ingresso' : 'ingressos'}`;
  return `${blocker.evento}${when}: ${count} no pedido ${blocker.pedido}`;
}

type Doc = Record<string, unknown>;

const isRecord = (value: unknown): value is Doc => typeof value === 'object' && value !== null;

/**
 * The fields that replace an order's personal data: the buyer (name, e-mail, CPF, phone, any
 * address) and the named holders. Ids, items, amounts, statuses, dates, coupon and payment ids
 * stay, for the fiscal and accounting records. `at` marks when (`anonimizado_em`).
 */
export function anonymisedOrderFields<Time>(order: Doc, at: Time): Doc {
  const fields: Doc = {
    comprador: { nome: ANONYMOUS_NAME, email: null, cpf: null, telefone: null, endereco: null },
    anonimizado_em: at,
  };
  if (Array.isArray(order.titulares))
    fields.titulares = order.titulares.map(() => ({ nome: ANONYMOUS_NAME, cpf: null }));
  if (Array.isArray(order.items) && order.items.some((item) => isRecord(item) && hasHolderFields(item)))
    fields.items = order.items.map((item) => (isRecord(item) ? withoutHolder(item) : item));
  return fields;
}

const HOLDER_KEYS = ['titular', 'titular_nome', 'titular_cpf', 'titulares'] as const;

function hasHolderFields(item: Doc): boolean {
  return HOLDER_KEYS.some((key) => key in item);
}

/** A line that names holders keeps its shape, with the markers in their place. */
function withoutHolder(item: Doc): Doc {
  const next: Doc = { ...item };
  if ('titular' in next) next.titular = ANONYMOUS_NAME;
  if ('titular_nome' in next) next.titular_nome = ANONYMOUS_NAME;
  if ('titular_cpf' in next) next.titular_cpf = null;
  if (Array.isArray(next.titulares))
    next.titulares = next.titulares.map(() => ({ nome: ANONYMOUS_NAME, cpf: null }));
  return next;
}

/**
 * The fields that replace a ticket's personal data for the user `uid`. A ticket the user holds
 * (or bought and never handed on) loses its holder's name, CPF and e-mail; in its transfer
 * history only this user's side of each hand-over is replaced (the other person keeps theirs:
 * their data is not the user's to delete). A ticket the user handed to someone else keeps its
 * present holder. Null when nothing on it is the user's.
 */
export function anonymisedTicketFields<Time>(
  ticket: Doc,
  uid: string,
  buyerOfOrder: boolean,
  at: Time,
): Doc | null {
  const fields: Doc = {};
  const transfers = Array.isArray(ticket.transferencias) ? ticket.transferencias : [];
  const holdsIt = ticket.user_id === uid || (buyerOfOrder && transfers.length === 0);
  if (holdsIt) {
    fields.titular = ANONYMOUS_NAME;
    fields.titular_cpf = null;
    fields.titular_email = null;
  }
  let touched = false;
  const history = transfers.map((entry: unknown) => {
    if (!isRecord(entry)) return entry;
    const next: Doc = { ...entry };
    if (isRecord(entry.de) && entry.de.user_id === uid) {
      next.de = { ...entry.de, nome: ANONYMOUS_NAME };
      touched = true;
    }
    if (isRecord(entry.para) && entry.para.user_id === uid) {
      next.para = { ...entry.para, nome: ANONYMOUS_NAME, email: null };
      touched = true;
    }
    return next;
  });
  if (touched) fields.transferencias = history;
  if (Object.keys(fields).length === 0) return null;
  fields.anonimizado_em = at;
  return fields;
}
