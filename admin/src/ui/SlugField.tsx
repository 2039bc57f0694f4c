// The slug input of the event and news forms, with the public address it makes.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './TextField';

type SlugFieldProps = {
  input: UseFormRegisterReturn;
  error: string | undefined;
  slug: string;
  /** The public pages' folder, e.g. '/eventos'. */
  sitePath: string;
  isEdit: boolean;
};

/** The slug input of a publishable form, with the page address it makes. */
export function SlugField({ input, error, slug, sitePath, isEdit }: SlugFieldProps) {
  return (
    <div>
      <TextField label="Slug" autoCapitalize="none" spellCheck={false} error={error} {...input} />
      {!error && (
        <p className="mt-1.5 text-xs break-all text-ink-muted">
          {isEdit ? 'Endereço da página: ' : 'Gerado a partir do título. Endereço: '}
          {sitePath}/{slug || '…'}
        </p>
      )}
    </div>
  );
}
