// Wheelchair spaces with a companion seat (Lei 13.146/2015, LBI, art. 44; Decreto 5.296/2004,
// art. 23, as changed by Decreto 9.404/2018): a price option of kind 'cadeirante' sells a space
// for a wheelchair user together with the companion's place beside it. One space is two tickets
// (the user and the companion, both named) and one place of the event's own pool of spaces,
// `espacos_cadeirante`, which the admin sets like the meia-entrada quota. Pure: the checkout, the
// ticket panel, the admin form and check-in read these.

/** Tickets one wheelchair space sells: the wheelchair user's and the companion's. */
export const TICKETS_PER_WHEELCHAIR_SPACE = 2;

/** The most spaces an event may set (a stadium's minimum by the decree is far below this). */
export const WHEELCHAIR_SPACES_MAX = 5000;

/**
 * The fewest wheelchair spaces Decreto 5.296/2004 art. 23 §1º (wording of Decreto 9.404/2018) asks
 * for a venue of `capacity` places: up to 1,000 places, 2 % with at least one; above 1,000, twenty
 * plus 1 % of the places beyond 1,000. Rounded up: a fraction of a space is a space.
 */
export function wheelchairSpacesMinimum(capacity: number): number {
  if (!Number.isFinite(capacity) || capacity <= 0) return 0;
  const places = Math.ceil(capacity);
  if (places <= 1000) return Math.max(1, Math.ceil(places * 0.02));
  return 20 + Math.ceil((places - 1000) * 0.01);
}

/** What the admin form says under the field: 'O Decreto 9.404/2018 pede ao menos 25 espaços para 1.500 lugares'. */
export function wheelchairMinimumHint(capacity: number): string | null {
  const minimum = wheelchairSpacesMinimum(capacity);
  if (minimum === 0) return null;
  const count = new Intl.NumberFormat('pt-BR');
  const spaces = minimum === 1 ? '1 espaço' : `${count.format(minimum)} espaços`;
  return `O Decreto 9.404/2018 pede ao menos ${spaces} para ${count.format(capacity)} lugares`;
}

/** The event page's live figure: 'Espaços para cadeirantes: 3 de 8'. */
export function wheelchairAvailabilityText(available: number, total: number): string {
  const left = Math.max(0, Math.min(available, total));
  const count = new Intl.NumberFormat('pt-BR');
  return `Espaços para cadeirantes: ${count.format(left)} de ${count.format(total)}`;
}

/** Tickets a line's quantity moves by: a wheelchair space is two (the user and the companion). */
export function quantityStep(kind: string | null | undefined): number {
  return kind === 'cadeirante' ? TICKETS_PER_WHEELCHAIR_SPACE : 1;
}

/** Spaces `tickets` wheelchair tickets take, or null when they are not whole pairs. */
export function wheelchairSpacesFor(tickets: number): number | null {
  return Number.isInteger(tickets) && tickets >= 0 && tickets % TICKETS_PER_WHEELCHAIR_SPACE === 0
    ? tickets / TICKETS_PER_WHEELCHAIR_SPACE
    : null;
}

/** Under the option on the event page: what one space is. */
export const WHEELCHAIR_PAIR_NOTE = 'Cada espaço: 2 ingressos nominais, o titular e o acompanhante ao lado';

export const WHEELCHAIR_PAIR_MESSAGE =
  'Espaço para cadeirante: cada espaço inclui o titular e um acompanhante (escolha 2, 4, 6... ingressos)';

/** Why the + of a wheelchair space is off on the event page, when the spaces are why (else null). */
export function wheelchairRoomHint(
  spacesLeft: number | null,
  chosen: { wheelchair?: number },
): string | null {
  if (spacesLeft === null) return null;
  if (spacesLeft === 0) return 'Espaços para cadeirante esgotados';
  return (chosen.wheelchair ?? 0) >= spacesLeft * TICKETS_PER_WHEELCHAIR_SPACE
    ? 'Sem mais espaços para cadeirante'
    : null;
}

/** The refusal when fewer spaces are left than the order asks for. */
export function wheelchairNotEnoughMessage(available: number): string {
  return available === 1
    ? 'Resta apenas 1 espaço para cadeirante neste evento'
    : `Restam apenas ${available} espaços para cadeirante neste evento`;
}

/** A wheelchair ticket's place in its pair: the user's (first) or the companion's (second). */
export const WHEELCHAIR_ROLES = ['cadeirante', 'acompanhante'] as const;
export type WheelchairRole = (typeof WHEELCHAIR_ROLES)[number];

/** The role of the `unit`-th ticket (0-based) of a wheelchair line: the user, then the companion. */
export function wheelchairRoleOf(unit: number): WheelchairRole {
  return unit % TICKETS_PER_WHEELCHAIR_SPACE === 0 ? 'cadeirante' : 'acompanhante';
}

/** What the ticket, the PDF and the check-in screen say of the place. */
export const WHEELCHAIR_ROLE_LABELS: Record<WheelchairRole, string> = {
  cadeirante: 'Espaço para cadeirante',
  acompanhante: 'Acompanhante de cadeirante',
};

/** Whose ticket a holder's row of the checkout is. */
export const WHEELCHAIR_HOLDER_LABELS: Record<WheelchairRole, string> = {
  cadeirante: 'pessoa em cadeira de rodas',
  acompanhante: 'acompanhante',
};

/** What the ticket's PDF and e-mail say of a wheelchair space's ticket. */
export function wheelchairTicketNotice(role: WheelchairRole): string {
  return role === 'cadeirante'
    ? 'Espaço para cadeirante: este ingresso e o do acompanhante entram juntos; o lugar do acompanhante fica ao lado.'
    : 'Acompanhante de cadeirante: lugar ao lado do espaço para cadeira de rodas; entrada junto com o titular do espaço.';
}
