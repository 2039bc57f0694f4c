// The waiting list of a sold-out event (issue "After the sale"): signed-in buyers line up with the
// quantity they want; when tickets free up (a reservation that expired, a cancellation, a refund,
// a larger total) the first in line gets an offer that holds them for a time, then the next. Pure:
// the functions apply it (functions/src/waitlist/).

/** How long an offer holds the freed tickets unless the admin sets another time. */
export const DEFAULT_HOLD_MINUTES = 30;
export const MIN_HOLD_MINUTES = 5;
export const MAX_HOLD_MINUTES = 24 * 60;

/**
 * An entry's life: waiting in line → offered (tickets held for them until the offer ends) →
 * bought, or the offer lapsed (its tickets pass to the next person); or the person left.
 */
export const WAITLIST_STATES = ['aguardando', 'convidado', 'comprou', 'expirado', 'saiu'] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];

export const WAITLIST_STATE_LABELS: Record<WaitlistState, string> = {
  aguardando: 'Na fila',
  convidado: 'Ingressos reservados',
  comprou: 'Comprou',
  expirado: 'Reserva expirada',
  saiu: 'Saiu da lista',
};

/** States that keep a person's place (one such entry per person and event). */
export function isActiveEntry(state: WaitlistState): boolean {
  return state === 'aguardando' || state === 'convidado';
}

export const WAITLIST_MESSAGES = {
  notSoldOut: 'Ainda há ingressos à venda para este evento: compre agora.',
  alreadyIn: 'Você já está na lista de espera deste evento.',
  paused: 'A lista de espera deste evento está pausada.',
  closed: 'Este evento não está recebendo inscrições na lista de espera.',
  notFound: 'Você não está na lista de espera deste evento.',
  joined: 'Você entrou na lista de espera. Avisaremos por e-mail quando houver ingressos.',
  reservedForList:
    'Os ingressos liberados estão reservados para a lista de espera. Entre na lista para ser avisado.',
  offerTooSmall: (held: number) =>
    `Sua reserva da lista de espera é de ${held} ${held === 1 ? 'ingresso' : 'ingressos'}.`,
} as const;

/** The waiting list's refusals: the code clients switch on and the message they show. */
export const WAITLIST_ERRORS = {
  notSoldOut: { code: 'waitlist_not_sold_out', message: WAITLIST_MESSAGES.notSoldOut },
  alreadyIn: { code: 'waitlist_already_in', message: WAITLIST_MESSAGES.alreadyIn },
  paused: { code: 'waitlist_paused', message: WAITLIST_MESSAGES.paused },
  closed: { code: 'waitlist_closed', message: WAITLIST_MESSAGES.closed },
  notFound: { code: 'waitlist_not_found', message: WAITLIST_MESSAGES.notFound },
  reservedForList: { code: 'waitlist_reserved', message: WAITLIST_MESSAGES.reservedForList },
} as const;

/** Codes of the refusals whose message is built from figures (the quantity asked, the offer held). */
export const WAITLIST_FIGURE_CODES = {
  quantity: 'waitlist_quantity',
  offerTooSmall: 'waitlist_offer_too_small',
} as const;

/** How many of the freed tickets the next person is offered: what they asked for, or what is free. */
export function offerSize(free: number, wanted: number): number {
  return Math.max(0, Math.min(free, wanted));
}

/** The moment an offer made at `now` stops holding its tickets. */
export function offerEndsAt(now: Date, holdMinutes: number = DEFAULT_HOLD_MINUTES): Date {
  return new Date(now.getTime() + holdMinutes * 60_000);
}

/** The public line on the event page: '12 pessoas na lista de espera'. */
export function waitingText(count: number): string | null {
  if (count <= 0) return null;
  return count === 1
    ? '1 pessoa na lista de espera'
    : `${count.toLocaleString('pt-BR')} pessoas na lista de espera`;
}
