// The order page's 'Itens' card: one block per item on phones, a table on wider screens, then
// subtotal, fees, discount and total. Half-price lines carry a 'meia' badge.
import { formatDateTime } from '@gn/core/dates';
import { formatBRL } from '@gn/core/money';
import type { AdminOrder } from '../order-doc';
import { Card } from './DetailCard';

/** '23/12/2026 às 20:00 · Arena, São Paulo' (either part may be missing). */
function itemWhenAndWhere(item: AdminOrder['items'][number]): string {
  return [item.eventDate ? formatDateTime(item.eventDate) : null, item.place || null]
    .filter(Boolean)
    .join(' · ');
}

/** Half price: the holder shows a document at the door. */
function MeiaBadge({ item }: { item: AdminOrder['items'][number] }) {
  if (!item.halfPrice) return null;
  return (
    <span className="ml-1.5 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-ink">
      meia
    </span>
  );
}

export function ItemsCard({ order }: { order: AdminOrder }) {
  return (
    <Card title="Itens" className="lg:col-span-2">
      {/* Phones: one block per item instead of five squeezed columns. */}
      <ul aria-label="Itens do pedido" className="divide-y divide-line text-sm sm:hidden">
        {order.items.map((item, i) => (
          <li key={i} className="py-3 first:pt-0">
            <p className="font-medium text-ink">{item.eventTitle}</p>
            <p className="text-xs text-ink-muted">{itemWhenAndWhere(item)}</p>
            <div className="mt-1 flex items-baseline justify-between gap-3">
              <span className="text-ink">
                {item.type}
                <MeiaBadge item={item} />
                <span className="text-ink-muted tabular-nums">
                  {' '}
                  · {item.quantity} × {formatBRL(item.unitPrice)}
                </span>
              </span>
              <span className="font-medium whitespace-nowrap text-ink tabular-nums">
                {formatBRL(item.unitPrice * item.quantity)}
              </span>
            </div>
          </li>
        ))}
      </ul>
      {/* Scrolls sideways if it must: focusable, so that a keyboard can scroll it too. */}
      <div
        className="hidden overflow-x-auto sm:block"
        tabIndex={0}
        role="region"
        aria-label="Tabela de itens"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Itens do pedido</caption>
          <thead className="border-b border-line text-xs font-semibold text-ink-muted uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Evento
              </th>
              <th scope="col" className="py-2 pr-3">
                Ingresso
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Qtd.
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Preço
              </th>
              <th scope="col" className="py-2 text-right">
                Subtotal
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {order.items.map((item, i) => (
              <tr key={i} className="align-top">
                <td className="py-2 pr-3">
                  <span className="block font-medium text-ink">{item.eventTitle}</span>
                  <span className="block text-xs text-ink-muted">{itemWhenAndWhere(item)}</span>
                </td>
                <td className="py-2 pr-3 text-ink">
                  {item.type}
                  <MeiaBadge item={item} />
                </td>
                <td className="py-2 pr-3 text-right text-ink tabular-nums">{item.quantity}</td>
                <td className="py-2 pr-3 text-right whitespace-nowrap text-ink tabular-nums">
                  {formatBRL(item.unitPrice)}
                </td>
                <td className="py-2 text-right whitespace-nowrap text-ink tabular-nums">
                  {formatBRL(item.unitPrice * item.quantity)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-4 ml-auto max-w-xs space-y-1.5 border-t border-line pt-3 text-sm">
        {order.lote && (
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">Lote</dt>
            <dd className="text-ink" data-testid="order-lote">
              {order.lote}
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">Subtotal</dt>
          <dd className="text-ink tabular-nums">{formatBRL(order.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">Taxas</dt>
          <dd className="text-ink tabular-nums">{formatBRL(order.fees)}</dd>
        </div>
        {order.discount > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">Desconto{order.coupon ? ` (${order.coupon})` : ''}</dt>
            <dd className="text-success tabular-nums">− {formatBRL(order.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 text-base font-semibold">
          <dt className="text-ink">Total</dt>
          <dd className="text-ink tabular-nums" data-testid="order-total">
            {formatBRL(order.total)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
