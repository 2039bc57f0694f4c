// A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby);
// optional content inside its right edge.
import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldError } from './FieldError';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  error?: string | undefined;
  /** Rendered inside the input's right edge, e.g. a show-password button. */
  trailing?: ReactNode;
};

/** A labelled input whose error message is announced and tied to it (aria-describedby). */
export function TextField({ label, error, trailing, className = '', ...props }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`h-11 w-full rounded-lg border bg-surface px-3 text-base text-ink placeholder:text-ink-muted/70 transition-colors sm:text-sm ${
            error ? 'border-danger' : 'border-line-strong hover:border-ink-muted/60'
          } ${trailing ? 'pr-11' : ''}`}
          {...props}
        />
        {trailing && <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
