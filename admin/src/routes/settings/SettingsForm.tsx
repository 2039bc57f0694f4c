// The frame of one settings tab (its card of fields and 'Salvar Configurações') and the titled
// sections inside it.
import type { FormEventHandler, ReactNode } from 'react';
import { SaveSettingsButton } from '../../ui/SaveSettingsButton';

type SettingsFormProps = {
  /** Accessible name of the form, e.g. 'Marca & Tema'. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  children: ReactNode;
};

/** One tab's card of fields and its 'Salvar Configurações' button. */
export function SettingsForm({ label, onSubmit, saving, children }: SettingsFormProps) {
  return (
    <form noValidate aria-label={label} onSubmit={onSubmit} className="max-w-3xl">
      <div className="space-y-6 rounded-xl border border-line bg-surface p-4 shadow-sm sm:p-6">
        {children}
      </div>
      <SaveSettingsButton saving={saving} />
    </form>
  );
}

/** A titled group of fields inside a tab. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="space-y-4 border-t border-line pt-6 first:border-t-0 first:pt-0">
      <div>
        <h2 className="text-base font-semibold text-ink">{title}</h2>
        {description && <p className="mt-0.5 text-sm text-ink-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}
