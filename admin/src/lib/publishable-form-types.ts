// The options and the shared types of usePublishableForm (the forms of events and news), apart so
// that its hooks can name them without importing one another.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** Which action of a publishable form is running, if any. */
export type PublishableFormBusy = 'draft' | 'publish' | 'duplicate' | 'delete' | null;

export type PublishAction = 'draft' | 'publish';

/** Why Publicar is refused, with the field to mark (e.g. the event's age rating). */
export type PublishRefusal<TInput extends FieldValues> = { message: string; field?: Path<TInput> };

/** The fields every publishable form has, whatever else it holds. */
export type PublishableFields = { titulo: string; slug: string; seo_titulo: string; seo_descricao: string };

export type SaveFlow = {
  /** Navigates away without the unsaved-changes prompt. */
  leave: (to: string) => void;
  showTab: (index: number) => void;
};

export type PublishableFormOptions<TInput extends FieldValues, TValues extends { slug: string }, TRecord> = {
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
  /** false: refused with messages.publishBlocked; a refusal: its own message on its field. */
  canPublish: (values: TInput) => boolean | PublishRefusal<TInput>;
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
