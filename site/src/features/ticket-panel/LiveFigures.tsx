// The panel's live region: the price of the choice (service fee included, and itemised), the card
// installments on that same total, then either why tickets
// cannot be bought or the stock figures read live (tickets left, the meia-entrada quota and the
// wheelchair spaces the law asks for). Screen readers hear each change.
import { meiaAvailabilityText } from '@gn/core/box-office';
import { wheelchairAvailabilityText } from '@gn/core/wheelchair';
import { totalPrice, type PanelView } from './panel-view';
import { offerText, stockText, ticketsText, type StockFigures } from './ticket-panel';

export function LiveFigures({
  view,
  stock,
  reasonId,
}: {
  view: PanelView;
  stock: StockFigures;
  /** the blocker's id, which the buy buttons point at */
  reasonId: string;
}) {
  const { table, counts, blocker, disponivel } = view;
  const price = totalPrice(view);
  return (
    <div aria-live="polite" aria-atomic="true" className="mt-5 space-y-1">
      {table ? (
        <p className="flex items-baseline justify-between gap-3">
          <span className="text-sm text-ink-muted">
            {counts.tickets > 0 ? `Total (${ticketsText(counts.tickets)})` : 'Valor do ingresso'}
          </span>
          <span className="text-2xl font-bold tracking-tight" data-testid="ticket-price">
            {price.label}
          </span>
        </p>
      ) : (
        !blocker && <p className="text-sm text-ink-muted">Escolha o tipo de ingresso para ver o valor.</p>
      )}
      {table && price.note && (
        <p className="text-right text-sm text-ink-muted" data-testid="ticket-fee">
          {price.note}
        </p>
      )}
      {view.offer && (
        <p className="text-right text-sm text-ink-muted" data-testid="ticket-installments">
          {view.offer}
        </p>
      )}
      {blocker ? (
        <p id={reasonId} className="text-sm font-semibold text-danger" data-testid="ticket-blocker">
          {blocker}
        </p>
      ) : (
        <>
          {view.stockVisible && disponivel !== null && (
            <p className="text-sm font-medium text-success" data-testid="ticket-stock">
              {stockText(disponivel)}
            </p>
          )}
          {view.showMeia && (
            <p className="text-sm text-ink-muted" data-testid="meia-stock">
              {meiaAvailabilityText(stock.meiaDisponivel!, stock.meiaTotal!)}
              {stock.total !== null && ` · ${offerText(stock.total)}`}
            </p>
          )}
          {view.showWheelchair && (
            <p className="text-sm text-ink-muted" data-testid="wheelchair-stock">
              {wheelchairAvailabilityText(stock.cadeiranteDisponivel!, stock.cadeiranteTotal!)}
            </p>
          )}
        </>
      )}
    </div>
  );
}
