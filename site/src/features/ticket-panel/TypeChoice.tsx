// The panel's 'Tipo de ingresso': one radio card per price table, with its lowest price (service
// fee included) and, once
// chosen, its description.
import type { Ref } from 'react';
import { formatBRL } from '@gn/core/money';
import { shownPrice } from '@gn/core/offer-price';
import { lowestPrice } from './panel-prices';
import type { PanelTable } from './ticket-panel';

export function TypeChoice(props: {
  /** a prop of its own, not `ref`: Preact's compat layer does not pass `ref` to function components */
  groupRef: Ref<HTMLFieldSetElement>;
  /** the radios' group name */
  name: string;
  tables: PanelTable[];
  tableId: string | null;
  /** the event's service fee rate: the prices include it */
  feeRate: number;
  disabled: boolean;
  onChoose: (table: PanelTable) => void;
}) {
  return (
    <fieldset ref={props.groupRef} disabled={props.disabled} className="mt-5 min-w-0">
      <legend className="mb-2 text-sm font-semibold">Tipo de ingresso</legend>
      <div className="grid gap-2">
        {props.tables.map((t) => {
          const from = lowestPrice([t], props.feeRate);
          const checked = t.id === props.tableId;
          return (
            <label
              key={t.id}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-surface px-3.5 py-3 transition-colors hover:border-line-strong has-checked:border-accent has-checked:bg-accent-soft has-disabled:cursor-not-allowed has-disabled:opacity-70 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-ink"
            >
              <input
                type="radio"
                name={props.name}
                value={t.id}
                checked={checked}
                onChange={() => props.onChoose(t)}
                className="mt-1 size-4 shrink-0 accent-accent focus-visible:outline-none"
              />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{t.nome}</span>
                {from !== null && (
                  <span className="block text-sm text-ink-muted">
                    {t.itens.length > 1 ? `a partir de ${formatBRL(from.total)}` : shownPrice(from).label}
                  </span>
                )}
                {checked && t.descricao && (
                  <span className="mt-1 block text-sm text-ink-muted">{t.descricao}</span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
