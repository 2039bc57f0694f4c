// The 'Geral' tab of the news form: title, slug, status, and when the item was first published.
import type { ComponentProps } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { formatDateTime } from '@gn/core/dates';
import { fieldBinder } from '../../../lib/bind-field';
import { Select } from '../../../ui/Select';
import { SlugField } from '../../../ui/SlugField';
import { TextField } from '../../../ui/TextField';
import type { NewsRecord } from '../news-queries';
import type { NewsFormInput, NewsFormValues } from './news-form-schema';

const STATUS_OPTIONS = [
  { value: 'rascunho', label: 'Rascunho' },
  { value: 'publicado', label: 'Publicado' },
];

type NewsGeneralFieldsProps = {
  form: UseFormReturn<NewsFormInput, unknown, NewsFormValues>;
  /** The slug field's props, which the page wires to the title. */
  slug: ComponentProps<typeof SlugField>;
  /** When the saved item was first published; null if never. */
  publishedAt: NewsRecord['publicado_em'] | null;
};

export function NewsGeneralFields({ form, slug, publishedAt }: NewsGeneralFieldsProps) {
  const field = fieldBinder(form.register, form.formState.errors);
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <TextField label="Título" className="md:col-span-2" {...field('titulo')} />
      <SlugField {...slug} />
      <div>
        <Select label="Status" options={STATUS_OPTIONS} {...field('status')} />
        <p className="mt-1.5 text-xs text-ink-muted">
          {publishedAt
            ? `Publicada pela primeira vez em ${formatDateTime(publishedAt)}.`
            : 'A data de publicação é registrada na primeira vez que a notícia é publicada.'}
        </p>
      </div>
    </div>
  );
}
