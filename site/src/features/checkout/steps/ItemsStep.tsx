// Step 1 'Itens': the cart lines, each with its price (service fee included and itemised), its quantity (within the event's limit per order) and
// removable, the meia-entrada notice when due, 'Limpar carrinho' and 'Continuar'.
import { cartItemCount, cartLimit, MAX_QUANTITY, type Cart } from '@gn/core/cart';
import { quantityStep } from '@gn/core/wheelchair';
import { perOrderLimitError } from '@gn/core/box-office';
import { formatDateTime } from '@gn/core/dates';
import { linePrice } from '../line-price';
import { StepActions, StepHeading } from './step-kit';
import { ShoppingCart, Trash2 } from 'lucide-react';
import { MeiaNotice } from '../ui';
import { QuantityStepper } from '../../../ui/forms/QuantityStepper';

function safeDate(iso: string): string | null {
  try {
    return formatDateTime(iso);
  } catch {
    return null;
  }
}

export function ItemsStep({
  cart,
  feeRate,
  onQuantity,
  onRemove,
  onClear,
  onContinue,
}: {
  cart: Cart;
  /** the event's service fee rate, null while it loads: each price includes its fee */
  feeRate: number | null;
  onQuantity: (index: number, quantity: number) => void;
  onRemove: (index: number) => void;
  onClear: () => void;
  onContinue: () => void;
}) {
  const empty = cart.items.length === 0;
  const limit = cartLimit(cart);
  const full = cartItemCount(cart) >= limit;
  const limitId = 'checkout-order-limit';
  return (
    <div>
      <StepHeading>Itens do pedido</StepHeading>
      {empty ? (
        <div className="mt-5 flex flex-col items-center rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
          <span
            className="flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent-ink"
            aria-hidden="true"
          >
            <ShoppingCart className="size-7" />
          </span>
          <p className="mt-4 text-lg font-bold">Seu carrinho está vazio</p>
          <p className="mt-1 text-sm text-ink-muted">
            Escolha um evento e o tipo de ingresso para continuar.
          </p>
          <a href="/eventos" className="gn-btn-primary mt-6">
            Ver eventos
          </a>
        </div>
      ) : (
        <ul className="mt-5 space-y-3">
          {cart.items.map((item, index) => {
            const when = safeDate(item.data_evento);
            // A wheelchair space's line moves in pairs (the user and the companion).
            const step = quantityStep(item.tipo_preco);
            const price = linePrice(item, feeRate);
            return (
              <li
                key={`${item.event_id}-${item.item_id}-${index}`}
                className="relative flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:flex-row sm:items-center sm:p-5"
              >
                <div className="min-w-0 flex-1 pr-10 sm:pr-0">
                  <a
                    href={`/eventos/${item.event_slug}`}
                    className="font-bold text-ink hover:text-accent-ink hover:underline"
                  >
                    {item.event_titulo}
                  </a>
                  <p className="mt-0.5 text-sm font-medium text-accent-ink">{item.tipo_ingresso}</p>
                  <p className="mt-1 text-sm text-ink-muted">
                    {when && <span>{when}</span>}
                    {when && item.local_evento && <span aria-hidden="true"> · </span>}
                    {item.local_evento}
                  </p>
                </div>
                <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end sm:gap-1.5">
                  <QuantityStepper
                    label={item.tipo_ingresso}
                    value={item.qnt}
                    min={step}
                    step={step}
                    onChange={(n) => onQuantity(index, n)}
                    canIncrease={cartItemCount(cart) + step <= limit && item.qnt + step <= MAX_QUANTITY}
                    reasonId={full ? limitId : undefined}
                  />
                  <p className="text-right">
                    <span className="block text-xs text-ink-muted">
                      {item.qnt} × {price.each}
                    </span>
                    <span className="font-bold tabular-nums">{price.total}</span>
                    {price.note && <span className="block text-xs text-ink-muted">{price.note} cada</span>}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => onRemove(index)}
                  aria-label={`Remover ${item.event_titulo} - ${item.tipo_ingresso}`}
                  className="gn-btn-icon absolute top-2 right-2 hover:text-danger sm:static"
                >
                  <Trash2 className="size-5" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {!empty && (
        <p id={limitId} className="mt-3 text-sm text-ink-muted">
          {full ? perOrderLimitError(limit + 1, limit) : `Até ${limit} ingressos por pedido.`}
        </p>
      )}
      <MeiaNotice cart={cart} />
      <StepActions>
        {!empty && (
          <button type="button" onClick={onClear} className="gn-btn-secondary">
            Limpar carrinho
          </button>
        )}
        <button type="button" onClick={onContinue} className="gn-btn-primary sm:ml-auto">
          Continuar
        </button>
      </StepActions>
    </div>
  );
}
