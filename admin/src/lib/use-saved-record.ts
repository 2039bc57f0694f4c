// A publishable form's saved item: loaded once per id and put into the form; a new item has none.
import { useEffect, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { toast } from 'sonner';
import type { PublishableFormOptions } from './publishable-form-types';

/** undefined: loading; null: a new item; 'missing': not found (or the load failed). */
export type SavedRecord<TRecord> = TRecord | null | undefined | 'missing';

export function useSavedRecord<TInput extends FieldValues, TValues extends { slug: string }, TRecord>(
  o: PublishableFormOptions<TInput, TValues, TRecord>,
): SavedRecord<TRecord> {
  const [record, setRecord] = useState<SavedRecord<TRecord>>(o.id !== null ? undefined : null);

  // The options are fresh objects on every render; the load runs once per id.
  const latest = useRef(o);
  latest.current = o;
  const { id } = o;
  const { reset } = o.form;
  useEffect(() => {
    if (!id) return;
    let active = true;
    latest.current
      .load(id)
      .then((loaded) => {
        if (!active) return;
        if (loaded === null) {
          setRecord('missing');
          return;
        }
        reset(latest.current.toForm(loaded));
        setRecord(loaded);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!active) return;
        toast.error(latest.current.messages.loadFailed);
        setRecord('missing');
      });
    return () => {
      active = false;
    };
  }, [id, reset]);

  return record;
}
