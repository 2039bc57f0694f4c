// The four cards of step 4 'Revisão': the items (with the named holders and the meia-entrada
// notice), the buyer, the payment method (and the card plan), and the totals.
import type { Cart } from '@gn/core/cart';
import { formatDateTime } from '@gn/core/dates';
import { planLabel, type InstallmentPlan } from '@gn/core/installments';
import { formatBRL } from '@gn/core/money';
import { linePrice } from '../line-price';
import { PAYMENT_METHOD_LABELS } from '@gn/core/payment';
import type { Totals } from '@gn/core/pricing';
import type { BuyerInput, HolderInput, PaymentInput } from '@gn/core/schemas/checkout';
import { MeiaNotice } from '../ui';
import { METHOD_EXPLANATIONS } from '../wizard';
import { MethodIcon } from './PaymentStep';
import { ReviewCard } from './step-kit';

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

function HolderList({ holders }: { holders: HolderInput[] }) {
  return (
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
  );
}

export function ReviewItems({
  cart,
  feeRate,
  holders,
  onEdit,
}: {
  cart: Cart;
  feeRate: number | null;
  holders: HolderInput[];
  onEdit: () => void;
}) {
  return (
    <ReviewCard title="Itens" action={<EditButton label="Alterar itens" onClick={onEdit} />}>
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
              {linePrice(item, feeRate).total}
            </span>
          </li>
        ))}
      </ul>
      {holders.length > 0 && <HolderList holders={holders} />}
      <MeiaNotice cart={cart} />
    </ReviewCard>
  );
}

export function ReviewBuyer({ buyer, onEdit }: { buyer: BuyerInput; onEdit: () => void }) {
  const lines = [
    ['Nome', buyer.nome],
    ['E-mail', buyer.email],
    ['CPF', buyer.cpf],
    ['Telefone', buyer.telefone],
  ] as const;
  return (
    <ReviewCard title="Comprador" action={<EditButton label="Alterar dados do comprador" onClick={onEdit} />}>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {lines.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="font-medium wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
    </ReviewCard>
  );
}

export function ReviewPayment({
  payment,
  plan,
  onEdit,
}: {
  payment: PaymentInput;
  plan: InstallmentPlan | null;
  onEdit: () => void;
}) {
  return (
    <ReviewCard title="Pagamento" action={<EditButton label="Alterar forma de pagamento" onClick={onEdit} />}>
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
  );
}

/**
 * One line of the totals. `emphasis` marks a total (its classes added to the line's): its label
 * then keeps the line's colour instead of the muted one.
 */
function TotalLine({ label, value, emphasis }: { label: string; value: string; emphasis?: string }) {
  return (
    <div className={emphasis ? `flex justify-between ${emphasis}` : 'flex justify-between'}>
      <dt className={emphasis ? undefined : 'text-ink-muted'}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

export function ReviewTotals({
  cart,
  totals,
  plan,
}: {
  cart: Cart;
  totals: Totals;
  plan: InstallmentPlan | null;
}) {
  return (
    <ReviewCard title="Total">
      <dl className="space-y-1 text-sm">
        <TotalLine label="Ingressos" value={formatBRL(totals.subtotal)} />
        <TotalLine label="Taxa de serviço" value={formatBRL(totals.fee)} />
        {totals.discount > 0 && (
          <TotalLine label={`Desconto (${cart.cupom})`} value={`− ${formatBRL(totals.discount)}`} />
        )}
        <TotalLine
          label="Total"
          value={formatBRL(totals.total)}
          emphasis="border-t border-line pt-2 text-base font-bold"
        />
        {plan && plan.juros > 0 && (
          <>
            <TotalLine label="Juros do parcelamento" value={formatBRL(plan.juros)} />
            <TotalLine label="Total no cartão" value={formatBRL(plan.total)} emphasis="font-semibold" />
          </>
        )}
      </dl>
      <p className="mt-3 text-xs text-ink-muted">
        O valor final é confirmado pelo servidor ao criar o pedido.
      </p>
    </ReviewCard>
  );
}
