// The buyer's right of withdrawal (Código de Defesa do Consumidor, art. 49; issue "After the
// sale"): a paid order may be cancelled within 7 days of the purchase and until 48 hours before
// the event. An event may be more generous (more days, a later cut-off), never less. Pure: the
// function applies it in one transaction (functions/src/orders/cancel-order.ts).
import { TZDate } from '@date-fns/tz';
import { formatDateTime, SAO_PAULO_TZ } from './dates.ts';
import { methodOfBillingType, type PaymentMethod } from './payment.ts';
import { z } from './zod.ts';

/** CDC art. 49: seven days to withdraw from a purchase made outside a shop. */
export const CDC_WITHDRAWAL_DAYS = 7;
/** The shop's cut-off before the event (the market's, e.g. Sympla's published policy). */
export const CANCEL_CUTOFF_HOURS = 48;
/** The most generous settings an event may choose. */
export const MAX_WITHDRAWAL_DAYS = 365;

export interface CancellationPolicy {
  /** days after the purchase (never below CDC_WITHDRAWAL_DAYS) */
  daysAfterPurchase: number;
  /** hours before the event when cancelling closes (never above CANCEL_CUTOFF_HOURS) */
  hoursBeforeEvent: number;
}

export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = {
  daysAfterPurchase: CDC_WITHDRAWAL_DAYS,
  hoursBeforeEvent: CANCEL_CUTOFF_HOURS,
};

export const CANCELLATION_FIELD_MESSAGES = {
  days: `O prazo não pode ser menor que ${CDC_WITHDRAWAL_DAYS} dias (CDC, art. 49)`,
  daysMax: `O prazo pode ser de até ${MAX_WITHDRAWAL_DAYS} dias`,
  hours: `O cancelamento não pode fechar mais de ${CANCEL_CUTOFF_HOURS} horas antes do evento`,
  hoursMin: 'Informe 0 ou mais horas',
  integer: 'Informe um número inteiro',
} as const;

/** The event form's fields (events/{id}: cancelamento_dias, cancelamento_antecedencia_horas). */
export const cancellationFieldsSchema = z.object({
  cancelamento_dias: z
    .number({ error: CANCELLATION_FIELD_MESSAGES.integer })
    .int(CANCELLATION_FIELD_MESSAGES.integer)
    .min(CDC_WITHDRAWAL_DAYS, CANCELLATION_FIELD_MESSAGES.days)
    .max(MAX_WITHDRAWAL_DAYS, CANCELLATION_FIELD_MESSAGES.daysMax),
  cancelamento_antecedencia_horas: z
    .number({ error: CANCELLATION_FIELD_MESSAGES.integer })
    .int(CANCELLATION_FIELD_MESSAGES.integer)
    .min(0, CANCELLATION_FIELD_MESSAGES.hoursMin)
    .max(CANCEL_CUTOFF_HOURS, CANCELLATION_FIELD_MESSAGES.hours),
});

/** An event's policy as stored; a missing or out-of-range value (below the law) takes the default. */
export function cancellationPolicyOf(event: Record<string, unknown>): CancellationPolicy {
  const stored = cancellationFieldsSchema
    .partial()
    .catch({})
    .parse({
      cancelamento_dias: event.cancelamento_dias ?? undefined,
      cancelamento_antecedencia_horas: event.cancelamento_antecedencia_horas ?? undefined,
    });
  return {
    daysAfterPurchase: stored.cancelamento_dias ?? CDC_WITHDRAWAL_DAYS,
    hoursBeforeEvent: stored.cancelamento_antecedencia_horas ?? CANCEL_CUTOFF_HOURS,
  };
}

/**
 * The last moment of the withdrawal period: the end of the `days`-th day after the day of the
 * purchase, in São Paulo (the day of the purchase is not counted, the last day is, as the Código
 * Civil counts periods, art. 132). A purchase at 23:30 on the 1st may be withdrawn all of the 8th.
 */
export function withdrawalDeadline(purchasedAt: Date, days: number = CDC_WITHDRAWAL_DAYS): Date {
  const t = new TZDate(purchasedAt.getTime(), SAO_PAULO_TZ);
  const nextDayAfterLast = new TZDate(t.getFullYear(), t.getMonth(), t.getDate() + days + 1, SAO_PAULO_TZ);
  return new Date(nextDayAfterLast.getTime() - 1);
}

/** The last moment before the event when cancelling is still open. */
export function eventCutoff(eventStart: Date, hoursBefore: number = CANCEL_CUTOFF_HOURS): Date {
  return new Date(eventStart.getTime() - hoursBefore * 3_600_000);
}

export interface CancellationWindow {
  /** the end of the withdrawal period after the purchase */
  afterPurchase: Date;
  /** the cut-off before the event */
  beforeEvent: Date;
  /** whichever comes first: the moment cancelling closes */
  closesAt: Date;
}

export function cancellationWindow(
  purchasedAt: Date,
  eventStart: Date,
  policy: CancellationPolicy = DEFAULT_CANCELLATION_POLICY,
): CancellationWindow {
  const afterPurchase = withdrawalDeadline(purchasedAt, policy.daysAfterPurchase);
  const beforeEvent = eventCutoff(eventStart, policy.hoursBeforeEvent);
  return {
    afterPurchase,
    beforeEvent,
    closesAt: afterPurchase.getTime() <= beforeEvent.getTime() ? afterPurchase : beforeEvent,
  };
}

export const CANCELLATION_MESSAGES = {
  notPaid: 'Só pedidos pagos podem ser cancelados por aqui.',
  alreadyCancelled: 'Este pedido já foi cancelado.',
  ticketUsed: 'Um ingresso deste pedido já foi usado na entrada do evento: o pedido não pode ser cancelado.',
  ticketTransferred:
    'Um ingresso deste pedido foi transferido para outra pessoa: o pedido não pode mais ser cancelado. Fale com a gente pelo Contato se precisar de ajuda.',
  done: 'Pedido cancelado',
} as const;

/** The cancellation's refusals: the code clients switch on and the message they show. */
export const CANCELLATION_ERRORS = {
  notPaid: { code: 'not_paid', message: CANCELLATION_MESSAGES.notPaid },
  alreadyCancelled: { code: 'already_cancelled', message: CANCELLATION_MESSAGES.alreadyCancelled },
  ticketUsed: { code: 'ticket_used', message: CANCELLATION_MESSAGES.ticketUsed },
  ticketTransferred: { code: 'ticket_transferred', message: CANCELLATION_MESSAGES.ticketTransferred },
} as const;

/** Codes of the refusals whose message names the limit that has passed. */
export const CANCELLATION_FIGURE_CODES = {
  eventWindow: 'event_window',
  purchaseWindow: 'purchase_window',
} as const;

export type CancellationRefusalCode =
  | (typeof CANCELLATION_ERRORS)[keyof typeof CANCELLATION_ERRORS]['code']
  | (typeof CANCELLATION_FIGURE_CODES)[keyof typeof CANCELLATION_FIGURE_CODES];

export interface CancellationRefusal {
  code: CancellationRefusalCode;
  message: string;
}

function hoursText(hours: number): string {
  if (hours === 0) return 'até o início do evento';
  return `até ${hours} ${hours === 1 ? 'hora' : 'horas'} antes do início do evento`;
}

/** '7 dias após a compra (até 08/12/2026 às 23:59)' — the two limits the buyer sees before confirming. */
export function cancellationTerms(window: CancellationWindow, policy: CancellationPolicy): string[] {
  return [
    `Até ${policy.daysAfterPurchase} dias após a compra (até ${formatDateTime(window.afterPurchase)})`,
    `${capitalize(hoursText(policy.hoursBeforeEvent))} (até ${formatDateTime(window.beforeEvent)})`,
  ];
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface CancellationCase {
  status: string;
  tickets: readonly { status: string; transferred: boolean }[];
  purchasedAt: Date;
  eventStart: Date;
  policy: CancellationPolicy;
}

/** Why the buyer cannot cancel this order now, or null when they can. */
export function cancellationRefusal(order: CancellationCase, now: Date): CancellationRefusal | null {
  if (order.status === 'cancelado' || order.status === 'reembolsado') {
    return { ...CANCELLATION_ERRORS.alreadyCancelled };
  }
  if (order.status !== 'pago') return { ...CANCELLATION_ERRORS.notPaid };
  if (order.tickets.some((t) => t.status === 'usado')) return { ...CANCELLATION_ERRORS.ticketUsed };
  if (order.tickets.some((t) => t.transferred)) return { ...CANCELLATION_ERRORS.ticketTransferred };
  const window = cancellationWindow(order.purchasedAt, order.eventStart, order.policy);
  if (now.getTime() > window.beforeEvent.getTime()) {
    return {
      code: CANCELLATION_FIGURE_CODES.eventWindow,
      message: `Cancelamento encerrado: este evento aceita cancelamentos ${hoursText(order.policy.hoursBeforeEvent)} (até ${formatDateTime(window.beforeEvent)}).`,
    };
  }
  if (now.getTime() > window.afterPurchase.getTime()) {
    return {
      code: CANCELLATION_FIGURE_CODES.purchaseWindow,
      message: `Cancelamento encerrado: o prazo de ${order.policy.daysAfterPurchase} dias após a compra terminou em ${formatDateTime(window.afterPurchase)}.`,
    };
  }
  return null;
}

/** Where the money of a cancelled order is (orders/{id}.reembolso.estado). */
export const REFUND_STATES = [
  'pendente',
  'em_andamento',
  'aguardando_dados',
  'concluido',
  'falhou',
  'manual',
] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const REFUND_STATE_LABELS: Record<RefundState, string> = {
  pendente: 'Reembolso a solicitar',
  em_andamento: 'Reembolso em andamento',
  aguardando_dados: 'Aguardando dados bancários',
  concluido: 'Reembolsado',
  falhou: 'Reembolso com problema',
  manual: 'Reembolsado pela equipe',
};

/** States that need someone at the shop to act (the admin's refund tasks). */
export function refundNeedsAdmin(state: RefundState, updatedAt: Date | null, now: Date): boolean {
  if (state === 'falhou') return true;
  // A request that never got Asaas's answer (the instance died): retried by hand after 10 minutes.
  return state === 'pendente' && updatedAt !== null && now.getTime() - updatedAt.getTime() > 10 * 60_000;
}

/** How an order's money comes back: by the method it was paid with (unknown: as a PIX). */
export function refundMethodOf(billingType: string | null | undefined): PaymentMethod {
  return methodOfBillingType(billingType) ?? 'pix';
}

/**
 * Who asked for a paid order's cancellation: the buyer within the withdrawal window ('cliente'),
 * the shop ('admin'), the whole event cancelled ('evento'), or the buyer's refund request after
 * the event was postponed ('adiamento', within the deadline the admin set, not the CDC window).
 */
export const CANCELLATION_ORIGINS = ['cliente', 'admin', 'evento', 'adiamento'] as const;
export type CancellationOrigin = (typeof CANCELLATION_ORIGINS)[number];

/** orders/{id}.cancelamento: who cancelled a paid order, when and why. */
export interface OrderCancellation<Time = Date> {
  em: Time;
  /** the buyer's or the admin's uid ('system' for an event's cancellation job) */
  por: string;
  origem: CancellationOrigin;
  motivo: string | null;
}

/** orders/{id}.reembolso: the money of a cancelled paid order. */
export interface OrderRefund<Time = Date> {
  estado: RefundState;
  metodo: PaymentMethod;
  /** centavos: what the buyer paid (with a card plan's interest) */
  valor: number;
  /** a boleto's refund: the Asaas page where the buyer gives their bank account */
  link: string | null;
  /** Asaas's answer when it refused, for the admin */
  erro: string | null;
  tentativas: number;
  atualizado_em: Time;
  /** the admin's note when the refund was done outside Asaas's API */
  observacao?: string | null;
}

/** What happens next with the money, told to the buyer on the order and in the e-mail. */
export function refundNextStep(state: RefundState, method: PaymentMethod): string {
  switch (state) {
    case 'concluido':
    case 'manual':
      return 'O reembolso foi concluído.';
    case 'aguardando_dados':
      return 'Para receber o reembolso do boleto, informe seus dados bancários no link do Asaas. O valor é depositado na conta informada depois da conferência.';
    case 'falhou':
    case 'pendente':
      return 'Não conseguimos concluir o reembolso automaticamente. Nossa equipe já foi avisada e vai fazê-lo em até 5 dias úteis; você recebe um e-mail quando ele for feito.';
    case 'em_andamento':
      return method === 'card'
        ? 'O estorno foi pedido à operadora do cartão e aparece na sua fatura em até 10 dias úteis.'
        : 'O valor volta para a conta que pagou o PIX, normalmente em instantes.';
  }
}
