// The coupon form's 'Escopo' card: every event, or the events ticked and, among their price
// tables' options, those ticked (none: all of them). Loads the events and the price tables.
import { CalendarDays, Tags } from 'lucide-react';
import { useState } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { formatDate } from '@gn/core/dates';
import type { CouponFormValues } from '@gn/core/schemas/coupon';
import { useRetryableLoad } from '../../../lib/use-retryable-load';
import { Checklist } from '../../../ui/Checklist';
import { SearchField } from '../../../ui/SearchField';
import { SectionCard } from '../../../ui/SectionCard';
import { Select } from '../../../ui/Select';
import { COUPON_SCOPE_OPTIONS, type CouponFields } from '../coupon-form-model';
import {
  keepOfferedOptions,
  scopeEventChoices,
  scopeOptions,
  type ScopeEvent,
  type ScopeTable,
  SCOPE_EVENTS_SHOWN,
} from '../coupon-scope-model';

type Choices = { events: ScopeEvent[]; tables: ScopeTable[] };

const NO_CHOICES: Choices = { events: [], tables: [] };

async function loadChoices(): Promise<Choices> {
  const { loadScopeEvents, loadScopeTables } = await import('../coupon-queries');
  const [events, tables] = await Promise.all([loadScopeEvents(), loadScopeTables()]);
  return { events, tables };
}

/** The events and price tables, null while they load; none when they could not be read. */
function useScopeChoices(): Choices | null {
  const { state } = useRetryableLoad(loadChoices, 'Erro ao carregar eventos e tabelas de preços');
  if (state.status === 'loading') return null;
  return state.status === 'ready' ? state.value : NO_CHOICES;
}

export function ScopeFields({ control }: { control: Control<CouponFields, unknown, CouponFormValues> }) {
  const choices = useScopeChoices();
  const escopo = useController({ control, name: 'escopo' });
  const eventos = useController({ control, name: 'eventos' });
  const opcoes = useController({ control, name: 'opcoes' });
  const chosen = useWatch({ control, name: 'eventos' });
  // The events ticked when the form opened are listed first; the order then stays put.
  const [pinned] = useState(() => eventos.field.value);

  function changeEvents(ids: string[]) {
    eventos.field.onChange(ids);
    if (choices)
      opcoes.field.onChange(keepOfferedOptions(opcoes.field.value, ids, choices.events, choices.tables));
  }

  const options = choices ? scopeOptions(chosen, choices.events, choices.tables) : null;
  const [search, setSearch] = useState('');
  const events = choices && scopeEventChoices(choices.events, { pinned, ticked: chosen, search });
  const unlisted = events ? events.matching - Math.min(events.matching, SCOPE_EVENTS_SHOWN) : 0;

  return (
    <SectionCard title="Escopo" className="space-y-5 p-4 sm:p-6" headingClassName="">
      <Select
        label="Vale para"
        options={COUPON_SCOPE_OPTIONS}
        name={escopo.field.name}
        ref={escopo.field.ref}
        value={escopo.field.value}
        onChange={(event) => escopo.field.onChange(event.target.value)}
        onBlur={escopo.field.onBlur}
        className="max-w-sm"
      />
      {escopo.field.value === 'eventos' && (
        <>
          <Checklist
            legend="Eventos"
            legendStyle="label"
            description="O desconto só vale para os ingressos destes eventos."
            above={
              choices &&
              choices.events.length > 0 && (
                <SearchField
                  label="Buscar evento"
                  value={search}
                  onChange={setSearch}
                  // Enter filters; it must not submit the coupon form.
                  onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
                  className="max-w-sm"
                />
              )
            }
            choices={
              events?.listed.map((event) => ({
                id: event.id,
                label: event.titulo,
                description: event.dataInicio ? formatDate(event.dataInicio) : undefined,
              })) ?? null
            }
            below={
              unlisted > 0 && (
                <p className="mt-2 text-sm text-ink-muted" aria-live="polite">
                  {unlisted === 1
                    ? 'Mais 1 evento não listado: busque pelo nome.'
                    : `Mais ${unlisted.toLocaleString('pt-BR')} eventos não listados: busque pelo nome.`}
                </p>
              )
            }
            value={eventos.field.value}
            onChange={changeEvents}
            emptyText={
              choices && choices.events.length > 0 ? 'Nenhum evento encontrado.' : 'Nenhum evento cadastrado.'
            }
            emptyIcon={CalendarDays}
            missingLabel={(id) => `Evento indisponível (${id})`}
            error={eventos.fieldState.error?.message}
            listClassName="max-h-80 overflow-y-auto"
          />
          <Checklist
            legend="Opções de preço (opcional)"
            legendStyle="label"
            description="Nenhuma marcada: vale para todas as opções dos eventos escolhidos."
            choices={options?.map((option) => ({ id: option.key, label: option.label })) ?? null}
            value={opcoes.field.value}
            onChange={opcoes.field.onChange}
            emptyText={
              chosen.length === 0
                ? 'Escolha um evento para ver as opções de preço.'
                : 'Os eventos escolhidos não têm tabela de preços.'
            }
            emptyIcon={Tags}
            missingLabel={(key) => `Opção indisponível (${key})`}
            error={opcoes.fieldState.error?.message}
            listClassName="max-h-80 overflow-y-auto"
          />
        </>
      )}
    </SectionCard>
  );
}
