// The admin's button (primary, secondary, danger, ghost) and its classes for links styled as
// buttons; `busy` shows a spinner and disables it.
import type { ComponentProps } from 'react';
import { LoaderCircle } from 'lucide-react';

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  /** Shows a spinner and disables the button while an action runs. */
  busy?: boolean;
};

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-on-accent hover:bg-accent-hover',
  secondary: 'border border-line-strong bg-surface text-ink hover:bg-surface-muted',
  danger: 'border border-danger/40 bg-surface text-danger hover:bg-danger-soft',
  ghost: 'text-ink-muted hover:bg-surface-muted hover:text-ink',
};

/** The classes of a button of that variant, for links that look like buttons (ButtonLink). */
export function buttonClasses(variant: ButtonVariant = 'primary', className = ''): string {
  return `inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70 ${VARIANTS[variant]} ${className}`;
}

export function Button({
  variant = 'primary',
  busy = false,
  disabled,
  className = '',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type="button"
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClasses(variant, className)}
      {...props}
    >
      {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
      {children}
    </button>
  );
}
