// The prices of one lote in the event form's "Lotes" section: an input in reais per inteira option
// of the checked price tables (blank = the table's price, its placeholder), each labelled with the
// option and the lote, and under a table's first inteira what its meia-entrada costs in the lote.
import { get, useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { formatBRL } from '@gn/core/money';
import { TextField } from '../../../ui/TextField';
import type { EventFormFields, EventFormValues } from './event-form-schema';
import { meiaLine, type LoteOption } from './lotes-model';

type LotePriceFieldsProps = {
  form: UseFormReturn<EventFormFields, unknown, EventFormValues>;
  index: number;
  /** The lote as people read it: '2º lote'. */
  loteName: string;
  /** The checked tables' inteira options; null while the tables load. */
  options: readonly LoteOption[] | null;
};

export function LotePriceFields({ form, index, loteName, options }: LotePriceFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const precos = useWatch({ control, name: `lotes.${index}.precos` });

  return (
    // The rule above sits on a wrapper: on the fieldset itself it would run through the legend.
    <div className="border-t border-line pt-4">
      <fieldset className="min-w-0">
        <legend className="text-sm font-semibold text-ink">Preços do lote (R$)</legend>
        <p className="mt-0.5 text-xs text-ink-muted">Em branco: vale o preço da tabela.</p>
        {options === null ? (
          <p className="mt-3 text-sm text-ink-muted">Carregando as tabelas de preços...</p>
        ) : options.length === 0 ? (
          <p className="mt-3 rounded-lg border border-dashed border-line-strong p-3 text-sm text-ink-muted">
            Marque uma tabela de preços acima para definir os preços deste lote.
          </p>
        ) : (
          <div className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {options.map((option) => {
              const name = `lotes.${index}.precos.${option.key}` as const;
              const error = (get(errors, name) as FieldError | undefined)?.message;
              return (
                <TextField
                  key={option.key}
                  label={option.label}
                  aria-label={`${option.label} no ${loteName} (R$)`}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0"
                  placeholder={formatBRL(option.tablePrice)}
                  hint={meiaLine(option, precos?.[option.key]) ?? undefined}
                  error={error}
                  {...register(name)}
                />
              );
            })}
          </div>
        )}
      </fieldset>
    </div>
  );
}
