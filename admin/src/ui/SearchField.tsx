// The search box at the top of a list (type="search": Escape clears it).
import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';

type SearchFieldProps = Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'value'> & {
  /** Accessible name (also the placeholder unless one is given). */
  label: string;
  value: string;
  onChange: (value: string) => void;
};

/** The search box at the top of a list (type="search", Escape clears it natively). */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  className = '',
  ...props
}: SearchFieldProps) {
  return (
    <div className={`relative ${className}`}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
      />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder ?? label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full rounded-lg border border-line-strong bg-surface pr-3 pl-9 text-base text-ink placeholder:text-ink-muted/80 hover:border-ink-muted/60 sm:text-sm"
        {...props}
      />
    </div>
  );
}
