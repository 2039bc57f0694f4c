// The "Lotes" section of the event form's Tabela de Preços tab: the "Vender em lotes" switch (off:
// no lotes, the tables' own prices) and the lotes in selling order (LoteCard), added with a
// numbered name and a new stable id, moved up and down, removed while they have no sales. On a
// saved event each lote shows its sales and state from the loaded stock (event_stock's
// lotes_vendidos).
import { useRef, useState } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { LOTES_MAX, type LoteCounts } from '@gn/core/lotes';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ItemListFooter } from '../../../ui/ItemListFooter';
import { SectionCard } from '../../../ui/SectionCard';
import { Switch } from '../../../ui/Switch';
import type { EventFormFields, EventFormValues } from './event-form-schema';
import { LoteCard } from './LoteCard';
import { loteStates, newLote, type LoteOption } from './lotes-model';

type LotesSectionProps = {
  form: UseFormReturn<EventFormFields, unknown, EventFormValues>;
  /** The checked tables' inteira options; null while the tables load. */
  options: readonly LoteOption[] | null;
  /** Tickets sold or reserved per lote of the saved event; null for a new event. */
  sold: LoteCounts | null;
};

export function LotesSection({ form, options, sold }: LotesSectionProps) {
  const {
    control,
    getValues,
    formState: { errors },
  } = form;
  // keyName: the lotes have their own stable `id`, which useFieldArray must not overwrite.
  const { fields, append, remove, move, replace } = useFieldArray({ control, name: 'lotes', keyName: 'key' });
  const lotes = useWatch({ control, name: 'lotes' }) ?? [];
  const [confirmOff, setConfirmOff] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  const on = fields.length > 0;
  const soldOf = (id: string) => sold?.[id] ?? 0;
  const withSales = fields.filter((f) => soldOf(f.id) > 0).length;
  const views = sold ? loteStates(lotes, sold, new Date()) : null;
  const listError = errors.lotes?.root?.message ?? errors.lotes?.message;

  function toggle(next: boolean) {
    if (next) append(newLote([]), { shouldFocus: false });
    else setConfirmOff(true);
  }

  /** After React re-renders the list: the moved card's button again, or the section's last button. */
  function refocus(find: (section: HTMLElement) => HTMLElement | null | undefined) {
    requestAnimationFrame(() => {
      const section = root.current;
      if (section) find(section)?.focus();
    });
  }

  function moveTo(index: number, to: number) {
    move(index, to);
    // A moved node loses the focus: put it back on the same arrow if it can still move that way.
    refocus((section) => {
      const arrows = [
        ...section.querySelectorAll<HTMLButtonElement>(`li:nth-child(${to + 1}) button[aria-label^="Mover"]`),
      ];
      const [up, down] = arrows;
      const same = to < index ? up : down;
      return same && !same.disabled ? same : arrows.find((b) => !b.disabled);
    });
  }

  function removeAt(index: number) {
    remove(index);
    // The removed card held the focus: 'Adicionar lote', or the switch when none is left (the last button).
    refocus((section) => [...section.querySelectorAll<HTMLElement>('button')].pop());
  }

  return (
    <SectionCard title="Lotes" className="p-4 sm:p-5" headingClassName="mb-4">
      <div ref={root}>
        <Switch
          label="Vender em lotes"
          description={
            withSales > 0
              ? 'Há lotes com vendas: o evento continua vendendo em lotes.'
              : 'Cada lote tem sua quantidade, data de término e preços; quando um acaba, vale o próximo. Desligado: os preços das tabelas.'
          }
          checked={on}
          disabled={on && withSales > 0}
          onChange={toggle}
        />
        {on && (
          <ol className="mt-5 space-y-4" aria-label="Lotes em ordem de venda">
            {fields.map((field, index) => (
              <LoteCard
                key={field.key}
                form={form}
                index={index}
                count={fields.length}
                options={options}
                sold={sold ? soldOf(field.id) : null}
                view={views?.[index] ?? null}
                onMove={(to) => moveTo(index, to)}
                onRemove={() => removeAt(index)}
              />
            ))}
          </ol>
        )}
        {on && fields.length < LOTES_MAX && (
          <ItemListFooter
            error={listError}
            addLabel="Adicionar lote"
            onAdd={() => append(newLote(getValues('lotes')))}
          />
        )}
        {on && fields.length >= LOTES_MAX && (
          <p className="mt-4 text-sm text-ink-muted">No máximo {LOTES_MAX} lotes por evento.</p>
        )}
      </div>
      <ConfirmDialog
        open={confirmOff}
        title="Vender sem lotes?"
        description="Os lotes deste evento serão removidos ao salvar, e os ingressos voltam a ser vendidos pelos preços das tabelas."
        confirmLabel="Remover lotes"
        onConfirm={() => {
          replace([]);
          setConfirmOff(false);
        }}
        onClose={() => setConfirmOff(false)}
      />
    </SectionCard>
  );
}
