// Card installments ("em até 12x"): the plans an order total allows under the admin's settings
// (site_settings/payments), their texts, and how Asaas spreads a plan's total over its
// installments. Pure and in integer centavos: the checkout function charges with these, the
// wizard and the event page preview with the same code, the webhook checks values with them.
import { formatBRL } from './money.ts';

/** The installment part of the Pagamentos settings (validated by schemas/settings.ts). */
export interface InstallmentSettings {
  /** the most installments offered, 1..12 (1: no installments) */
  parcelas_max: number;
  /** the smallest installment, centavos (never below Asaas's minimum) */
  parcela_minima_centavos: number;
  /** monthly rate passed on to the buyer, 0..0.1 (0: every plan is interest-free) */
  juros_mensal: number;
  /** the first number of installments that pays interest, 2..12 */
  juros_a_partir_de: number;
}

export const INSTALLMENTS_MAX = 12;
/** Asaas's own minimum installment (R$ 5,00 at the time of writing). */
export const ASAAS_MIN_INSTALLMENT_CENTAVOS = 500;
export const MONTHLY_RATE_MAX = 0.1;

export const INSTALLMENT_DEFAULTS: InstallmentSettings = {
  parcelas_max: INSTALLMENTS_MAX,
  parcela_minima_centavos: ASAAS_MIN_INSTALLMENT_CENTAVOS,
  juros_mensal: 0,
  juros_a_partir_de: 2,
};

export interface InstallmentPlan {
  parcelas: number;
  /** each installment as shown to the buyer, centavos (rounded up; see installmentValues) */
  valor_parcela: number;
  /** what the card is charged, centavos: the order total plus the interest */
  total: number;
  /** interest the buyer pays, centavos (0 on an interest-free plan) */
  juros: number;
}

/** Whether a plan of `parcelas` installments pays interest under these settings. */
export function paysInterest(parcelas: number, settings: InstallmentSettings): boolean {
  return settings.juros_mensal > 0 && parcelas >= Math.max(2, settings.juros_a_partir_de);
}

/** Rounds up to the centavo, ignoring float noise below a millionth of a centavo. */
function ceilCentavo(value: number): number {
  return Math.ceil(value - 1e-6);
}

/**
 * One plan. Interest-free: the total stays the order total and the shown installment is the total
 * over n rounded up. With interest (Price table): PMT = PV·i / (1 − (1 + i)^−n), rounded up to the
 * centavo; the total charged is PMT·n and the interest is that total minus PV.
 */
export function planFor(
  totalCentavos: number,
  parcelas: number,
  settings: InstallmentSettings,
): InstallmentPlan {
  if (parcelas <= 1) return { parcelas: 1, valor_parcela: totalCentavos, total: totalCentavos, juros: 0 };
  if (!paysInterest(parcelas, settings)) {
    return {
      parcelas,
      valor_parcela: ceilCentavo(totalCentavos / parcelas),
      total: totalCentavos,
      juros: 0,
    };
  }
  const i = settings.juros_mensal;
  const pmt = ceilCentavo((totalCentavos * i) / (1 - (1 + i) ** -parcelas));
  const total = pmt * parcelas;
  return { parcelas, valor_parcela: pmt, total, juros: total - totalCentavos };
}

/**
 * The plans the buyer may choose for an order total, 1x first: 1x is always allowed; n
 * installments only while n ≤ parcelas_max and each installment (the smallest Asaas would make)
 * is at least the minimum (the admin's, never below Asaas's).
 */
export function installmentPlans(totalCentavos: number, settings: InstallmentSettings): InstallmentPlan[] {
  const max = Math.min(INSTALLMENTS_MAX, Math.max(1, Math.floor(settings.parcelas_max)));
  const minimum = Math.max(ASAAS_MIN_INSTALLMENT_CENTAVOS, settings.parcela_minima_centavos);
  const plans = [planFor(totalCentavos, 1, settings)];
  for (let n = 2; n <= max; n++) {
    const plan = planFor(totalCentavos, n, settings);
    // A plan with interest has a larger installment than the interest-free one before it, so a
    // count may pass the minimum after one that did not: every count is checked.
    if (Math.min(...installmentValues(plan.total, n)) >= minimum) plans.push(plan);
  }
  return plans;
}

/** The plan of `parcelas` installments if the settings allow it for this total, else null. */
export function allowedPlan(
  totalCentavos: number,
  parcelas: number,
  settings: InstallmentSettings,
): InstallmentPlan | null {
  return installmentPlans(totalCentavos, settings).find((p) => p.parcelas === parcelas) ?? null;
}

/**
 * How Asaas spreads a plan's total over its installments when it gets `totalValue`: the first
 * n − 1 take the total over n rounded down to the centavo, the last one takes the rest. So the
 * total charged is exact (never a centavo more or less than the plan), and the last installment
 * may be a few centavos above the value shown (which is rounded up). A plan with interest is sent
 * as `installmentValue` = PMT, and its total is PMT·n: the same split gives n equal values.
 */
export function installmentValues(totalCentavos: number, parcelas: number): number[] {
  const n = Math.max(1, parcelas);
  const each = Math.floor(totalCentavos / n);
  return Array.from({ length: n }, (_, k) => (k === n - 1 ? totalCentavos - each * (n - 1) : each));
}

/**
 * Whether one installment's value belongs to a plan of this total and count, however the
 * remainder is spread (on the first or the last installment, rounded down or up): what the
 * webhook checks before an installment's confirmation pays the order.
 */
export function fitsInstallment(valueCentavos: number, totalCentavos: number, parcelas: number): boolean {
  const n = Math.max(1, parcelas);
  const low = Math.floor(totalCentavos / n);
  const high = Math.ceil(totalCentavos / n);
  return valueCentavos >= totalCentavos - (n - 1) * high && valueCentavos <= totalCentavos - (n - 1) * low;
}

/** '6x de R$ 16,67 sem juros', or '6x de R$ 17,90 (total R$ 107,40)' when it pays interest. */
export function planLabel(plan: InstallmentPlan): string {
  const each = `${plan.parcelas}x de ${formatBRL(plan.valor_parcela)}`;
  return plan.juros > 0 ? `${each} (total ${formatBRL(plan.total)})` : `${each} sem juros`;
}

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 2 });

/**
 * 'em até 12x de R$ 10,00 sem juros' for the largest plan of this total ('sem juros' only when
 * that plan is interest-free), or null when only 1x is allowed. A plan with interest says so and
 * gives its total, as Decreto 5.903/2006 asks: 'em até 12x de R$ 9,45 com juros de 1,99% ao mês
 * (total R$ 113,40)'.
 */
export function installmentHeadline(totalCentavos: number, settings: InstallmentSettings): string | null {
  const plans = installmentPlans(totalCentavos, settings);
  const largest = plans[plans.length - 1]!;
  if (largest.parcelas < 2) return null;
  const text = `em até ${largest.parcelas}x de ${formatBRL(largest.valor_parcela)}`;
  if (largest.juros === 0) return `${text} sem juros`;
  return `${text} com juros de ${percent.format(settings.juros_mensal)} ao mês (total ${formatBRL(largest.total)})`;
}

export const INSTALLMENTS_CARD_ONLY_MESSAGE = 'Parcelamento disponível só no cartão de crédito';

/** The refusal of a count the settings do not allow for this total ('... escolha até 6x'). */
export function installmentsNotAllowedMessage(parcelas: number, plans: readonly InstallmentPlan[]): string {
  const largest = plans[plans.length - 1]?.parcelas ?? 1;
  return largest < 2
    ? `Parcelamento em ${parcelas}x não disponível para este pedido: pague à vista`
    : `Parcelamento em ${parcelas}x não disponível para este pedido: escolha até ${largest}x`;
}

/**
 * How a card order was paid, for the ticket PDF and the e-mail, or null for another method:
 * 'Pago no cartão em 6x de R$ 16,67', 'Pago no cartão à vista', and with interest
 * 'Pago no cartão em 6x de R$ 17,85 (total R$ 107,10, com juros de R$ 7,10)'.
 */
export function cardPaymentText(order: {
  billing_type?: string | null;
  parcelas?: number;
  valor_parcela?: number | null;
  juros?: number | null;
  total_cobrado?: number | null;
}): string | null {
  if (order.billing_type !== 'CREDIT_CARD') return null;
  const parcelas = order.parcelas ?? 1;
  if (parcelas < 2 || order.valor_parcela == null) return 'Pago no cartão à vista';
  const text = `Pago no cartão em ${parcelas}x de ${formatBRL(order.valor_parcela)}`;
  const juros = order.juros ?? 0;
  return juros > 0 && order.total_cobrado != null
    ? `${text} (total ${formatBRL(order.total_cobrado)}, com juros de ${formatBRL(juros)})`
    : text;
}
