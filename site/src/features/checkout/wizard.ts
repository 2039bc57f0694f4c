// The checkout wizard's rules that are not React: steps, messages, the request sent to the
// server, and what to do with each kind of failure.
import { cartItemCount, namesHolders, ticketLabels, type Cart } from '@gn/core/cart';
import { CHECKOUT_ERRORS, CHECKOUT_REFUSAL_CODES } from '@gn/core/checkout-rules';
import { QUEUE_REQUIRED_CODE } from '../../lib/queue-admission';
import { COUPON_MESSAGES } from '@gn/core/coupons';
import type { PaymentMethod } from '@gn/core/payment';
import type { InstallmentPlan } from '@gn/core/installments';
import type { BuyerInput, CheckoutRequestInput, HolderInput, PaymentInput } from '@gn/core/schemas/checkout';

export const STEPS = ['Itens', 'Dados', 'Pagamento', 'Revisão', 'Confirmado'] as const;
export type Step = 0 | 1 | 2 | 3 | 4;

/** The wizard's own texts (the server's refusals come with their messages: core's CHECKOUT_ERRORS). */
export const WIZARD_MESSAGES = {
  customerFailed: 'Erro ao criar cliente no Asaas',
  orderSaveFailed: 'Erro ao processar pedido - Tente novamente',
  paymentFailed: 'Erro no pagamento',
  couponRemoved: COUPON_MESSAGES.removed,
  couponCheckFailed: 'Não foi possível verificar o cupom. Tente novamente.',
  cartCleared: 'Carrinho limpo',
} as const;

/** One line for each method's radio card. */
export const METHOD_EXPLANATIONS: Record<PaymentMethod, string> = {
  pix: 'Pague na hora com o QR Code ou o código copia e cola; a confirmação é imediata.',
  card: 'Você digitará os dados do cartão no ambiente seguro do Asaas',
  boleto: 'O boleto abre em uma nova aba; a confirmação leva até 3 dias úteis após o pagamento.',
};

/** Order in which the methods are offered. */
export const METHOD_ORDER: readonly PaymentMethod[] = ['pix', 'card', 'boleto'];

/**
 * The Dados step's rows of holders for a cart whose event names its tickets (none otherwise): one
 * per ticket, with what was typed before where there is one, the first defaulting to the buyer.
 */
export function holderRows(
  cart: Cart,
  typed: readonly HolderInput[],
  buyer: Pick<BuyerInput, 'nome' | 'cpf'>,
): { label: string; value: HolderInput }[] {
  if (!namesHolders(cart)) return [];
  return ticketLabels(cart).map((label, i) => ({
    label,
    value: typed[i] ?? (i === 0 ? { nome: buyer.nome, cpf: buyer.cpf } : { nome: '', cpf: '' }),
  }));
}

/** The cart's lines as the server takes them: ids and quantities, never a price. */
export function requestLines(cart: Cart): CheckoutRequestInput['items'] {
  return cart.items.map((i) => ({
    event_id: i.event_id,
    pricing_table_id: i.pricing_table_id,
    item_id: i.item_id,
    qnt: i.qnt,
  }));
}

export function checkoutRequest(
  cart: Cart,
  buyer: BuyerInput,
  method: PaymentMethod,
  holders: readonly HolderInput[] = [],
  parcelas = 1,
): Omit<CheckoutRequestInput, 'idempotencyKey'> {
  return {
    items: requestLines(cart),
    cupom: cart.cupom,
    buyer,
    // Only an order whose tickets are named gets holders (the server asks one per ticket).
    titulares: namesHolders(cart) ? holders.slice(0, cartItemCount(cart)) : [],
    method,
    // Installments only with card; the server prices the plan itself.
    ...(method === 'card' && parcelas > 1 ? { parcelas } : {}),
  };
}

/** The payment provider failed: the buyer may pay again from the failure page. */
const PROVIDER_FAILURES: ReadonlySet<string> = new Set([
  CHECKOUT_ERRORS.paymentFailed.code,
  CHECKOUT_ERRORS.customerFailed.code,
  'bad_gateway',
]);

/** Generic refusals of the API (bad input, a conflict, a rate limit): the cart stays, the message shows. */
const GENERIC_REFUSALS: ReadonlySet<string> = new Set([
  'bad_request',
  'conflict',
  'not_found',
  'too_many_requests',
]);

/**
 * What a failed POST /api/checkout means for the buyer, decided on the answer's code:
 * - 'signin': the session is gone ('unauthenticated');
 * - 'refused': the server's message (sold out, closed, ...: core's CHECKOUT_REFUSAL_CODES) on
 *   Revisão, cart kept;
 * - 'provider': the payment provider failed ('payment_failed', 'customer_failed'): 'Erro no
 *   pagamento' and the failure page;
 * - 'retry' (no answer, an internal error, a code we do not know): the order may not be saved:
 *   'Erro ao processar pedido - Tente novamente', stay (the retry reuses the idempotency key).
 * An answer without a code is not ours (a proxy's error page): only then the status decides.
 */
export function checkoutFailure(failure: {
  status: number;
  code: string | null;
}): 'signin' | 'queue' | 'refused' | 'provider' | 'retry' {
  const { status, code } = failure;
  if (code === null) {
    if (status === 401) return 'signin';
    if (status === 502) return 'provider';
    return status >= 400 && status < 500 ? 'refused' : 'retry';
  }
  if (code === 'unauthenticated') return 'signin';
  if (code === QUEUE_REQUIRED_CODE) return 'queue';
  if (PROVIDER_FAILURES.has(code)) return 'provider';
  if (CHECKOUT_REFUSAL_CODES.has(code) || GENERIC_REFUSALS.has(code)) return 'refused';
  return 'retry';
}

/** Methods whose payment happens on the provider's page (opened in a new tab). */
export function opensInvoiceTab(method: PaymentMethod): boolean {
  return method === 'card' || method === 'boleto';
}

/** The waiting page of an order. */
export function waitingPath(orderId: string): string {
  return `/checkout/aguardando/${encodeURIComponent(orderId)}`;
}

export const FAILURE_PATH = '/checkout/failure?order_id=failed';

/** The step before `step` (Itens stays). */
export function previousStep(step: Step): Step {
  return step > 0 ? ((step - 1) as Step) : step;
}

/** The card plan chosen in Pagamento among the plans offered, or null (not card, or unknown). */
export function chosenPlan(
  plans: readonly InstallmentPlan[],
  payment: Pick<PaymentInput, 'method' | 'parcelas'> | null,
): InstallmentPlan | null {
  return payment?.method === 'card' ? (plans.find((p) => p.parcelas === payment.parcelas) ?? null) : null;
}

/** The plan the summary and Revisão show: only one of more than one installment. */
export function shownPlanOf(plan: InstallmentPlan | null): InstallmentPlan | null {
  return plan && plan.parcelas > 1 ? plan : null;
}
