// A labelled textarea with an optional hint and character counter (going over is shown, not
// blocked); errors tied to it like TextField's.
import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldError } from './FieldError';

type TextareaProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string | undefined;
  /** Hint under the field (e.g. 'Recomendado: até 160 caracteres'). */
  hint?: ReactNode;
  /** Shows 'n/max' beside the label; going over is allowed but shown in the danger colour. */
  counter?: { length: number; max: number };
};

/** A labelled textarea with optional character counter; errors are tied via aria-describedby. */
export function Textarea({ label, error, hint, counter, className = '', rows = 4, ...props }: TextareaProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint || counter ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          {label}
        </label>
        {counter && <CharCounter length={counter.length} max={counter.max} />}
      </div>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`block w-full rounded-lg border bg-surface px-3 py-2 text-base text-ink placeholder:text-ink-muted/70 transition-colors sm:text-sm ${
          error ? 'border-danger' : 'border-line-strong hover:border-ink-muted/60'
        }`}
        {...props}
      />
      {(hint || counter) && (
        <p id={hintId} className="mt-1.5 text-xs text-ink-muted">
          {hint}
          {counter && <span className="sr-only"> {`${counter.length} de ${counter.max} caracteres`}</span>}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** 'n/max', in the danger colour once over the limit. */
export function CharCounter({ length, max }: { length: number; max: number }) {
  return (
    <span
      aria-hidden="true"
      className={`text-xs tabular-nums ${length > max ? 'text-danger font-semibold' : 'text-ink-muted'}`}
    >
      {length}/{max}
    </span>
  );
}
