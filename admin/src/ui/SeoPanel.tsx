// The SEO tab of the event and news forms: meta title and description with counters, a search
// result preview, the public link and the Open Graph image; empty fields fall back to the content.
import { ExternalLink, ImageOff } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@gn/core/schemas/fields';
import { CharCounter, Textarea } from './Textarea';
import { FieldError } from './FieldError';

type SeoPanelProps = {
  /** register('seo_titulo') and its current value. */
  titleInput: ComponentProps<'input'>;
  titleValue: string;
  titleError?: string | undefined;
  descriptionInput: ComponentProps<'textarea'>;
  descriptionValue: string;
  descriptionError?: string | undefined;
  /** What the site uses when the fields are empty (the title / an excerpt of the text). */
  fallbackTitle: string;
  fallbackDescription: string;
  /** Absolute public URL of the page, or null while the slug is invalid. */
  pageUrl: string | null;
  /** The cover: the Open Graph image. */
  imageUrl: string | null;
  /** e.g. 'O evento só aparece no site quando estiver publicado e visível.' */
  visibilityNote?: string;
};

/**
 * The SEO tab of the event and news forms: meta title (60) and description (160) with counters,
 * a search-result preview, the public link and the Open Graph image. The values are saved and
 * used by the site's <title> / meta tags; empty fields fall back to the content.
 */
export function SeoPanel({
  titleInput,
  titleValue,
  titleError,
  descriptionInput,
  descriptionValue,
  descriptionError,
  fallbackTitle,
  fallbackDescription,
  pageUrl,
  imageUrl,
  visibilityNote,
}: SeoPanelProps) {
  const titleId = useId();
  const titleErrorId = `${titleId}-error`;
  const titleHintId = `${titleId}-hint`;
  const shownTitle = titleValue.trim() || fallbackTitle || 'Título da página';
  const shownDescription = descriptionValue.trim() || fallbackDescription;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <div className="space-y-5">
        <div>
          <div className="mb-1.5 flex items-baseline justify-between gap-2">
            <label htmlFor={titleId} className="block text-sm font-medium text-ink">
              Título SEO (meta title)
            </label>
            <CharCounter length={titleValue.length} max={SEO_TITLE_MAX} />
          </div>
          <input
            id={titleId}
            type="text"
            aria-invalid={titleError ? true : undefined}
            aria-describedby={[titleHintId, titleError ? titleErrorId : null].filter(Boolean).join(' ')}
            placeholder={fallbackTitle}
            className={`h-11 w-full rounded-lg border bg-surface px-3 text-base text-ink placeholder:text-ink-muted/80 sm:text-sm ${
              titleError ? 'border-danger' : 'border-line-strong hover:border-ink-muted/60'
            }`}
            {...titleInput}
          />
          <p id={titleHintId} className="mt-1.5 text-xs text-ink-muted">
            Até {SEO_TITLE_MAX} caracteres. Em branco, o site usa o título.
            <span className="sr-only">{` ${titleValue.length} de ${SEO_TITLE_MAX} caracteres`}</span>
          </p>
          <FieldError id={titleErrorId} error={titleError} />
        </div>
        <Textarea
          label="Descrição SEO (meta description)"
          rows={3}
          placeholder={fallbackDescription}
          counter={{ length: descriptionValue.length, max: SEO_DESCRIPTION_MAX }}
          hint={`Até ${SEO_DESCRIPTION_MAX} caracteres. Em branco, o site usa o início do texto.`}
          error={descriptionError}
          {...descriptionInput}
        />
        <div>
          <p className="mb-1.5 text-sm font-medium text-ink">Link da página</p>
          {pageUrl ? (
            <a
              href={pageUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex max-w-full items-center gap-1.5 text-sm break-all text-accent-ink hover:underline"
            >
              {pageUrl}
              <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">(abre em nova aba)</span>
            </a>
          ) : (
            <p className="text-sm text-ink-muted">Defina um slug válido para ver o link.</p>
          )}
          {visibilityNote && <p className="mt-1 text-xs text-ink-muted">{visibilityNote}</p>}
        </div>
      </div>

      <div className="space-y-5">
        <section aria-label="Prévia no buscador" className="rounded-xl border border-line bg-surface p-4">
          <p className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            Prévia no buscador
          </p>
          <p className="truncate text-xs text-ink-muted">{pageUrl ?? '—'}</p>
          <p className="mt-1 line-clamp-2 text-base font-medium text-accent-ink">{shownTitle}</p>
          <p className="mt-1 line-clamp-3 text-sm text-ink-muted">{shownDescription || 'Sem descrição.'}</p>
        </section>
        <section
          aria-label="Imagem de compartilhamento"
          className="rounded-xl border border-line bg-surface p-4"
        >
          <p className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            Imagem de compartilhamento (Open Graph)
          </p>
          <div className="aspect-[1200/630] overflow-hidden rounded-lg bg-surface-muted">
            {imageUrl ? (
              <img src={imageUrl} alt="Imagem de compartilhamento" className="size-full object-cover" />
            ) : (
              <div className="flex size-full flex-col items-center justify-center gap-1 text-sm text-ink-muted">
                <ImageOff className="size-6" aria-hidden="true" />
                Sem imagem de capa
              </div>
            )}
          </div>
          <p className="mt-2 text-xs text-ink-muted">A capa é usada ao compartilhar o link.</p>
        </section>
      </div>
    </div>
  );
}
