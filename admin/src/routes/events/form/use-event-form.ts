// The event form's state: the form with its resolver (which reads the saved lotes' sales), the
// publishable-form flows, the saved event and the tables to choose from.
import { useEffect, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { LoteCounts } from '@gn/core/lotes';
import { EVENT_PUBLISH_MESSAGE, eventDocToForm, eventPublishBlock } from '@gn/core/schemas/event';
import { usePublishableForm, type PublishAction, type SaveFlow } from '../../../lib/use-publishable-form';
import { deleteEvent, duplicateEvent, isEventSlugTaken, loadEvent } from '../event-queries';
import {
  EVENT_FORM_DEFAULTS,
  EVENT_SLUG_TAKEN_MESSAGE,
  eventFormResolver,
  eventValuesToFields,
  tabsWithErrors,
  type EventFormFields,
  type EventFormValues,
} from './event-form-schema';
import { saveEvent } from './save-event';
import { useEventTableOptions } from './use-event-table-options';

type LoadedEvent = NonNullable<Awaited<ReturnType<typeof loadEvent>>>;

const EVENT_FORM_MESSAGES = {
  loadFailed: 'Erro ao carregar evento',
  publishBlocked: EVENT_PUBLISH_MESSAGE,
  slugTaken: EVENT_SLUG_TAKEN_MESSAGE,
  saveFailed: 'Erro ao salvar evento',
  duplicated: 'Evento duplicado com sucesso',
  duplicateFailed: 'Erro ao duplicar evento',
  deleted: 'Evento excluído com sucesso',
  deleteFailed: 'Erro ao excluir evento',
};

export function useEventForm(id: string | null) {
  // The saved lotes' sales, which the resolver reads at each check (they load after the form).
  const sold = useRef<LoteCounts>({});
  const [resolver] = useState(() => eventFormResolver(() => sold.current));

  const form = useForm<EventFormFields, unknown, EventFormValues>({
    resolver,
    defaultValues: eventValuesToFields(EVENT_FORM_DEFAULTS),
    mode: 'onTouched',
  });
  const { field: cover } = useController({ control: form.control, name: 'capa_url' });
  const { field: body } = useController({ control: form.control, name: 'descricao' });

  const pf = usePublishableForm({
    id,
    form,
    listPath: '/admin/eventos',
    sitePath: '/eventos',
    load: loadEvent,
    toForm: (loaded: LoadedEvent) =>
      eventValuesToFields(eventDocToForm(loaded.event, loaded.stock?.total ?? 0)),
    tabsWithErrors,
    canPublish: (values) => eventPublishBlock(values) ?? true,
    isSlugTaken: isEventSlugTaken,
    save: persist,
    duplicate: duplicateEvent,
    remove: deleteEvent,
    messages: EVENT_FORM_MESSAGES,
  });

  const tables = useEventTableOptions();
  const loaded = pf.record && pf.record !== 'missing' ? pf.record : null;
  useEffect(() => {
    sold.current = loaded?.stock?.lotes_vendidos ?? {};
  }, [loaded]);

  function persist(values: EventFormValues, action: PublishAction, flow: SaveFlow): Promise<void> {
    return saveEvent(values, action, flow, { id, stock: loaded?.stock ?? null, setError: form.setError });
  }

  return { form, pf, loaded, tables, cover, body };
}
