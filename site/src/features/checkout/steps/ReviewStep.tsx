// Step 4 'Revisão': items, buyer, method (and card installments) and totals; 'Confirmar pagamento' opens a dialog that
// says the payment gateway takes the buyer to a secure environment (Cancelar / Continuar).
import type { Cart } from '@gn/core/cart';
import { formatDateTime } from '@gn/core/dates';
import { planLabel, type InstallmentPlan } from '@gn/core/installments';
import { formatBRL } from '@gn/core/money';
import { PAYMENT_METHOD_LABELS } from '@gn/core/payment';
import type { Totals } from '@gn/core/pricing';
import type { BuyerInput, HolderInput, PaymentInput } from '@gn/core/schemas/checkout';
import { MeiaNotice, Modal, Spinner } from '../ui';
import { METHOD_EXPLANATIONS } from '../wizard';
import { MethodIcon } from './PaymentStep';
import { BackButton, ReviewCard, StepActions, StepHeading } from './step-kit';

const DIALOG_NOTES = {
  pix: 'Em seguida mostraremos o QR Code e o código PIX copia e cola.',
  card: 'A página segura do Asaas abrirá em uma nova aba para você digitar os dados do cartão.',
  boleto: 'O boleto abrirá em uma nova aba para você pagar ou imprimir.',
} as const;

function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="rounded-md px-2 py-1 text-sm font-semibold text-accent-ink hover:underline"
    >
      Alterar
    </button>
  );
}

function when(iso: string): string {
  try {
    return formatDateTime(iso);
  } catch {
    return '';
  }
}

export function ReviewStep({
  cart,
  buyer,
  holders,
  payment,
  plan,
  totals,
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
        <ReviewCard title="Itens" action={<EditButton label="Alterar itens" onClick={() => onEdit(0)} />}>
          <ul className="space-y-2">
            {cart.items.map((item, index) => (
              <li key={`${item.event_id}-${index}`} className="flex justify-between gap-4">
                <span className="min-w-0">
                  <span className="block font-semibold">{item.event_titulo}</span>
                  <span className="block text-sm text-ink-muted">
                    {item.qnt} × {item.tipo_ingresso}
                    {item.data_evento && ` · ${when(item.data_evento)}`}
                  </span>
                </span>
                <span className="font-semibold whitespace-nowrap tabular-nums">
                  {formatBRL(item.preco * item.qnt)}
                </span>
              </li>
            ))}
          </ul>
          {holders.length > 0 && (
            <div className="mt-4 border-t border-line pt-3" data-testid="review-holders">
              <p className="text-sm font-semibold">Titulares</p>
              <ol className="mt-1 space-y-0.5 text-sm text-ink-muted">
                {holders.map((h, i) => (
                  <li key={i}>
                    Ingresso {i + 1}: <span className="text-ink">{h.nome}</span>{' '}
                    <span className="whitespace-nowrap">· CPF {h.cpf}</span>
                  </li>
                ))}
              </ol>
            </div>
          )}
          <MeiaNotice cart={cart} />
        </ReviewCard>
        <ReviewCard
          title="Comprador"
          action={<EditButton label="Alterar dados do comprador" onClick={() => onEdit(1)} />}
        >
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {(
              [
                ['Nome', buyer.nome],
                ['E-mail', buyer.email],
                ['CPF', buyer.cpf],
                ['Telefone', buyer.telefone],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="min-w-0">
                <dt className="text-ink-muted">{label}</dt>
                <dd className="font-medium wrap-anywhere">{value}</dd>
              </div>
            ))}
          </dl>
        </ReviewCard>
        <ReviewCard
          title="Pagamento"
          action={<EditButton label="Alterar forma de pagamento" onClick={() => onEdit(2)} />}
        >
          <p className="flex items-center gap-3">
            <span className="flex size-9 items-center justify-center rounded-lg bg-surface-muted text-accent-ink">
              <MethodIcon method={payment.method} className="size-5" />
            </span>
            <span>
              <span className="block font-semibold">{PAYMENT_METHOD_LABELS[payment.method]}</span>
              <span className="block text-sm text-ink-muted">{METHOD_EXPLANATIONS[payment.method]}</span>
              {plan && (
                <span className="mt-1 block text-sm font-semibold" data-testid="revisao-parcelas">
                  {planLabel(plan)}
                </span>
              )}
            </span>
          </p>
        </ReviewCard>
        <ReviewCard title="Total">
          <dl className="space-y-1 text-sm">
            <div className="flex justify-between">
              <dt className="text-ink-muted">Subtotal</dt>
              <dd className="tabular-nums">{formatBRL(totals.subtotal)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-ink-muted">Taxa de serviço</dt>
              <dd className="tabular-nums">{formatBRL(totals.fee)}</dd>
            </div>
            {totals.discount > 0 && (
              <div className="flex justify-between">
                <dt className="text-ink-muted">Desconto ({cart.cupom})</dt>
                <dd className="tabular-nums">− {formatBRL(totals.discount)}</dd>
              </div>
            )}
            <div className="flex justify-between border-t border-line pt-2 text-base font-bold">
              <dt>Total</dt>
              <dd className="tabular-nums">{formatBRL(totals.total)}</dd>
            </div>
            {plan && plan.juros > 0 && (
              <>
                <div className="flex justify-between">
                  <dt className="text-ink-muted">Juros do parcelamento</dt>
                  <dd className="tabular-nums">{formatBRL(plan.juros)}</dd>
                </div>
                <div className="flex justify-between font-semibold">
                  <dt>Total no cartão</dt>
                  <dd className="tabular-nums">{formatBRL(plan.total)}</dd>
                </div>
              </>
            )}
          </dl>
          <p className="mt-3 text-xs text-ink-muted">
            O valor final é confirmado pelo servidor ao criar o pedido.
          </p>
        </ReviewCard>
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

      <Modal
        open={dialogOpen}
        onClose={onCloseDialog}
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
            onClick={onCloseDialog}
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
    </div>
  );
}
