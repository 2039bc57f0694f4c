// The 'SEO' tab: the default title, description and Open Graph image of pages without their own.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@gn/core/schemas/fields';
import { seoSettingsSchema, type SeoSettings, type SeoSettingsInput } from '@gn/core/schemas/settings';
import { FieldError } from '../../ui/FieldError';
import { ImageUpload } from '../../ui/ImageUpload';
import { CharCounter, Textarea } from '../../ui/Textarea';
import { SettingsForm, SettingsSection } from './SettingsForm';
import { useSettingsTab } from './use-settings-tab';

/** SEO: the title, description and Open Graph image of pages that have none of their own. */
export function SeoTab({ initial }: { initial: SeoSettings }) {
  const titleId = useId();
  const { form, field, saving, onSubmit } = useSettingsTab('seo', {
    resolver: zodResolver(seoSettingsSchema),
    defaultValues: initial,
    toSettings: (values: SeoSettings) => values,
    toForm: (values): SeoSettingsInput => values,
  });
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;

  const title = watch('titulo_padrao') ?? '';
  const description = watch('descricao_padrao') ?? '';
  const titleError = errors.titulo_padrao?.message;

  return (
    <SettingsForm label="SEO" onSubmit={onSubmit} saving={saving}>
      <SettingsSection
        title="Padrões de busca e compartilhamento"
        description="Usados pela página inicial e pelas páginas sem título, descrição ou imagem próprios. Em branco, o site usa os textos padrão."
      >
        <div>
          <div className="mb-1.5 flex items-baseline justify-between gap-2">
            <label htmlFor={titleId} className="block text-sm font-medium text-ink">
              Título padrão
            </label>
            <CharCounter length={title.length} max={SEO_TITLE_MAX} />
          </div>
          <input
            id={titleId}
            type="text"
            autoComplete="off"
            aria-invalid={titleError ? true : undefined}
            aria-describedby={`${titleId}-hint${titleError ? ` ${titleId}-error` : ''}`}
            className={`h-11 w-full rounded-lg border bg-surface px-3 text-base text-ink sm:text-sm ${
              titleError ? 'border-danger' : 'border-line-strong hover:border-ink-muted/60'
            }`}
            {...register('titulo_padrao')}
          />
          <p id={`${titleId}-hint`} className="mt-1.5 text-xs text-ink-muted">
            {`Até ${SEO_TITLE_MAX} caracteres.`}
            <span className="sr-only">{` ${title.length} de ${SEO_TITLE_MAX} caracteres`}</span>
          </p>
          <FieldError id={`${titleId}-error`} error={titleError} />
        </div>
        <Textarea
          label="Descrição padrão"
          rows={3}
          counter={{ length: description.length, max: SEO_DESCRIPTION_MAX }}
          hint={`Até ${SEO_DESCRIPTION_MAX} caracteres.`}
          {...field('descricao_padrao')}
        />
      </SettingsSection>
      <SettingsSection title="Imagem de compartilhamento (Open Graph)">
        <div className="max-w-xl">
          <Controller
            control={control}
            name="og_imagem_url"
            render={({ field }) => (
              <ImageUpload
                folder="seo"
                label="Imagem padrão"
                hint="Recomendado: 1200x630. Aparece quando um link do site é compartilhado."
                value={field.value}
                onChange={field.onChange}
                error={errors.og_imagem_url?.message}
              />
            )}
          />
        </div>
      </SettingsSection>
    </SettingsForm>
  );
}
