// The virtual queue ("fila virtual", issue "Rush and scale") of a high-demand event: a buyer who
// presses Comprar waits in line; buyers are admitted in arrival order at a rate the admin sets
// (people per minute) and an admitted buyer gets a short, signed admission that the checkout
// requires. Pure: the functions apply it (functions/src/queue/), the queue page shows it.
//
// The line is ordered by each entry's arrival (server time, then its id): no shared counter is
// written when someone joins. Admission moves one frontier ("everyone up to this arrival is in"),
// written once per tick by one writer, never once per person.

export const DEFAULT_QUEUE_RATE = 60;
export const MIN_QUEUE_RATE = 1;
export const MAX_QUEUE_RATE = 20_000;
/** How long an admitted buyer has to place the order (the admission's lifetime). */
export const ADMISSION_MINUTES = 15;
/** The queue page asks for its exact place only this far: counting costs 1 read per 1,000. */
export const EXACT_POSITION_LIMIT = 1_000;

/** The checkout's refusal code without a usable admission (the site sends the buyer to the queue). */
export const QUEUE_ADMISSION_CODE = 'queue_admission_required';

export const QUEUE_MESSAGES = {
  admissionRequired: 'Este evento tem fila virtual: entre na fila para comprar.',
  admissionUsed: 'Sua vez na fila já foi usada em um pedido. Para comprar de novo, entre na fila outra vez.',
  admissionExpired: 'Seu tempo para comprar acabou. Entre na fila de novo.',
  notActive: 'Este evento não tem fila virtual no momento.',
  closed: 'As vendas deste evento não estão abertas.',
  rate: `Informe de ${MIN_QUEUE_RATE} a ${MAX_QUEUE_RATE.toLocaleString('pt-BR')} pessoas por minuto`,
} as const;

/** The queue's refusals: the code clients switch on and the message they show. */
export const QUEUE_ERRORS = {
  admissionRequired: { code: QUEUE_ADMISSION_CODE, message: QUEUE_MESSAGES.admissionRequired },
  admissionUsed: { code: QUEUE_ADMISSION_CODE, message: QUEUE_MESSAGES.admissionUsed },
  notActive: { code: 'queue_not_active', message: QUEUE_MESSAGES.notActive },
  closed: { code: 'queue_closed', message: QUEUE_MESSAGES.closed },
} as const;

/** What GET /api/queue/{eventId}/me (and joining) tells a buyer about their place. */
export type QueuePlace =
  | { estado: 'fora' }
  | {
      estado: 'aguardando';
      /** people before them not yet admitted (at most EXACT_POSITION_LIMIT: then `exato` is false) */
      na_frente: number;
      exato: boolean;
      /** the queue's admitted count when `na_frente` was read: the page counts down from it */
      admitidos: number;
      taxa_por_minuto: number;
      pausada: boolean;
    }
  | { estado: 'admitido'; admissao: string; expira_em: string }
  | { estado: 'expirado' };

/** The public figures every waiting page polls (the same for everyone: cacheable). */
export interface QueueFigures {
  ativa: boolean;
  pausada: boolean;
  taxa_por_minuto: number;
  admitidos: number;
}

/** Where an entry stands in the line: its arrival, then its id for arrivals in the same instant. */
export interface LinePlace {
  at: number;
  id: string;
}

/** True when `place` is at or before `frontier` (admitted). */
export function isAdmitted(place: LinePlace, frontier: LinePlace | null): boolean {
  if (!frontier) return false;
  return place.at < frontier.at || (place.at === frontier.at && place.id <= frontier.id);
}

/**
 * How many people one tick admits: the rate over the time since the last tick, plus the fraction
 * the last tick could not admit (so 90 per minute over 1 s ticks admits 1, 2, 1, 2 ... not 1, 1, 1).
 */
export function admissionsDue(
  ratePerMinute: number,
  elapsedMs: number,
  carry: number,
): { admit: number; carry: number } {
  const due = Math.max(0, (ratePerMinute * Math.max(0, elapsedMs)) / 60_000) + Math.max(0, carry);
  const admit = Math.floor(due);
  return { admit, carry: due - admit };
}

/**
 * The buyer's place now, from their last exact reading: `ahead` people were before them when
 * `admittedThen` had been admitted; everyone admitted since was ahead of them.
 */
export function positionNow(ahead: number, admittedThen: number, admittedNow: number): number {
  return Math.max(1, ahead - Math.max(0, admittedNow - admittedThen) + 1);
}

/** Minutes until a buyer at `position` is admitted at `ratePerMinute`, rounded up (at least 1). */
export function waitMinutes(position: number, ratePerMinute: number): number {
  return Math.max(1, Math.ceil(position / Math.max(MIN_QUEUE_RATE, ratePerMinute)));
}

/**
 * The queue page's estimate: "cerca de 3 min", "cerca de 1 h 20 min"; "mais de 1 h 20 min" when
 * the position is only a lower bound (beyond the exact-position limit).
 */
export function waitText(minutes: number, { atLeast = false }: { atLeast?: boolean } = {}): string {
  const prefix = atLeast ? 'mais de' : 'cerca de';
  if (minutes < 60) return `${prefix} ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${prefix} ${hours} h` : `${prefix} ${hours} h ${rest} min`;
}
