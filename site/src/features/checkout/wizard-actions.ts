// The wizard's two server steps, outside React: registering the buyer with the payment provider
// (Dados → Pagamento) and placing the order (Revisão's dialog), with what each failure leads to.
// The wizard hands each one its state and setters.
import { toast } from '../../ui/toasts';
import { clearCart, removeCoupon, type Cart } from '@gn/core/cart';
import { CHECKOUT_FIGURE_CODES } from '@gn/core/checkout-rules';
import type { InstallmentPlan } from '@gn/core/installments';
import type { BuyerInput, HolderInput, PaymentInput } from '@gn/core/schemas/checkout';
import { redirectToSignIn } from '../session/session';
import { setFlash } from '../session/flash';
import { ApiCallError } from '../session/api-client';
import { admissionFor, queuePath } from '../../lib/queue-admission';
import { createPaymentCustomer, startCheckout } from './checkout-api';
import {
  forgetIdempotencyKey,
  idempotencyKeyFor,
  keepKeyAfterError,
  purchaseFingerprint,
} from './idempotency';
import {
  WIZARD_MESSAGES,
  checkoutFailure,
  checkoutRequest,
  FAILURE_PATH,
  opensInvoiceTab,
  waitingPath,
  type Step,
} from './wizard';

const COUPON_REFUSED = CHECKOUT_FIGURE_CODES.couponRefused;

/** How long 'Confirmado' shows before the waiting page. */
const CONFIRMED_PAUSE_MS = 1200;

/** The server's message when it sent one, else `fallback`. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiCallError && error.code !== null ? error.message : fallback;
}

/** A blank tab opened inside the click (popup blockers allow that), pointed at the invoice later. */
function openPendingTab(): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  try {
    tab.document.title = 'Abrindo o pagamento...';
    tab.document.body.style.fontFamily = 'system-ui, sans-serif';
    tab.document.body.textContent = 'Abrindo a página de pagamento segura...';
  } catch {
    /* a browser that gives no access to the blank tab: it still navigates below */
  }
  return tab;
}

/**
 * Registers the buyer with the provider unless these very data were registered already (`registered`
 * holds the last ones). True when the wizard may go on to Pagamento.
 */
export async function registerBuyer(
  values: BuyerInput,
  registered: { current: string | null },
  setSaving: (saving: boolean) => void,
): Promise<boolean> {
  const key = JSON.stringify(values);
  if (registered.current === key) return true;
  setSaving(true);
  try {
    await createPaymentCustomer(values);
    registered.current = key;
    return true;
  } catch (error) {
    console.error('Falha ao registrar o comprador', error);
    if (error instanceof ApiCallError && error.status === 401) {
      redirectToSignIn({ returnTo: '/checkout' });
      return false;
    }
    toast.error(messageOf(error, WIZARD_MESSAGES.customerFailed));
    return false;
  } finally {
    setSaving(false);
  }
}

export interface PlaceOrderInput {
  cart: Cart;
  buyer: BuyerInput;
  payment: PaymentInput;
  holders: HolderInput[];
  plan: InstallmentPlan | null;
  updateCart: (change: (cart: Cart) => Cart) => void;
  setPlacing: (placing: boolean) => void;
  setDialogOpen: (open: boolean) => void;
  setPlaced: (placed: { orderId: string; invoiceUrl: string | null; cart: Cart }) => void;
  setStep: (step: Step) => void;
}

/** A failed POST /api/checkout: sign in again, the queue, the failure page, or stay with a toast. */
function afterFailure(error: unknown, cartEventId: string | undefined, input: PlaceOrderInput): void {
  const status = error instanceof ApiCallError ? error.status : 0;
  const code = error instanceof ApiCallError ? error.code : null;
  if (!keepKeyAfterError(status)) forgetIdempotencyKey(sessionStorage);
  input.setPlacing(false);
  switch (checkoutFailure({ status, code })) {
    case 'signin':
      redirectToSignIn({ returnTo: '/checkout' });
      return;
    case 'queue':
      setFlash({ type: 'error', message: messageOf(error, WIZARD_MESSAGES.orderSaveFailed) });
      window.location.assign(cartEventId ? queuePath(cartEventId) : '/eventos');
      return;
    case 'provider':
      toast.error(WIZARD_MESSAGES.paymentFailed);
      setFlash({ type: 'error', message: WIZARD_MESSAGES.paymentFailed });
      window.location.assign(FAILURE_PATH);
      return;
    case 'refused':
      input.setDialogOpen(false);
      // A coupon that stopped applying (expired, used up) leaves the cart: the summary then
      // shows the total the buyer would pay without it.
      if (code === COUPON_REFUSED) input.updateCart((c) => removeCoupon(c));
      toast.error(messageOf(error, WIZARD_MESSAGES.orderSaveFailed));
      return;
    case 'retry':
      input.setDialogOpen(false);
      toast.error(WIZARD_MESSAGES.orderSaveFailed);
      return;
  }
}

/** POST /api/checkout with the cart's ids, then 'Confirmado' and the waiting page. */
export async function placeOrder(input: PlaceOrderInput): Promise<void> {
  const { cart, buyer, payment } = input;
  // Inside the click's task, or the browser blocks the new tab.
  const tab = opensInvoiceTab(payment.method) ? openPendingTab() : null;
  input.setPlacing(true);
  const request = checkoutRequest(cart, buyer, payment.method, input.holders, input.plan?.parcelas ?? 1);
  const idempotencyKey = idempotencyKeyFor(purchaseFingerprint(request), sessionStorage);
  // A high-demand event's admission from the virtual queue (none: the server says if one is needed).
  const cartEventId = cart.items[0]?.event_id;
  const admissao = admissionFor(cartEventId) ?? undefined;
  try {
    const answer = await startCheckout({ ...request, idempotencyKey, admissao });
    forgetIdempotencyKey(sessionStorage);
    input.updateCart(() => clearCart());
    const invoiceUrl = opensInvoiceTab(payment.method) ? answer.invoiceUrl : null;
    if (tab) {
      if (invoiceUrl) {
        tab.opener = null;
        tab.location.href = invoiceUrl;
      } else {
        tab.close();
      }
    }
    input.setDialogOpen(false);
    input.setPlaced({ orderId: answer.orderId, invoiceUrl, cart });
    input.setStep(4);
    setTimeout(() => window.location.assign(waitingPath(answer.orderId)), CONFIRMED_PAUSE_MS);
  } catch (error) {
    tab?.close();
    console.error('Falha ao criar o pedido', error);
    afterFailure(error, cartEventId, input);
  }
}
