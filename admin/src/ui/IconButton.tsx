// A square button showing only an icon; its label is the accessible name and the tooltip.
import type { ComponentProps } from 'react';
import type { LucideIcon } from 'lucide-react';

type IconButtonProps = Omit<ComponentProps<'button'>, 'children'> & {
  /** Accessible name; also shown as the tooltip. */
  label: string;
  icon: LucideIcon;
};

export function IconButton({ label, icon: Icon, className = '', ...props }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={`inline-flex size-9 items-center justify-center rounded-lg text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink ${className}`}
      {...props}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}
