// The primary colour field: the browser's colour picker and a #RRGGBB text field kept in step.
import { useId } from 'react';
import { isHexColor } from '@gn/core/theme-color';
import { FieldError } from '../../ui/FieldError';

type ColorFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  name: string;
  error?: string | undefined;
};

/** The primary colour: the browser's colour picker and a #RRGGBB text field, kept in sync. */
export function ColorField({ label, value, onChange, onBlur, name, error }: ColorFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const valid = isHexColor(value);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex items-center gap-3">
        <input
          type="color"
          aria-label={`${label}: seletor de cor`}
          value={valid ? value.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          onBlur={onBlur}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-line-strong bg-surface p-1"
        />
        <input
          id={id}
          name={name}
          type="text"
          value={value}
          maxLength={7}
          spellCheck={false}
          autoCapitalize="none"
          autoComplete="off"
          placeholder="#5B34F2"
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.target.value.trim())}
          onBlur={onBlur}
          className={`h-11 w-32 rounded-lg border bg-surface px-3 font-mono text-base text-ink uppercase sm:text-sm ${
            error ? 'border-danger' : 'border-line-strong hover:border-ink-muted/60'
          }`}
        />
        <span
          aria-hidden="true"
          data-testid="cor-amostra"
          className="size-11 shrink-0 rounded-lg border border-line-strong"
          style={{ background: valid ? value : 'transparent' }}
        />
      </div>
      <p id={hintId} className="mt-1.5 text-xs text-ink-muted">
        Formato #RRGGBB. Botões e links do site usam esta cor; o texto sobre ela é ajustado para manter o
        contraste.
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
