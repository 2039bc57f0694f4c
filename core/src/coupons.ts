// Coupons as the producer sets them in the admin (`coupons/{CODE}`, docs/data-model.md): a percent
// or a fixed amount off the tickets they cover, a validity window, total uses and uses per
// account, a scope (all events, chosen events, chosen options). Pure rules shared by the server,
// which decides, and the checkout's coupon box, which previews; the uses themselves are counted
// by the functions (coupons/coupon-uses.ts), atomically.
import { formatDateTime } from './dates.ts';
import { formatBRL } from './money.ts';
import { applyRate } from './pricing.ts';
import { CHECKOUT_FIGURE_CODES } from './checkout-rules.ts';

export const COUPON_KINDS = ['percentual', 'valor'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** What a coupon takes off, and from which tickets: all the browser needs to preview it. */
export interface CouponTerms {
  /** upper-case, trimmed: the document id */
  codigo: string;
  tipo: CouponKind;
  /** 1..100 when tipo is 'percentual', else null */
  percentual: number | null;
  /** centavos off the order when tipo is 'valor', else null */
  valor_centavos: number | null;
  /** the events it is valid for; empty: every event */
  eventos: string[];
  /** the options it is valid for ('tableId/itemId', optionKey); empty: every option */
  opcoes: string[];
}

/** The whole stored coupon: its terms and the rules the server checks before a use. */
export interface CouponRules<Time = Date> extends CouponTerms {
  descricao: string;
  ativo: boolean;
  valido_de: Time | null;
  valido_ate: Time | null;
  /** uses in all (reserved or paid); null: no limit */
  usos_max: number | null;
  /** uses by one account; null: no limit */
  usos_por_conta: number | null;
}

/** A line the coupon may cover: its price, quantity and where it comes from. */
export interface CouponLine {
  event_id: string;
  pricing_table_id: string;
  item_id: string;
  /** centavos */
  unitPrice: number;
  quantity: number;
}

export const COUPON_MESSAGES = {
  invalid: 'Cupom inválido',
  removed: 'Cupom removido',
  expired: 'Este cupom expirou',
  usedUp: 'Este cupom esgotou: todos os usos já foram feitos',
  accountLimit: 'Você já usou este cupom o máximo de vezes permitido',
  notThisEvent: 'Este cupom não vale para este evento',
  notTheseOptions: 'Este cupom não vale para os ingressos escolhidos',
  tooManyChecks: 'Muitas tentativas de cupom. Aguarde alguns minutos e tente de novo.',
} as const;

/** The coupon check's own refusal (its code is the HTTP kind's, as it always was). */
export const COUPON_ERRORS = {
  tooManyChecks: { code: 'too_many_requests', message: COUPON_MESSAGES.tooManyChecks },
} as const;

/** Code of every reason a coupon does not apply (expired, used up, ...), at the check and the checkout. */
export const COUPON_REFUSED_CODE = CHECKOUT_FIGURE_CODES.couponRefused;

export function couponNotYetMessage(from: Date): string {
  return `Este cupom vale a partir de ${formatDateTime(from)}`;
}

/** The code as stored: trimmed and upper-case; empty input means "no coupon" (null). */
export function couponCode(input: string | null | undefined): string | null {
  const code = (input ?? '').trim();
  return code === '' ? null : code.toUpperCase();
}

/** The key of one price option in a coupon's scope. */
export function optionKey(pricingTableId: string, itemId: string): string {
  return `${pricingTableId}/${itemId}`;
}

function covers(terms: CouponTerms, line: Omit<CouponLine, 'unitPrice' | 'quantity'>): boolean {
  if (terms.eventos.length > 0 && !terms.eventos.includes(line.event_id)) return false;
  return terms.opcoes.length === 0 || terms.opcoes.includes(optionKey(line.pricing_table_id, line.item_id));
}

/**
 * Why the coupon cannot be used now, or null: switched off (an unknown code to the buyer),
 * before its window, after it. Uses are counted elsewhere, at the claim.
 */
export function couponWindowRefusal(rules: CouponRules, now: Date): string | null {
  if (!rules.ativo) return COUPON_MESSAGES.invalid;
  if (rules.valido_de && now < rules.valido_de) return couponNotYetMessage(rules.valido_de);
  if (rules.valido_ate && now > rules.valido_ate) return COUPON_MESSAGES.expired;
  return null;
}

/** Why the coupon does not apply to these lines (another event, other options), or null. */
export function couponScopeRefusal(
  terms: CouponTerms,
  lines: readonly Omit<CouponLine, 'unitPrice' | 'quantity'>[],
): string | null {
  if (lines.length === 0) return null;
  if (terms.eventos.length > 0 && !lines.some((l) => terms.eventos.includes(l.event_id))) {
    return COUPON_MESSAGES.notThisEvent;
  }
  return lines.some((l) => covers(terms, l)) ? null : COUPON_MESSAGES.notTheseOptions;
}

/**
 * The discount in centavos: the percentage of the covered lines' subtotal (rounded half up), or
 * the fixed amount, never more than the covered subtotal. The service fee is never discounted.
 */
export function couponDiscount(terms: CouponTerms | null, lines: readonly CouponLine[]): number {
  if (!terms) return 0;
  const covered = lines.filter((l) => covers(terms, l)).reduce((n, l) => n + l.unitPrice * l.quantity, 0);
  const off =
    terms.tipo === 'percentual'
      ? applyRate(covered, (terms.percentual ?? 0) / 100)
      : Math.min(terms.valor_centavos ?? 0, covered);
  return Math.max(0, off);
}

/**
 * 'Cupom GN10 aplicado: 10% de desconto' (docs/spec/storefront.md §9's words) or '... R$ 20,00 de
 * desconto'.
 */
export function couponAppliedMessage(terms: CouponTerms): string {
  const amount =
    terms.tipo === 'percentual'
      ? `${(terms.percentual ?? 0).toLocaleString('pt-BR')}%`
      : formatBRL(terms.valor_centavos ?? 0);
  return `Cupom ${terms.codigo} aplicado: ${amount} de desconto`;
}

/** The terms of a stored coupon (what the checkout sends to the browser: no limits, no window). */
export function couponTerms(rules: CouponTerms): CouponTerms {
  return {
    codigo: rules.codigo,
    tipo: rules.tipo,
    percentual: rules.percentual,
    valor_centavos: rules.valor_centavos,
    eventos: rules.eventos,
    opcoes: rules.opcoes,
  };
}

export type CouponStatus = 'ativo' | 'inativo' | 'agendado' | 'expirado' | 'esgotado';

export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = {
  ativo: 'Ativo',
  inativo: 'Desativado',
  agendado: 'Agendado',
  expirado: 'Expirado',
  esgotado: 'Esgotado',
};

/** What the admin's list says of a coupon now; `taken`: its uses, reserved or paid. */
export function couponStatus(rules: CouponRules, taken: number, now: Date): CouponStatus {
  if (!rules.ativo) return 'inativo';
  if (rules.valido_ate && now > rules.valido_ate) return 'expirado';
  if (rules.usos_max !== null && taken >= rules.usos_max) return 'esgotado';
  if (rules.valido_de && now < rules.valido_de) return 'agendado';
  return 'ativo';
}

/** A coupon's figures: uses held by unpaid orders, uses by paid ones, and what those paid. */
export interface CouponStats {
  reservados: number;
  usados: number;
  /** centavos paid by the orders that used it (their totals) */
  receita: number;
  /** centavos it took off those orders */
  desconto: number;
}

/** One row of the admin's coupon list (GET /api/admin/coupons): dates as ISO strings. */
export interface CouponListRow extends CouponRules<string> {
  status: CouponStatus;
  stats: CouponStats;
}
