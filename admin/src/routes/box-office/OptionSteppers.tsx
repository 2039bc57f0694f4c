// The event's price options with big − / + buttons (touch targets of 48 px), price + fee as the
// site shows it; the quantity of each is announced to screen readers.
import { Minus, Plus } from 'lucide-react';
import { formatBRL } from '@gn/core/money';
import type { DoorEventView } from '@gn/core/schemas/door-sale';
import { optionKey, type Quantities } from './sale-model';

export function OptionSteppers({
  event,
  quantities,
  onChange,
}: {
  event: DoorEventView;
  quantities: Quantities;
  onChange: (next: Quantities) => void;
}) {
  if (event.opcoes.length === 0) {
    return <p className="text-sm text-ink-muted">Este evento não tem ingressos à venda.</p>;
  }
  const step = (key: string, delta: number) =>
    onChange({ ...quantities, [key]: Math.max(0, Math.min(20, (quantities[key] ?? 0) + delta)) });
  return (
    <ul className="grid gap-2">
      {event.opcoes.map((o) => {
        const key = optionKey(o);
        const qty = quantities[key] ?? 0;
        return (
          <li key={key} className="flex items-center gap-3 rounded-lg border border-line p-3">
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink">{o.nome}</p>
              <p className="text-sm text-ink-muted">
                {formatBRL(o.preco + o.taxa)}
                {o.taxa > 0 && <span> (inclui {formatBRL(o.taxa)} de taxa)</span>}
              </p>
            </div>
            <button
              type="button"
              className="grid h-12 w-12 place-items-center rounded-lg border border-line-strong text-ink hover:bg-surface-muted disabled:opacity-40"
              aria-label={`Menos ${o.nome}`}
              disabled={qty === 0}
              onClick={() => step(key, -1)}
            >
              <Minus className="h-5 w-5" aria-hidden="true" />
            </button>
            <output
              className="w-8 text-center text-lg font-semibold tabular-nums"
              aria-live="polite"
              aria-label={`Quantidade de ${o.nome}`}
            >
              {qty}
            </output>
            <button
              type="button"
              className="grid h-12 w-12 place-items-center rounded-lg bg-accent text-on-accent hover:bg-accent-hover"
              aria-label={`Mais ${o.nome}`}
              onClick={() => step(key, 1)}
            >
              <Plus className="h-5 w-5" aria-hidden="true" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
