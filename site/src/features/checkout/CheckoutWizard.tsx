// The /checkout island: guard, then the five-step wizard (Itens, Dados, Pagamento, Revisão,
// Confirmado) beside the order summary. The order itself is made by the server (POST
// /api/checkout): the browser sends ids, quantities, coupon, buyer and method, never a price.
// The wizard's state lives here; the effects are in use-checkout-data.ts, the server steps in
// wizard-actions.ts, the current step's form in StepContent.tsx (steps/), the rules in wizard.ts.
import { useMemo, useRef, useState } from 'react';
import { toast } from '../../ui/toasts';
import { applyCoupon, cartTotals, removeCoupon, type Cart } from '@gn/core/cart';
import {
  EMPTY_CART_MESSAGE,
  type BuyerInput,
  type HolderInput,
  type PaymentInput,
} from '@gn/core/schemas/checkout';
import { installmentPlans } from '@gn/core/installments';
import { DEFAULT_FEE_RATE } from '@gn/core/pricing';
import type { Seller } from '@gn/core/seller';
import type { SessionUser } from '../session/session';
import { RequireUser } from '../session/RequireUser';
import { checkCoupon } from './checkout-api';
import { checkoutContract } from './contract';
import { MobileTotalBar, OrderSummary } from './OrderSummary';
import { StepContent } from './StepContent';
import { StepIndicator } from './StepIndicator';
import { STEP_HEADING_ID } from './steps/step-kit';
import { useStoredCart } from '../cart/use-cart';
import { useBuyerDefaults, useCheckoutTerms, useStepFocus } from './use-checkout-data';
import { placeOrder, registerBuyer } from './wizard-actions';
import { chosenPlan, previousStep, requestLines, shownPlanOf, type Step } from './wizard';

/** `seller`: the company of this build (site_settings/company), for the contract summary. */
export default function CheckoutPage({ seller = null }: { seller?: Seller | null }) {
  return <RequireUser>{(user) => <CheckoutWizard user={user} seller={seller} />}</RequireUser>;
}

function CheckoutWizard({ user, seller }: { user: SessionUser; seller: Seller | null }) {
  const [cart, updateCart] = useStoredCart();
  const [step, setStep] = useState<Step>(0);
  const defaults = useBuyerDefaults(user);
  const [buyer, setBuyer] = useState<BuyerInput | null>(null);
  // Named tickets: what was typed for each holder (kept when going back and forth).
  const [holders, setHolders] = useState<HolderInput[]>([]);
  const [payment, setPayment] = useState<PaymentInput | null>(null);
  const [savingBuyer, setSavingBuyer] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState<{ orderId: string; invoiceUrl: string | null; cart: Cart } | null>(
    null,
  );
  /** The buyer data last registered with the provider: going back and forth does not call again. */
  const registeredBuyer = useRef<string | null>(null);
  useStepFocus(step);

  // Once the order exists the stored cart is cleared; the summary keeps showing what was bought.
  const shownCart = placed?.cart ?? cart;
  const terms = useCheckoutTerms(shownCart.items[0]?.event_id ?? null);
  const feeRate = terms === undefined ? undefined : (terms?.feeRate ?? null);
  // The rate the lines' prices include (cartTotals' own default when the event has no terms).
  const shownRate = feeRate === undefined ? null : (feeRate ?? DEFAULT_FEE_RATE);
  const totals = useMemo(() => cartTotals(cart, feeRate ?? null), [cart, feeRate]);
  const shownTotals = useMemo(() => cartTotals(shownCart, feeRate ?? null), [shownCart, feeRate]);
  // The card plans for the previewed total (the server prices its own); 1x only while unknown.
  const plans = useMemo(
    () => (terms ? installmentPlans(totals.total, terms.installments) : []),
    [terms, totals.total],
  );
  const plan = chosenPlan(plans, payment);
  const shownPlan = shownPlanOf(plan);
  const contract = useMemo(
    () => payment && checkoutContract({ cart, totals, payment, plan: shownPlan, terms, seller }),
    [cart, totals, payment, shownPlan, terms, seller],
  );

  /** Steps after Itens need a cart with lines (another tab may have emptied it). */
  function requireItems(current: Cart): boolean {
    if (current.items.length > 0) return true;
    toast.error(EMPTY_CART_MESSAGE);
    setStep(0);
    return false;
  }

  async function submitBuyer(values: BuyerInput, typedHolders: HolderInput[]) {
    if (!requireItems(cart)) return;
    if (!(await registerBuyer(values, registeredBuyer, setSavingBuyer))) return;
    setBuyer(values);
    setHolders(typedHolders);
    setStep(2);
  }

  function confirm() {
    if (placing || !buyer || !payment) return;
    if (!requireItems(cart)) {
      setDialogOpen(false);
      return;
    }
    const setters = { updateCart, setPlacing, setDialogOpen, setPlaced, setStep };
    void placeOrder({ cart, buyer, payment, holders, plan, ...setters });
  }

  /** The coupon box: the server checks the code against the cart; its terms go in the cart. */
  async function applyTypedCoupon(code: string): Promise<string> {
    const answer = await checkCoupon({ codigo: code, items: requestLines(cart) });
    updateCart((c) => applyCoupon(c, answer.termos));
    return answer.mensagem;
  }

  return (
    <>
      <StepIndicator step={step} />
      <div className="mt-8 grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby={STEP_HEADING_ID} data-step={step}>
          <StepContent
            {...{ step, cart, updateCart, defaults, buyer, holders, payment, plans, shownPlan, totals }}
            feeRate={shownRate}
            {...{ savingBuyer, dialogOpen, placing, placed, setDialogOpen, contract }}
            methods={terms?.methods ?? null}
            goTo={setStep}
            back={() => setStep(previousStep)}
            requireItems={() => requireItems(cart)}
            onBuyer={submitBuyer}
            onPayment={(value) => {
              setPayment(value);
              setStep(3);
            }}
            onConfirm={confirm}
          />
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
      <MobileTotalBar total={shownTotals.total} fee={shownTotals.fee} loading={feeRate === undefined} />
    </>
  );
}
