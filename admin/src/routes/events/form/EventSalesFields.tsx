// The 'Vendas' card of the event form's Geral tab: the box office an admin sets per event (core's
// box-office.ts): tickets per order and per CPF, named tickets, the transfer deadline, the
// meia-entrada quota with what it means in tickets for the stock typed above, and the window of
// the buyer's right of withdrawal (cancellation.ts: wider than the law, never narrower), and the
// wheelchair spaces with the decree's minimum for that stock (wheelchair.ts).
import type { UseFormReturn } from 'react-hook-form';
import {
  COMMON_MAX_PER_CPF,
  DEFAULT_MAX_PER_ORDER,
  MAX_PER_ORDER_CEILING,
  MAX_TRANSFER_DEADLINE_HOURS,
  MEIA_QUOTA_MIN_PERCENT,
} from '@gn/core/box-office';
import { CANCEL_CUTOFF_HOURS, CDC_WITHDRAWAL_DAYS, MAX_WITHDRAWAL_DAYS } from '@gn/core/cancellation';
import { WHEELCHAIR_SPACES_MAX, wheelchairMinimumHint } from '@gn/core/wheelchair';
import { fieldBinder } from '../../../lib/bind-field';
import { SectionCard } from '../../../ui/SectionCard';
import { Switch } from '../../../ui/Switch';
import { SwitchField } from '../../../ui/SwitchField';
import { TextField } from '../../../ui/TextField';
import { meiaQuotaText, type EventFormFields, type EventFormValues } from './event-form-schema';

/** A whole-number input; the form keeps numbers (an empty input is NaN, which the schema refuses). */
const WHOLE_NUMBER = { type: 'number', inputMode: 'numeric', step: 1 } as const;

export function EventSalesFields({
  form,
}: {
  form: UseFormReturn<EventFormFields, unknown, EventFormValues>;
}) {
  const {
    register,
    control,
    watch,
    setValue,
    formState: { errors },
  } = form;
  const field = fieldBinder(register, errors);
  const asNumber = { valueAsNumber: true } as const;
  const maxPerCpf = watch('max_por_cpf') ?? null;
  const quota = meiaQuotaText(watch('estoque_total'), watch('cota_meia_percentual'));
  const wheelchairMinimum = wheelchairMinimumHint(watch('estoque_total') ?? 0);

  return (
    <SectionCard title="Vendas" className="p-4 sm:p-5 md:col-span-2" headingClassName="mb-4">
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label="Máximo de ingressos por pedido"
          {...WHOLE_NUMBER}
          min={1}
          max={MAX_PER_ORDER_CEILING}
          hint={`De 1 a ${MAX_PER_ORDER_CEILING}; o padrão é ${DEFAULT_MAX_PER_ORDER}.`}
          {...field('max_por_pedido', asNumber)}
        />
        <TextField
          label="Prazo para transferência (horas antes do início)"
          {...WHOLE_NUMBER}
          min={0}
          max={MAX_TRANSFER_DEADLINE_HOURS}
          hint="Depois dele, o ingresso não muda mais de titular."
          {...field('transferencia_prazo_horas', asNumber)}
        />
        <TextField
          label="Cota de meia-entrada (%)"
          {...WHOLE_NUMBER}
          min={MEIA_QUOTA_MIN_PERCENT}
          max={100}
          hint={
            <>
              {quota && <span className="block text-sm font-medium text-ink">{quota}</span>}
              Lei 12.933/2013: no mínimo {MEIA_QUOTA_MIN_PERCENT}% dos ingressos
            </>
          }
          {...field('cota_meia_percentual', asNumber)}
        />
        <TextField
          label="Espaços para cadeirantes (com acompanhante)"
          {...WHOLE_NUMBER}
          min={0}
          max={WHEELCHAIR_SPACES_MAX}
          hint={
            <>
              {wheelchairMinimum && (
                <span className="block text-sm font-medium text-ink">{wheelchairMinimum}</span>
              )}
              Vendidos pela opção “Espaço para cadeirante + acompanhante”: 2 ingressos nominais por espaço.
            </>
          }
          {...field('espacos_cadeirante', asNumber)}
        />
        <TextField
          label="Cancelamento: dias após a compra"
          {...WHOLE_NUMBER}
          min={CDC_WITHDRAWAL_DAYS}
          max={MAX_WITHDRAWAL_DAYS}
          hint={`CDC, art. 49: no mínimo ${CDC_WITHDRAWAL_DAYS} dias (direito de arrependimento).`}
          {...field('cancelamento_dias', asNumber)}
        />
        <TextField
          label="Cancelamento: fecha quantas horas antes do início"
          {...WHOLE_NUMBER}
          min={0}
          max={CANCEL_CUTOFF_HOURS}
          hint={`No máximo ${CANCEL_CUTOFF_HOURS} horas; 0 aceita cancelamentos até o início.`}
          {...field('cancelamento_antecedencia_horas', asNumber)}
        />
        <div className="grid gap-4 rounded-xl border border-line bg-canvas/40 p-4 md:col-span-2 md:grid-cols-2">
          <div className="space-y-3">
            <Switch
              label="Limitar ingressos por CPF"
              description="Soma os ingressos pagos e reservados de cada CPF, em qualquer conta."
              checked={maxPerCpf !== null}
              onChange={(on) =>
                setValue('max_por_cpf', on ? COMMON_MAX_PER_CPF : null, {
                  shouldDirty: true,
                  shouldValidate: true,
                })
              }
            />
            {maxPerCpf !== null && (
              <TextField
                label="Máximo por CPF"
                {...WHOLE_NUMBER}
                min={1}
                max={MAX_PER_ORDER_CEILING}
                className="max-w-48"
                {...field('max_por_cpf', asNumber)}
              />
            )}
          </div>
          <SwitchField
            control={control}
            name="ingresso_nominal"
            label="Ingresso nominal"
            description="Cada ingresso leva nome e CPF do titular, informados na compra"
            whenUnset={false}
          />
        </div>
      </div>
    </SectionCard>
  );
}
