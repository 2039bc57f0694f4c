// The panel's 'Opção de preço': each option of the chosen type with its price (service fee
// included and itemised; 'Gratuito' for a free one) and a stepper (an
// option not sold online only shows), the room left as a hint, and the limit per order.
import type { Ref } from 'react';
import { QuantityStepper } from '../../ui/forms/QuantityStepper';
import { isSoldOnline } from '@gn/core/pricing';
import { quantityStep, WHEELCHAIR_PAIR_NOTE } from '@gn/core/wheelchair';
import { shownPrice } from '@gn/core/offer-price';
import { optionPrice } from './panel-prices';
import {
  optionKey,
  roomFor,
  roomHint,
  ticketsText,
  type PanelEvent,
  type PanelItem,
  type PanelTable,
  type Quantities,
  type StockFigures,
} from './ticket-panel';

export function OptionList(props: {
  /** a prop of its own, not `ref`: Preact's compat layer does not pass `ref` to function components */
  groupRef: Ref<HTMLFieldSetElement>;
  /** prefix of the hints' ids */
  idPrefix: string;
  event: PanelEvent;
  table: PanelTable;
  quantities: Quantities;
  counts: { tickets: number; meia: number; wheelchair: number; total: number };
  /** the event's service fee rate: each price is shown with its fee */
  feeRate: number;
  /** the stock the room is counted against (a held waiting-list offer replaces it) */
  roomStock: StockFigures;
  loteLeft: number | null;
  disabled: boolean;
  onQuantity: (table: PanelTable, item: PanelItem, value: number) => void;
}) {
  const { event, table, counts } = props;
  return (
    <fieldset ref={props.groupRef} disabled={props.disabled} className="mt-5 min-w-0">
      <legend className="mb-2 text-sm font-semibold">Opção de preço</legend>
      <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line">
        {table.itens.map((i) => {
          const value = props.quantities[optionKey(table, i)] ?? 0;
          const hint = roomHint(i, counts, event.max_por_pedido, props.roomStock, props.loteLeft);
          const hintId = `${props.idPrefix}-room-${i.id}`;
          const price = optionPrice(i, props.feeRate);
          const shown = price && shownPrice(price);
          return (
            <li
              key={i.id}
              className={`flex items-center gap-3 px-3.5 py-2.5 ${value > 0 ? 'bg-accent-soft' : ''}`}
            >
              <span className="min-w-0 flex-1">
                <span className="block text-sm">{i.label}</span>
                {shown ? (
                  <>
                    <span className="block text-sm font-semibold whitespace-nowrap">{shown.label}</span>
                    {shown.note && <span className="block text-xs text-ink-muted">{shown.note}</span>}
                  </>
                ) : (
                  <span className="block text-xs text-ink-muted">Fora da venda online</span>
                )}
                {i.tipo === 'cadeirante' && (
                  <span className="block text-xs text-ink-muted">{WHEELCHAIR_PAIR_NOTE}</span>
                )}
                {hint && value > 0 && (
                  <span id={hintId} className="block text-xs text-ink-muted">
                    {hint}
                  </span>
                )}
              </span>
              {/* Shown for information, never sold online (see isSoldOnline). */}
              {isSoldOnline(i) && (
                <QuantityStepper
                  label={i.label}
                  value={value}
                  step={quantityStep(i.tipo)}
                  onChange={(n) => props.onQuantity(table, i, n)}
                  canIncrease={roomFor(i, counts, event.max_por_pedido, props.roomStock, props.loteLeft) > 0}
                  disabled={props.disabled}
                  reasonId={hint && value > 0 ? hintId : undefined}
                />
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-xs text-ink-muted">
        Até {ticketsText(event.max_por_pedido)} por pedido.
        {event.ingresso_nominal && ' Ingresso nominal: o nome e o CPF de cada titular são pedidos na compra.'}
      </p>
    </fieldset>
  );
}
