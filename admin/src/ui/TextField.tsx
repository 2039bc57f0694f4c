// A labelled input whose error and hint are announced and tied to it (aria-invalid,
// aria-describedby); optional content inside its right edge.
import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldError } from './FieldError';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  error?: string | undefined;
  /** Hint under the field, like Textarea's (e.g. 'Lei 12.933/2013: no mínimo 40% dos ingressos'). */
  hint?: ReactNode;
  /** Rendered inside the input's right edge, e.g. a show-password button. */
  trailing?: ReactNode;
};

/** A labelled input whose error message is announced and tied to it (aria-describedby). */
export function TextField({ label, error, hint, trailing, className = '', ...props }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`h-11 w-full rounded-lg border bg-surface px-3 text-base text-ink placeholder:text-ink-muted/70 transition-colors read-only:bg-surface-muted sm:text-sm ${
            error ? 'border-danger' : 'border-line-strong hover:border-ink-muted/60'
          } ${trailing ? 'pr-11' : ''}`}
          {...props}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
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
