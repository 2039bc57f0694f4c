// A labelled on/off switch (Headless UI: role="switch", Space and Enter toggle it).
import { Field, Label, Description, Switch as HeadlessSwitch } from '@headlessui/react';
import type { ReactNode } from 'react';

type SwitchProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: ReactNode;
  disabled?: boolean;
  className?: string;
  /** Forwarded for react-hook-form's Controller (focus on error). */
  name?: string;
};

/** A labelled on/off switch (Headless UI Switch: role="switch", Space/Enter toggles). */
export function Switch({
  label,
  checked,
  onChange,
  description,
  disabled,
  className = '',
  name,
}: SwitchProps) {
  return (
    <Field disabled={disabled} className={`flex items-start justify-between gap-4 ${className}`}>
      <span className="min-w-0">
        <Label className="block text-sm font-medium text-ink data-disabled:opacity-60">{label}</Label>
        {description && <Description className="mt-0.5 text-sm text-ink-muted">{description}</Description>}
      </span>
      <HeadlessSwitch
        checked={checked}
        onChange={onChange}
        name={name}
        className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border border-line-strong bg-surface-muted transition-colors data-checked:border-accent data-checked:bg-accent data-disabled:cursor-not-allowed data-disabled:opacity-60 data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-accent-ink"
      >
        <span
          aria-hidden="true"
          className="inline-block size-4.5 translate-x-0.5 rounded-full bg-white shadow ring-1 ring-black/10 transition-transform group-data-checked:translate-x-5.5"
        />
      </HeadlessSwitch>
    </Field>
  );
}
