// A publishable form's actions: Salvar Rascunho / Publicar (the publish check, the field errors'
// tab, the slug check, then the page's own save), Duplicar and Excluir, each with its toasts.
import { useState } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { runFormAction } from './form-action';
import type {
  PublishAction,
  PublishableFields,
  PublishableFormBusy,
  PublishableFormOptions,
} from './publishable-form-types';

type Flow = {
  tab: number;
  setTab: (tab: number) => void;
  /** Navigates away without the unsaved-changes prompt. */
  leave: (to: string) => void;
};

export function usePublishActions<TInput extends FieldValues, TValues extends { slug: string }, TRecord>(
  o: PublishableFormOptions<TInput, TValues, TRecord>,
  { tab, setTab, leave }: Flow,
) {
  const [busy, setBusy] = useState<PublishableFormBusy>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // The form's generic paths cannot name fields it is only known to have.
  const fields = o.form as unknown as UseFormReturn<PublishableFields>;

  function onInvalid(fieldErrors: FieldErrors<TInput>, announce = true) {
    const tabs = o.tabsWithErrors(Object.keys(fieldErrors));
    if (tabs[0] !== undefined && !tabs.includes(tab)) setTab(tabs[0]);
    if (announce) toast.error('Verifique os campos destacados');
  }

  async function persist(values: TValues, action: PublishAction) {
    await runFormAction(setBusy, action, o.messages.saveFailed, async () => {
      if (await o.isSlugTaken(values.slug, o.id)) {
        fields.setError('slug', { message: o.messages.slugTaken }, { shouldFocus: true });
        setTab(0);
        toast.error(o.messages.slugTaken);
        return;
      }
      await o.save(values, action, { leave, showTab: setTab });
    });
  }

  function save(action: PublishAction) {
    const verdict = action === 'publish' ? o.canPublish(o.form.getValues()) : true;
    if (verdict !== true) {
      const refusal = verdict === false ? { message: o.messages.publishBlocked } : verdict;
      toast.error(refusal.message);
      // Show the field errors too, without a second toast; the refused field among them.
      const markRefused = () => {
        if (!refusal.field) return;
        o.form.setError(refusal.field, { message: refusal.message }, { shouldFocus: true });
        const [refusedTab] = o.tabsWithErrors([refusal.field]);
        if (refusedTab !== undefined) setTab(refusedTab);
      };
      void o.form.handleSubmit(markRefused, (fieldErrors) => {
        onInvalid(fieldErrors, false);
        markRefused();
      })();
      return;
    }
    void o.form.handleSubmit(
      (values) => persist(values, action),
      (fieldErrors) => onInvalid(fieldErrors),
    )();
  }

  async function duplicate() {
    const id = o.id;
    if (!id) return;
    await runFormAction(setBusy, 'duplicate', o.messages.duplicateFailed, async () => {
      const copyId = await o.duplicate(id);
      toast.success(o.messages.duplicated);
      leave(`${o.listPath}/${copyId}`);
    });
  }

  async function remove() {
    const id = o.id;
    if (!id) return;
    await runFormAction(
      setBusy,
      'delete',
      o.messages.deleteFailed,
      async () => {
        await o.remove(id);
        setConfirmDelete(false);
        toast.success(o.messages.deleted);
        leave(o.listPath);
      },
      () => setConfirmDelete(false),
    );
  }

  return { busy, confirmDelete, setConfirmDelete, save, duplicate, remove };
}
