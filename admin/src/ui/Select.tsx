// A labelled native <select> (robust on phones and with register()); the label may be visually
// hidden, as in the list filters, and stays the accessible name.
import { ChevronDown } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { FieldError } from './FieldError';

export type SelectOption = { value: string; label: string };

type SelectProps = Omit<ComponentProps<'select'>, 'children'> & {
  label: string;
  options: readonly SelectOption[];
  error?: string | undefined;
  /** Visually hide the label (it stays the accessible name), e.g. for list filters. */
  hideLabel?: boolean;
};

/** A labelled native <select> (robust on mobile and with react-hook-form's register()). */
export function Select({ label, options, error, hideLabel = false, className = '', ...props }: SelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-ink'}>
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`h-11 w-full cursor-pointer appearance-none rounded-lg border bg-surface pr-9 pl-3 text-base text-ink transition-colors sm:text-sm ${
            error ? 'border-danger' : 'border-line-strong hover:border-ink-muted/60'
          }`}
          {...props}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted"
        />
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
