// The review step's contract summary (core's contract-summary.ts, the same texts the confirmation
// e-mail repeats) from what the wizard holds: the cart's event and lines, the previewed totals,
// the chosen method and card plan, the event's terms and the company of this build.
import { DEFAULT_TRANSFER_DEADLINE_HOURS } from '@gn/core/box-office';
import { DEFAULT_CANCELLATION_POLICY } from '@gn/core/cancellation';
import type { Cart } from '@gn/core/cart';
import { contractSummary, type ContractSummary } from '@gn/core/contract-summary';
import type { InstallmentPlan } from '@gn/core/installments';
import type { Totals } from '@gn/core/pricing';
import type { PaymentInput } from '@gn/core/schemas/checkout';
import type { Seller } from '@gn/core/seller';
import type { CheckoutTerms } from './checkout-terms';

export interface CheckoutContractInput {
  cart: Cart;
  totals: Totals;
  payment: PaymentInput;
  /** the card plan chosen (null: one payment) */
  plan: InstallmentPlan | null;
  /** null when unreadable: the legal minimum (7 days, 48 h) and the default transfer deadline */
  terms: CheckoutTerms | null | undefined;
  seller: Seller | null;
}

function startOf(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The summary, or null for an empty cart (the step sends the buyer back to Itens then). */
export function checkoutContract(input: CheckoutContractInput): ContractSummary | null {
  const { cart, totals, plan, terms } = input;
  const first = cart.items[0];
  if (!first) return null;
  return contractSummary({
    event: { titulo: first.event_titulo, inicio: startOf(first.data_evento), local: first.local_evento },
    lines: cart.items.map((i) => ({ tipo: i.tipo_ingresso, qnt: i.qnt, tipo_preco: i.tipo_preco ?? null })),
    totals: { subtotal: totals.subtotal, taxas: totals.fee, desconto: totals.discount, total: totals.total },
    payment: {
      method: input.payment.method,
      parcelas: plan?.parcelas ?? 1,
      valor_parcela: plan?.valor_parcela ?? null,
      juros: plan?.juros ?? 0,
      total_cobrado: plan?.total ?? null,
    },
    cancellation: terms?.cancellation ?? DEFAULT_CANCELLATION_POLICY,
    transferDeadlineHours: terms?.transferDeadlineHours ?? DEFAULT_TRANSFER_DEADLINE_HOURS,
    seller: input.seller,
  });
}
