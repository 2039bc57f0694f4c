// The image field of the forms: pick, upload through the admin function with a progress bar,
// preview, remove; a failed upload leaves the field without an image.
import { ImagePlus, LoaderCircle, Trash2, Upload } from 'lucide-react';
import { useId } from 'react';
import type { UploadFolder } from '@gn/core/schemas/upload';
import { FieldError } from './FieldError';
import { useImageUpload } from './use-image-upload';

type ImageUploadProps = {
  /** Destination folder of the upload function: events, news or banners. */
  folder: UploadFolder;
  /** Current image URL ('' or null when none). */
  value: string | null | undefined;
  /** New URL after a successful upload, or null when removed. */
  onChange: (url: string | null) => void;
  label?: string;
  /** e.g. 'Recomendado: 1920x1080 (16:9)'. */
  hint?: string;
  error?: string | undefined;
  /** Preview aspect ratio class (default aspect-video). */
  aspectClassName?: string;
  /** Logos: the whole image, letterboxed, instead of a cropped cover. */
  contain?: boolean;
  disabled?: boolean;
};

/** Over the preview while uploading: a spinner, the progress bar and its percentage. */
function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-surface/85 p-6">
      <LoaderCircle className="size-6 animate-spin text-accent-ink" aria-hidden="true" />
      <div
        role="progressbar"
        aria-label="Progresso do envio"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-line"
      >
        <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="text-sm font-medium text-ink" aria-live="polite">
        {percent < 100 ? `Enviando... ${percent}%` : 'Processando imagem...'}
      </span>
    </div>
  );
}

/** The preview, or the invitation to drop or send an image. */
function ImagePreview({ value, contain }: { value: string | null | undefined; contain: boolean }) {
  if (value) {
    return (
      <img
        src={value}
        alt="Pré-visualização da imagem"
        className={contain ? 'size-full object-contain p-3' : 'size-full object-cover'}
      />
    );
  }
  return (
    <div className="flex size-full flex-col items-center justify-center gap-2 p-4 text-center text-ink-muted">
      <ImagePlus className="size-8" aria-hidden="true" />
      <span className="text-sm">Arraste uma imagem ou clique em “Enviar imagem”</span>
    </div>
  );
}

/**
 * Picks an image, uploads it through the admin function with a progress bar, and reports the
 * public URL. Toasts: 'Imagem carregada com sucesso' / the server's message or
 * 'Erro ao fazer upload da imagem' (the image is then treated as absent, as docs/spec/storefront.md
 * §8 says).
 */
export function ImageUpload({
  folder,
  value,
  onChange,
  label = 'Imagem de capa',
  hint,
  error,
  aspectClassName = 'aspect-video',
  contain = false,
  disabled = false,
}: ImageUploadProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const { inputRef, progress, uploading, handleFile } = useImageUpload(folder, onChange);

  const percent = Math.round((progress ?? 0) * 100);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div
        className={`relative overflow-hidden rounded-xl border ${error ? 'border-danger' : 'border-line-strong'} border-dashed bg-surface-muted ${aspectClassName}`}
        onDragOver={(event) => {
          if (!disabled && !uploading) event.preventDefault();
        }}
        onDrop={(event) => {
          if (disabled || uploading) return;
          event.preventDefault();
          void handleFile(event.dataTransfer.files[0]);
        }}
      >
        <ImagePreview value={value} contain={contain} />
        {uploading && <UploadProgress percent={percent} />}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/*"
          className="sr-only"
          disabled={disabled || uploading}
          aria-describedby={describedBy}
          onChange={(event) => void handleFile(event.target.files?.[0])}
        />
        <button
          type="button"
          disabled={disabled || uploading}
          onClick={() => inputRef.current?.click()}
          className="inline-flex h-9 items-center gap-2 rounded-lg border border-line-strong bg-surface px-3 text-sm font-medium text-ink hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-70"
        >
          <Upload className="size-4" aria-hidden="true" />
          {value ? 'Trocar imagem' : 'Enviar imagem'}
        </button>
        {value && (
          <button
            type="button"
            disabled={disabled || uploading}
            onClick={() => onChange(null)}
            className="inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium text-danger hover:bg-danger-soft disabled:cursor-not-allowed disabled:opacity-70"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Remover
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
