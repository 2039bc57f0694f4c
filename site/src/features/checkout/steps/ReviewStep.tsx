// Step 4 'Revisão': items, buyer, method (and card installments) and totals, then the contract's
// summary (ContractSummaryCard.tsx); 'Confirmar pagamento' opens a dialog that
// says the payment gateway takes the buyer to a secure environment (Cancelar / Continuar).
// The cards are in ReviewCards.tsx.
import type { Cart } from '@gn/core/cart';
import type { ContractSummary } from '@gn/core/contract-summary';
import type { InstallmentPlan } from '@gn/core/installments';
import { formatBRL } from '@gn/core/money';
import type { Totals } from '@gn/core/pricing';
import type { BuyerInput, HolderInput, PaymentInput } from '@gn/core/schemas/checkout';
import { Modal, Spinner } from '../ui';
import { ContractSummaryCard } from './ContractSummaryCard';
import { ReviewBuyer, ReviewItems, ReviewPayment, ReviewTotals } from './ReviewCards';
import { BackButton, StepActions, StepHeading } from './step-kit';

const DIALOG_NOTES = {
  pix: 'Em seguida mostraremos o QR Code e o código PIX copia e cola.',
  card: 'A página segura do Asaas abrirá em uma nova aba para você digitar os dados do cartão.',
  boleto: 'O boleto abrirá em uma nova aba para você pagar ou imprimir.',
} as const;

/** 'Ir para o pagamento seguro': the amount (and installments), what happens next, Cancelar / Continuar. */
function SecurePaymentDialog({
  open,
  busy,
  payment,
  plan,
  totals,
  onClose,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  payment: PaymentInput;
  plan: InstallmentPlan | null;
  totals: Totals;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Ir para o pagamento seguro"
      labelledBy="dialogo-pagamento-titulo"
      busy={busy}
    >
      <p className="mt-3 text-sm text-ink-muted">
        O gateway de pagamento levará você a um ambiente seguro para concluir o pagamento de{' '}
        <strong className="text-ink">{formatBRL(plan?.total ?? totals.total)}</strong>
        {plan && ` em ${plan.parcelas}x`}.
      </p>
      <p className="mt-2 text-sm text-ink-muted">{DIALOG_NOTES[payment.method]}</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onClose}
          disabled={busy}
          className="gn-btn-secondary disabled:opacity-60"
        >
          Cancelar
        </button>
        <button
          type="button"
          data-autofocus
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
          className="gn-btn-primary disabled:cursor-wait disabled:opacity-80"
        >
          {busy && <Spinner />}
          {busy ? 'Processando...' : 'Continuar'}
        </button>
      </div>
    </Modal>
  );
}

export function ReviewStep({
  cart,
  buyer,
  holders,
  payment,
  plan,
  totals,
  feeRate,
  contract,
  dialogOpen,
  busy,
  onEdit,
  onBack,
  onOpenDialog,
  onCloseDialog,
  onConfirm,
}: {
  cart: Cart;
  buyer: BuyerInput;
  /** named tickets' holders, in ticket order (empty when the event does not name them) */
  holders: HolderInput[];
  payment: PaymentInput;
  /** the card plan chosen, when in installments (null: one payment) */
  plan: InstallmentPlan | null;
  totals: Totals;
  /** the service fee rate the lines' prices include; null while it loads */
  feeRate: number | null;
  /** what the buyer agrees to (Decreto 7.962/2013, art. 4º), shown before the button */
  contract: ContractSummary | null;
  dialogOpen: boolean;
  busy: boolean;
  onEdit: (step: 0 | 1 | 2) => void;
  onBack: () => void;
  onOpenDialog: () => void;
  onCloseDialog: () => void;
  onConfirm: () => void;
}) {
  return (
    <div>
      <StepHeading>Revise seu pedido</StepHeading>
      <div className="mt-5 grid gap-4">
        <ReviewItems cart={cart} feeRate={feeRate} holders={holders} onEdit={() => onEdit(0)} />
        <ReviewBuyer buyer={buyer} onEdit={() => onEdit(1)} />
        <ReviewPayment payment={payment} plan={plan} onEdit={() => onEdit(2)} />
        <ReviewTotals cart={cart} totals={totals} plan={plan} />
        {contract && <ContractSummaryCard summary={contract} />}
      </div>
      <StepActions>
        <BackButton onClick={onBack} disabled={busy} />
        <button
          type="button"
          onClick={onOpenDialog}
          disabled={busy}
          className="gn-btn-primary disabled:opacity-80 sm:ml-auto"
        >
          Confirmar pagamento
        </button>
      </StepActions>
      <SecurePaymentDialog
        open={dialogOpen}
        busy={busy}
        payment={payment}
        plan={plan}
        totals={totals}
        onClose={onCloseDialog}
        onConfirm={onConfirm}
      />
    </div>
  );
}
