// One lote of the event form's "Lotes" section, a card of the list in selling order: its name,
// quantity and end date, its prices (LotePriceFields), and on a saved event its sales and state
// (core's loteViews as a badge). Move up / down and remove; a lote with sales keeps its place in
// the orders and the stock, so it cannot be removed, and says why.
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { LoteState, LoteView } from '@gn/core/lotes';
import { Badge, type BadgeVariant } from '../../../ui/Badge';
import { IconButton } from '../../../ui/IconButton';
import { MoveButtons } from '../../../ui/MoveButtons';
import { TextField } from '../../../ui/TextField';
import type { EventFormFields, EventFormValues } from './event-form-schema';
import { LotePriceFields } from './LotePriceFields';
import { removeBlockedReason, salesText, type LoteOption } from './lotes-model';

const STATE_BADGE: Record<LoteState, BadgeVariant> = {
  a_venda: 'success',
  esgotado: 'destructive',
  encerrado: 'outline',
  em_breve: 'secondary',
};

type LoteCardProps = {
  form: UseFormReturn<EventFormFields, unknown, EventFormValues>;
  index: number;
  /** How many lotes the list has (the last one cannot move down). */
  count: number;
  options: readonly LoteOption[] | null;
  /** Tickets sold or reserved in it; null on a new event (no sales, no state shown). */
  sold: number | null;
  view: LoteView | null;
  onMove: (to: number) => void;
  onRemove: () => void;
};

export function LoteCard({ form, index, count, options, sold, view, onMove, onRemove }: LoteCardProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const headingId = useId();
  const lote = useWatch({ control, name: `lotes.${index}` });
  const error = errors.lotes?.[index];
  const loteName = lote?.nome?.trim() || `lote ${index + 1}`;
  const blocked = sold === null ? null : removeBlockedReason(sold);

  return (
    <li className="rounded-lg border border-line bg-surface p-3 sm:p-4">
      <div role="group" aria-labelledby={headingId} className="space-y-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h3 id={headingId} className="min-w-0 text-sm font-semibold break-words text-ink">
            {loteName}
          </h3>
          {view && <Badge variant={STATE_BADGE[view.state]}>{view.label}</Badge>}
          <div className="ml-auto flex items-center gap-1">
            <MoveButtons
              what={loteName}
              canUp={index > 0}
              onUp={() => onMove(index - 1)}
              canDown={index < count - 1}
              onDown={() => onMove(index + 1)}
            />
            <IconButton
              icon={Trash2}
              label={`Remover ${loteName}`}
              disabled={blocked !== null}
              onClick={onRemove}
              className="hover:text-danger disabled:pointer-events-none disabled:opacity-40"
            />
          </div>
        </div>

        {sold !== null && (
          <div className="text-sm">
            <p className="font-medium text-ink tabular-nums" data-testid="lote-sales">
              {salesText(lote?.quantidade, sold)}
            </p>
            {blocked && <p className="mt-0.5 text-xs text-ink-muted">{blocked}</p>}
          </div>
        )}

        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <TextField
            label="Nome"
            aria-label={`Nome do lote ${index + 1}`}
            maxLength={40}
            placeholder="Ex.: 1º lote"
            className="sm:col-span-2 xl:col-span-1"
            error={error?.nome?.message}
            {...register(`lotes.${index}.nome`)}
          />
          <TextField
            label="Quantidade"
            aria-label={`Quantidade do ${loteName}`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            hint="Em branco: sem limite de quantidade."
            error={error?.quantidade?.message}
            {...register(`lotes.${index}.quantidade`)}
          />
          <TextField
            label="Termina em"
            aria-label={`Termina em (${loteName})`}
            type="datetime-local"
            hint="Horário de Brasília. Em branco: quando esgotar."
            error={error?.termina_em?.message}
            {...register(`lotes.${index}.termina_em`)}
          />
        </div>

        <LotePriceFields form={form} index={index} loteName={loteName} options={options} />
      </div>
    </li>
  );
}
