// The /checkout island: guard, then the five-step wizard (Itens, Dados, Pagamento, Revisão,
// Confirmado) beside the order summary. The order itself is made by the server (POST
// /api/checkout): the browser sends ids, quantities, coupon, buyer and method, never a price.
// Just over 300 lines: the wizard's state and the step handlers belong together; each step's form
// is its own file (steps/), the rules are in wizard.ts.
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  applyCoupon,
  cartTotals,
  clearCart,
  removeCoupon,
  removeItem,
  updateQuantity,
  type Cart,
} from '@gn/core/cart';
import {
  EMPTY_CART_MESSAGE,
  type BuyerInput,
  type HolderInput,
  type PaymentInput,
} from '@gn/core/schemas/checkout';
import { installmentPlans } from '@gn/core/installments';
import { AppToaster } from '../../ui/AppToaster';
import { redirectToSignIn, type SessionUser } from '../session/session';
import { PageSpinner, RequireUser } from '../session/RequireUser';
import { setFlash } from '../session/flash';
import { ApiCallError } from '../session/api-client';
import { loadBuyerDefaults } from './buyer-defaults';
import { checkCoupon, createPaymentCustomer, startCheckout } from './checkout-api';
import { fetchCheckoutTerms, type CheckoutTerms } from './checkout-terms';
import {
  forgetIdempotencyKey,
  idempotencyKeyFor,
  keepKeyAfterError,
  purchaseFingerprint,
} from './idempotency';
import { MobileTotalBar, OrderSummary } from './OrderSummary';
import { StepIndicator } from './StepIndicator';
import { BuyerStep } from './steps/BuyerStep';
import { ConfirmedStep } from './steps/ConfirmedStep';
import { ItemsStep } from './steps/ItemsStep';
import { PaymentStep } from './steps/PaymentStep';
import { ReviewStep } from './steps/ReviewStep';
import { STEP_HEADING_ID } from './steps/step-kit';
import { useStoredCart } from '../cart/use-cart';
import { admissionFor, queuePath } from '../../lib/queue-admission';
import {
  WIZARD_MESSAGES,
  checkoutFailure,
  checkoutRequest,
  holderRows,
  FAILURE_PATH,
  opensInvoiceTab,
  requestLines,
  waitingPath,
  type Step,
} from './wizard';
import { CHECKOUT_FIGURE_CODES } from '@gn/core/checkout-rules';

const COUPON_REFUSED = CHECKOUT_FIGURE_CODES.couponRefused;

/** How long 'Confirmado' shows before the waiting page. */
const CONFIRMED_PAUSE_MS = 1200;

export default function CheckoutPage() {
  return (
    <>
      <AppToaster />
      <RequireUser>{(user) => <CheckoutWizard user={user} />}</RequireUser>
    </>
  );
}

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

function CheckoutWizard({ user }: { user: SessionUser }) {
  const [cart, updateCart] = useStoredCart();
  const [step, setStep] = useState<Step>(0);
  const [defaults, setDefaults] = useState<BuyerInput | null>(null);
  const [buyer, setBuyer] = useState<BuyerInput | null>(null);
  // Named tickets: what was typed for each holder (kept when going back and forth).
  const [holders, setHolders] = useState<HolderInput[]>([]);
  const [payment, setPayment] = useState<PaymentInput | null>(null);
  // undefined while loading; null when unreadable (the server's answer decides then).
  const [terms, setTerms] = useState<CheckoutTerms | null | undefined>(undefined);
  const feeRate = terms === undefined ? undefined : (terms?.feeRate ?? null);
  const [savingBuyer, setSavingBuyer] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState<{ orderId: string; invoiceUrl: string | null; cart: Cart } | null>(
    null,
  );
  /** The buyer data last registered with the provider: going back and forth does not call again. */
  const registeredBuyer = useRef<string | null>(null);
  const firstRender = useRef(true);

  const totals = useMemo(() => cartTotals(cart, feeRate ?? null), [cart, feeRate]);
  // Once the order exists the stored cart is cleared; the summary keeps showing what was bought.
  const shownCart = placed?.cart ?? cart;
  const eventId = shownCart.items[0]?.event_id ?? null;
  const shownTotals = useMemo(() => cartTotals(shownCart, feeRate ?? null), [shownCart, feeRate]);
  // The card plans for the previewed total (the server prices its own); 1x only while unknown.
  const plans = useMemo(
    () => (terms ? installmentPlans(totals.total, terms.installments) : []),
    [terms, totals.total],
  );
  const plan =
    payment?.method === 'card' ? (plans.find((p) => p.parcelas === payment.parcelas) ?? null) : null;
  const shownPlan = plan && plan.parcelas > 1 ? plan : null;

  useEffect(() => {
    let live = true;
    void loadBuyerDefaults(user.uid, user.email).then((value) => {
      if (live) setDefaults(value);
    });
    return () => {
      live = false;
    };
  }, [user.uid, user.email]);

  useEffect(() => {
    if (!eventId) {
      setTerms(null);
      return;
    }
    const controller = new AbortController();
    setTerms(undefined);
    void fetchCheckoutTerms(eventId, controller.signal).then((value) => {
      if (!controller.signal.aborted) setTerms(value);
    });
    return () => controller.abort();
  }, [eventId]);

  // A new step: its heading takes the focus (screen readers announce it) and the page scrolls up.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById(STEP_HEADING_ID)?.focus({ preventScroll: true });
    document.getElementById('checkout')?.scrollIntoView({ block: 'start' });
  }, [step]);

  const goTo = (next: Step) => setStep(next);
  const back = () => setStep((s) => (s > 0 ? ((s - 1) as Step) : s));

  /** Steps after Itens need a cart with lines (another tab may have emptied it). */
  function requireItems(current: Cart): boolean {
    if (current.items.length > 0) return true;
    toast.error(EMPTY_CART_MESSAGE);
    setStep(0);
    return false;
  }

  async function submitBuyer(values: BuyerInput, typedHolders: HolderInput[]) {
    if (!requireItems(cart)) return;
    const key = JSON.stringify(values);
    if (registeredBuyer.current !== key) {
      setSavingBuyer(true);
      try {
        await createPaymentCustomer(values);
        registeredBuyer.current = key;
      } catch (error) {
        console.error('Falha ao registrar o comprador', error);
        if (error instanceof ApiCallError && error.status === 401) {
          redirectToSignIn({ returnTo: '/checkout' });
          return;
        }
        toast.error(messageOf(error, WIZARD_MESSAGES.customerFailed));
        return;
      } finally {
        setSavingBuyer(false);
      }
    }
    setBuyer(values);
    setHolders(typedHolders);
    goTo(2);
  }

  async function placeOrder() {
    if (placing || !buyer || !payment) return;
    if (!requireItems(cart)) {
      setDialogOpen(false);
      return;
    }
    // Inside the click's task, or the browser blocks the new tab.
    const tab = opensInvoiceTab(payment.method) ? openPendingTab() : null;
    setPlacing(true);
    const request = checkoutRequest(cart, buyer, payment.method, holders, plan?.parcelas ?? 1);
    const idempotencyKey = idempotencyKeyFor(purchaseFingerprint(request), sessionStorage);
    // A high-demand event's admission from the virtual queue (none: the server says if one is needed).
    const cartEventId = cart.items[0]?.event_id;
    const admissao = admissionFor(cartEventId) ?? undefined;
    try {
      const answer = await startCheckout({ ...request, idempotencyKey, admissao });
      forgetIdempotencyKey(sessionStorage);
      updateCart(() => clearCart());
      const invoiceUrl = opensInvoiceTab(payment.method) ? answer.invoiceUrl : null;
      if (tab) {
        if (invoiceUrl) {
          tab.opener = null;
          tab.location.href = invoiceUrl;
        } else {
          tab.close();
        }
      }
      setDialogOpen(false);
      setPlaced({ orderId: answer.orderId, invoiceUrl, cart });
      setStep(4);
      setTimeout(() => window.location.assign(waitingPath(answer.orderId)), CONFIRMED_PAUSE_MS);
    } catch (error) {
      tab?.close();
      console.error('Falha ao criar o pedido', error);
      const status = error instanceof ApiCallError ? error.status : 0;
      const code = error instanceof ApiCallError ? error.code : null;
      if (!keepKeyAfterError(status)) forgetIdempotencyKey(sessionStorage);
      setPlacing(false);
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
          setDialogOpen(false);
          // A coupon that stopped applying (expired, used up) leaves the cart: the summary then
          // shows the total the buyer would pay without it.
          if (code === COUPON_REFUSED) updateCart((c) => removeCoupon(c));
          toast.error(messageOf(error, WIZARD_MESSAGES.orderSaveFailed));
          return;
        case 'retry':
          setDialogOpen(false);
          toast.error(WIZARD_MESSAGES.orderSaveFailed);
          return;
      }
    }
  }

  /** The coupon box: the server checks the code against the cart; its terms go in the cart. */
  async function applyTypedCoupon(code: string): Promise<string> {
    const answer = await checkCoupon({ codigo: code, items: requestLines(cart) });
    updateCart((c) => applyCoupon(c, answer.termos));
    return answer.mensagem;
  }

  let content;
  switch (step) {
    case 0:
      content = (
        <ItemsStep
          cart={cart}
          onQuantity={(index, quantity) => updateCart((c) => updateQuantity(c, index, quantity))}
          onRemove={(index) => updateCart((c) => removeItem(c, index))}
          onClear={() => {
            updateCart(() => clearCart());
            toast.success(WIZARD_MESSAGES.cartCleared);
          }}
          onContinue={() => {
            if (requireItems(cart)) goTo(1);
          }}
        />
      );
      break;
    case 1:
      content = defaults ? (
        <BuyerStep
          defaults={buyer ?? defaults}
          holders={holderRows(cart, holders, buyer ?? defaults)}
          busy={savingBuyer}
          onBack={back}
          onSubmit={submitBuyer}
        />
      ) : (
        <PageSpinner label="Carregando seus dados..." />
      );
      break;
    case 2:
      content = (
        <PaymentStep
          defaults={payment}
          methods={terms?.methods ?? null}
          plans={plans}
          onBack={back}
          onSubmit={(value) => {
            setPayment(value);
            goTo(3);
          }}
        />
      );
      break;
    case 3:
      content =
        buyer && payment ? (
          <ReviewStep
            cart={cart}
            buyer={buyer}
            holders={cart.ingresso_nominal ? holders : []}
            payment={payment}
            plan={shownPlan}
            totals={totals}
            dialogOpen={dialogOpen}
            busy={placing}
            onEdit={goTo}
            onBack={back}
            onOpenDialog={() => {
              if (requireItems(cart)) setDialogOpen(true);
            }}
            onCloseDialog={() => setDialogOpen(false)}
            onConfirm={() => void placeOrder()}
          />
        ) : null;
      break;
    case 4:
      content = placed && (
        <ConfirmedStep invoiceUrl={placed.invoiceUrl} waitingHref={waitingPath(placed.orderId)} />
      );
      break;
  }

  return (
    <>
      <StepIndicator step={step} />
      <div className="mt-8 grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby={STEP_HEADING_ID} data-step={step}>
          {content}
        </section>
        <aside className="lg:sticky lg:top-24">
          <OrderSummary
            cart={shownCart}
            totals={shownTotals}
            feeRate={feeRate ?? null}
            loadingFee={feeRate === undefined}
            locked={placing || step === 4}
            onApplyCoupon={applyTypedCoupon}
            onRemoveCoupon={() => updateCart((c) => removeCoupon(c))}
            plan={shownPlan}
          />
        </aside>
      </div>
      {/* Room for the fixed bar, so that it never covers the last buttons. */}
      <div className="h-20 lg:hidden" aria-hidden="true" />
      <MobileTotalBar total={shownTotals.total} loading={feeRate === undefined} />
    </>
  );
}
