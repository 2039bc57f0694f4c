// The flows shared by the forms of publishable content (events, news): load the saved item or
// start a new one, the slug that follows the title, the unsaved-changes prompt, Salvar Rascunho /
// Publicar with the publish check and the slug check, Duplicar and Excluir, each with its toasts.
// The page keeps what is its own: the fields, the tabs and how a valid form is saved.
import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { slugify } from '@gn/core/slug';
import { siteLink } from '../config';
import type { PublishableFields, PublishableFormOptions } from './publishable-form-types';
import { useLeaveGuard } from './use-leave-guard';
import { usePublishActions } from './use-publish-actions';
import { useSavedRecord } from './use-saved-record';

export type { PublishableFormBusy, PublishAction, SaveFlow } from './publishable-form-types';

/** A slug the public page can have: lowercase words joined by hyphens, 3 characters at least. */
function isValidSlug(slug: string) {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length >= 3;
}

export function usePublishableForm<TInput extends FieldValues, TValues extends { slug: string }, TRecord>(
  o: PublishableFormOptions<TInput, TValues, TRecord>,
) {
  const isEdit = o.id !== null;
  const record = useSavedRecord(o);
  const [tab, setTab] = useState(0);
  const slugEdited = useRef(isEdit);
  // The form's generic paths cannot name fields it is only known to have: these are the fields of
  // PublishableFields, which both forms hold.
  const fields = o.form as unknown as UseFormReturn<PublishableFields>;
  const {
    formState: { errors, isDirty, isSubmitted },
  } = fields;

  // Slug from the title while creating, until the slug is edited by hand.
  const titulo = fields.watch('titulo');
  const { setValue } = fields;
  useEffect(() => {
    if (slugEdited.current) return;
    setValue('slug', slugify(titulo ?? ''), { shouldValidate: isSubmitted, shouldDirty: true });
  }, [titulo, setValue, isSubmitted]);

  const { blocker, leave, navigate } = useLeaveGuard(isDirty);
  const { busy, confirmDelete, setConfirmDelete, save, duplicate, remove } = usePublishActions(o, {
    tab,
    setTab,
    leave,
  });

  const slug = fields.watch('slug') ?? '';

  return {
    isEdit,
    /** undefined while loading, null for a new item, 'missing' when not found. */
    record,
    busy,
    titulo: titulo ?? '',
    /** The public page, while the slug is valid. */
    pageUrl: isValidSlug(slug) ? siteLink(`${o.sitePath}/${slug}`) : null,
    invalidTabs: new Set(o.tabsWithErrors(Object.keys(errors))),
    /** SlugField's props: the input follows the title until typed in. */
    slugField: {
      input: fields.register('slug', {
        onChange: (event: { target: { value: string } }) => {
          slugEdited.current = event.target.value !== '';
        },
      }),
      error: errors.slug?.message,
      slug,
      sitePath: o.sitePath,
      isEdit,
    },
    /** For SeoPanel. */
    seoInputs: {
      titleInput: fields.register('seo_titulo'),
      titleValue: fields.watch('seo_titulo') ?? '',
      titleError: errors.seo_titulo?.message,
      descriptionInput: fields.register('seo_descricao'),
      descriptionValue: fields.watch('seo_descricao') ?? '',
      descriptionError: errors.seo_descricao?.message,
    },
    /** For PublishableFormLayout. */
    layout: {
      isEdit,
      busy,
      tab,
      onTabChange: setTab,
      onSave: save,
      onCancel: () => navigate(o.listPath),
      onDuplicate: () => void duplicate(),
      confirmDeleteOpen: confirmDelete,
      onConfirmDeleteChange: setConfirmDelete,
      onDelete: () => void remove(),
      blocker,
    },
  };
}
