// The wizard's current step: Itens, Dados (a spinner until the buyer's data load), Pagamento,
// Revisão, Confirmado; each step's form is its own file (steps/).
import { toast } from '../../ui/toasts';
import { cartTotals, clearCart, namesHolders, removeItem, updateQuantity, type Cart } from '@gn/core/cart';
import type { ContractSummary } from '@gn/core/contract-summary';
import type { InstallmentPlan } from '@gn/core/installments';
import type { BuyerInput, HolderInput, PaymentInput } from '@gn/core/schemas/checkout';
import type { PaymentMethod } from '@gn/core/payment';
import { PageSpinner } from '../session/RequireUser';
import { BuyerStep } from './steps/BuyerStep';
import { ConfirmedStep } from './steps/ConfirmedStep';
import { ItemsStep } from './steps/ItemsStep';
import { PaymentStep } from './steps/PaymentStep';
import { ReviewStep } from './steps/ReviewStep';
import { WIZARD_MESSAGES, holderRows, waitingPath, type Step } from './wizard';

export interface StepContentProps {
  step: Step;
  cart: Cart;
  updateCart: (change: (cart: Cart) => Cart) => void;
  defaults: BuyerInput | null;
  buyer: BuyerInput | null;
  holders: HolderInput[];
  payment: PaymentInput | null;
  methods: PaymentMethod[] | null;
  plans: InstallmentPlan[];
  shownPlan: InstallmentPlan | null;
  totals: ReturnType<typeof cartTotals>;
  /** the service fee rate the prices include; null while it loads */
  feeRate: number | null;
  /** the review step's contract summary (null until a method is chosen) */
  contract: ContractSummary | null;
  savingBuyer: boolean;
  dialogOpen: boolean;
  placing: boolean;
  placed: { orderId: string; invoiceUrl: string | null } | null;
  goTo: (step: Step) => void;
  back: () => void;
  /** false (and back to Itens) when another tab emptied the cart */
  requireItems: () => boolean;
  onBuyer: (values: BuyerInput, holders: HolderInput[]) => Promise<void>;
  onPayment: (value: PaymentInput) => void;
  setDialogOpen: (open: boolean) => void;
  onConfirm: () => void;
}

export function StepContent(p: StepContentProps) {
  const { cart, updateCart } = p;
  switch (p.step) {
    case 0:
      return (
        <ItemsStep
          cart={cart}
          feeRate={p.feeRate}
          onQuantity={(index, quantity) => updateCart((c) => updateQuantity(c, index, quantity))}
          onRemove={(index) => updateCart((c) => removeItem(c, index))}
          onClear={() => {
            updateCart(() => clearCart());
            toast.success(WIZARD_MESSAGES.cartCleared);
          }}
          onContinue={() => {
            if (p.requireItems()) p.goTo(1);
          }}
        />
      );
    case 1:
      return p.defaults ? (
        <BuyerStep
          defaults={p.buyer ?? p.defaults}
          holders={holderRows(cart, p.holders, p.buyer ?? p.defaults)}
          busy={p.savingBuyer}
          onBack={p.back}
          onSubmit={p.onBuyer}
        />
      ) : (
        <PageSpinner label="Carregando seus dados..." />
      );
    case 2:
      return (
        <PaymentStep
          defaults={p.payment}
          methods={p.methods}
          plans={p.plans}
          onBack={p.back}
          onSubmit={p.onPayment}
        />
      );
    case 3:
      return p.buyer && p.payment ? (
        <ReviewStep
          cart={cart}
          buyer={p.buyer}
          holders={namesHolders(cart) ? p.holders : []}
          payment={p.payment}
          plan={p.shownPlan}
          totals={p.totals}
          feeRate={p.feeRate}
          contract={p.contract}
          dialogOpen={p.dialogOpen}
          busy={p.placing}
          onEdit={p.goTo}
          onBack={p.back}
          onOpenDialog={() => {
            if (p.requireItems()) p.setDialogOpen(true);
          }}
          onCloseDialog={() => p.setDialogOpen(false)}
          onConfirm={p.onConfirm}
        />
      ) : null;
    case 4:
      return (
        p.placed && (
          <ConfirmedStep invoiceUrl={p.placed.invoiceUrl} waitingHref={waitingPath(p.placed.orderId)} />
        )
      );
  }
}
