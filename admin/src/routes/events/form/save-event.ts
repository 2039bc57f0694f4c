// Saving the event form's valid values: the stock first when editing (if the function refuses the
// new total, nothing is saved and the field shows why), the document first when creating (its
// stock can only follow its id).
import type { UseFormSetError } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api';
import { errorDescription } from '../../../lib/form-action';
import type { PublishAction, SaveFlow } from '../../../lib/use-publishable-form';
import { saveEventDoc, setEventStock, type StockRecord } from '../event-queries';
import { eventDocFromForm, type EventFormFields, type EventFormValues } from './event-form-schema';

type SavedEvent = {
  /** null: a new event. */
  id: string | null;
  /** The saved event's stock, if it has one. */
  stock: StockRecord | null;
  setError: UseFormSetError<EventFormFields>;
};

async function updateEvent(
  id: string,
  values: EventFormValues,
  action: PublishAction,
  { showTab }: SaveFlow,
  { stock, setError }: SavedEvent,
) {
  if (!stock || stock.total !== values.estoque_total) {
    try {
      await setEventStock(id, values.estoque_total);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
        setError('estoque_total', { message: error.message }, { shouldFocus: true });
        showTab(0);
      }
      throw error;
    }
  }
  await saveEventDoc(id, eventDocFromForm(values, action));
  toast.success('Evento atualizado com sucesso');
}

/** false when the event was created but its stock was not set (the form then opens the event). */
async function createEvent(values: EventFormValues, action: PublishAction, { leave }: SaveFlow) {
  const newId = await saveEventDoc(null, eventDocFromForm(values, action));
  try {
    await setEventStock(newId, values.estoque_total);
  } catch (error) {
    console.error(error);
    toast.error('Evento criado, mas o estoque não foi salvo', { description: errorDescription(error) });
    leave(`/admin/eventos/${newId}`);
    return false;
  }
  toast.success('Evento criado com sucesso');
  return true;
}

/** Stock first: if the function refuses the new total, nothing is saved. */
export async function saveEvent(
  values: EventFormValues,
  action: PublishAction,
  flow: SaveFlow,
  saved: SavedEvent,
) {
  if (saved.id) {
    await updateEvent(saved.id, values, action, flow, saved);
  } else if (!(await createEvent(values, action, flow))) {
    return;
  }
  flow.leave('/admin/eventos');
}
