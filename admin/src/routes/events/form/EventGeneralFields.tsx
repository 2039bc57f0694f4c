// The 'Geral' tab of the event form: title, slug, place, dates, stock (with what is sold or
// reserved, below which the total cannot go), fee, the two statuses, the two switches, the
// 'Classificação e acessibilidade' card (EventAudienceFields) and the 'Vendas' card (EventSalesFields).
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Select } from '../../../ui/Select';
import { SwitchField } from '../../../ui/SwitchField';
import { TextField } from '../../../ui/TextField';
import type { StockRecord } from '../event-queries';
import type { EventFormFields, EventFormValues } from './event-form-schema';
import { EventAudienceFields } from './EventAudienceFields';
import { EventSalesFields } from './EventSalesFields';
import { FeeField } from './FeeField';
import { fieldBinder } from '../../../lib/bind-field';

const STATUS_OPTIONS = [
  { value: 'rascunho', label: 'Rascunho' },
  { value: 'publicado', label: 'Publicado' },
];
const REGISTRATION_OPTIONS = [
  { value: 'abertas', label: 'Abertas' },
  { value: 'encerradas', label: 'Encerradas' },
];

type EventGeneralFieldsProps = {
  form: UseFormReturn<EventFormFields, unknown, EventFormValues>;
  /** The slug input, which the page wires to the title. */
  slugField: ReactNode;
  /** The saved event's stock; null for a new event. */
  stock: StockRecord | null;
};

export function EventGeneralFields({ form, slugField, stock }: EventGeneralFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const field = fieldBinder(register, errors);
  const soldOrReserved = stock ? Math.max(0, stock.total - stock.disponivel) : 0;
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <TextField label="Título" className="md:col-span-2" {...field('titulo')} />
      {slugField}
      <TextField label="Local" {...field('local')} />
      <TextField label="Data de início" type="datetime-local" {...field('data_inicio')} />
      <TextField label="Data de término (opcional)" type="datetime-local" {...field('data_fim')} />
      <div>
        <TextField
          label="Estoque total"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...field('estoque_total', { valueAsNumber: true })}
        />
        {!errors.estoque_total && (
          <p className="mt-1.5 text-xs text-ink-muted">
            {stock
              ? `Disponíveis agora: ${stock.disponivel}. Vendidos ou reservados: ${soldOrReserved} (o total não pode ficar abaixo disso).`
              : 'Ingressos à venda para este evento.'}
          </p>
        )}
      </div>
      <Controller
        control={control}
        name="taxa_servico"
        render={({ field }) => (
          <FeeField
            value={field.value ?? null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.taxa_servico?.message}
          />
        )}
      />
      <Select label="Status de publicação" options={STATUS_OPTIONS} {...field('status')} />
      <Select label="Status das inscrições" options={REGISTRATION_OPTIONS} {...field('status_inscricoes')} />
      <div className="grid gap-4 rounded-xl border border-line bg-surface p-4 md:col-span-2 md:grid-cols-2">
        <SwitchField
          control={control}
          name="visivel"
          label="Visível no site"
          description="Oculto, o evento não aparece nas listas nem na página pública."
          whenUnset
        />
        <SwitchField
          control={control}
          name="mostrar_estoque"
          label="Mostrar estoque"
          description="Exibe quantos ingressos restam na página do evento."
          whenUnset
        />
      </div>
      <EventAudienceFields form={form} />
      <EventSalesFields form={form} />
    </div>
  );
}
