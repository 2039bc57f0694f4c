// The flows shared by the forms of publishable content (events, news): load the saved item or
// start a new one, the slug that follows the title, the unsaved-changes prompt, Salvar Rascunho /
// Publicar with the publish check and the slug check, Duplicar and Excluir, each with its toasts.
// The page keeps what is its own: the fields, the tabs and how a valid form is saved.
import { useEffect, useRef, useState } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { useBlocker, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { slugify } from '@gn/core/slug';
import { siteLink } from '../config';
import { runFormAction } from './form-action';

/** Which action of a publishable form is running, if any. */
export type PublishableFormBusy = 'draft' | 'publish' | 'duplicate' | 'delete' | null;

export type PublishAction = 'draft' | 'publish';

/** The fields every publishable form has, whatever else it holds. */
type PublishableFields = { titulo: string; slug: string; seo_titulo: string; seo_descricao: string };

type Options<TInput extends FieldValues, TValues extends { slug: string }, TRecord> = {
  /** null: a new item. */
  id: string | null;
  form: UseFormReturn<TInput, unknown, TValues>;
  /** The list, e.g. '/admin/eventos': Cancelar and Excluir go back to it, a copy opens below it. */
  listPath: string;
  /** The public pages' folder on the site, e.g. '/eventos'. */
  sitePath: string;
  /** The saved item (null: it does not exist) and its form values. */
  load: (id: string) => Promise<TRecord | null>;
  toForm: (record: TRecord) => TInput;
  tabsWithErrors: (errorFields: readonly string[]) => number[];
  canPublish: (values: TInput) => boolean;
  isSlugTaken: (slug: string, exceptId: string | null) => Promise<boolean>;
  /** Saves valid values whose slug is free: its own success toast, then `leave`. */
  save: (values: TValues, action: PublishAction, flow: SaveFlow) => Promise<void>;
  duplicate: (id: string) => Promise<string>;
  remove: (id: string) => Promise<void>;
  messages: {
    loadFailed: string;
    publishBlocked: string;
    slugTaken: string;
    saveFailed: string;
    duplicated: string;
    duplicateFailed: string;
    deleted: string;
    deleteFailed: string;
  };
};

export type SaveFlow = {
  /** Navigates away without the unsaved-changes prompt. */
  leave: (to: string) => void;
  showTab: (index: number) => void;
};

export function usePublishableForm<TInput extends FieldValues, TValues extends { slug: string }, TRecord>(
  o: Options<TInput, TValues, TRecord>,
) {
  const navigate = useNavigate();
  const isEdit = o.id !== null;
  // undefined: loading; null: a new item; 'missing': not found.
  const [record, setRecord] = useState<TRecord | null | undefined | 'missing'>(isEdit ? undefined : null);
  const [tab, setTab] = useState(0);
  const [busy, setBusy] = useState<PublishableFormBusy>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const slugEdited = useRef(isEdit);
  const leaving = useRef(false);
  // The form's generic paths cannot name fields it is only known to have: these are the fields of
  // PublishableFields, which both forms hold.
  const fields = o.form as unknown as UseFormReturn<PublishableFields>;
  const {
    formState: { errors, isDirty, isSubmitted },
  } = fields;

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

  // Slug from the title while creating, until the slug is edited by hand.
  const titulo = fields.watch('titulo');
  const { setValue } = fields;
  useEffect(() => {
    if (slugEdited.current) return;
    setValue('slug', slugify(titulo ?? ''), { shouldValidate: isSubmitted, shouldDirty: true });
  }, [titulo, setValue, isSubmitted]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  function leave(to: string) {
    leaving.current = true;
    navigate(to);
  }

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
    if (action === 'publish' && !o.canPublish(o.form.getValues())) {
      toast.error(o.messages.publishBlocked);
      // Show the field errors too, without a second toast.
      void o.form.handleSubmit(
        () => undefined,
        (fieldErrors) => onInvalid(fieldErrors, false),
      )();
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

  const slug = fields.watch('slug') ?? '';
  const validSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length >= 3;

  return {
    isEdit,
    /** undefined while loading, null for a new item, 'missing' when not found. */
    record,
    busy,
    titulo: titulo ?? '',
    slug,
    /** The public page, while the slug is valid. */
    pageUrl: validSlug ? siteLink(`${o.sitePath}/${slug}`) : null,
    invalidTabs: new Set(o.tabsWithErrors(Object.keys(errors))),
    /** For SlugField: follows the title until typed in. */
    slugInput: fields.register('slug', {
      onChange: (event: { target: { value: string } }) => {
        slugEdited.current = event.target.value !== '';
      },
    }),
    slugError: errors.slug?.message,
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
