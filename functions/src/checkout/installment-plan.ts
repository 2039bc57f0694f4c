// The card plan of a checkout: the count the buyer chose, checked against the plans the admin's
// settings allow for the server-priced total (the browser's values are never used). A count that
// is not allowed, or installments with another method, is a 400 with a pt-BR message, before
// anything is reserved.
import {
  allowedPlan,
  installmentPlans,
  installmentsNotAllowedMessage,
  INSTALLMENTS_CARD_ONLY_MESSAGE,
  planFor,
  type InstallmentPlan,
  type InstallmentSettings,
} from '@gn/core/installments';
import type { PaymentMethod } from '@gn/core/payment';
import { checkoutFigureError } from './checkout-errors.ts';

export function chosenPlan(
  request: { method: PaymentMethod; parcelas: number },
  totalCentavos: number,
  settings: InstallmentSettings,
): InstallmentPlan {
  if (request.parcelas <= 1) return planFor(totalCentavos, 1, settings);
  if (request.method !== 'card') {
    throw checkoutFigureError('installmentsNotAllowed', INSTALLMENTS_CARD_ONLY_MESSAGE, 'bad_request');
  }
  const plan = allowedPlan(totalCentavos, request.parcelas, settings);
  if (plan) return plan;
  const message = installmentsNotAllowedMessage(request.parcelas, installmentPlans(totalCentavos, settings));
  throw checkoutFigureError('installmentsNotAllowed', message, 'bad_request');
}

/** What the Asaas create gets for a plan: nothing for 1x; each installment's value only with interest. */
export function chargeInstallments(
  plan: InstallmentPlan,
): { count: number; valueCentavos?: number } | undefined {
  if (plan.parcelas < 2) return undefined;
  return plan.juros > 0
    ? { count: plan.parcelas, valueCentavos: plan.valor_parcela }
    : { count: plan.parcelas };
}
