// A native checkbox with a styled box, a clickable label and an optional description.
import { Check } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  description?: ReactNode;
};

/** A native checkbox with a styled box and a clickable label (works with register()). */
export function Checkbox({ label, description, className = '', ...props }: CheckboxProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <span className="relative mt-0.5 inline-flex size-5 shrink-0">
        <input
          id={id}
          type="checkbox"
          aria-describedby={description ? descriptionId : undefined}
          className="peer size-5 cursor-pointer appearance-none rounded border border-line-strong bg-surface checked:border-accent checked:bg-accent disabled:cursor-not-allowed disabled:opacity-60"
          {...props}
        />
        <Check
          aria-hidden="true"
          className="pointer-events-none absolute inset-0.5 hidden size-4 text-on-accent peer-checked:block"
          strokeWidth={3}
        />
      </span>
      <span className="min-w-0">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-ink">
          {label}
        </label>
        {description && (
          <span id={descriptionId} className="block text-sm text-ink-muted">
            {description}
          </span>
        )}
      </span>
    </div>
  );
}
