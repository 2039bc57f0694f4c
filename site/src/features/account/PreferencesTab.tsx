// Settings › Preferências: the theme (applied at once, like the header toggle) and the e-mail
// notifications switch, both saved to profiles/{uid}.preferencias.
import { useState, type FormEvent } from 'react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { toast } from '../../ui/toasts';
import { SubmitButton } from '../../ui/forms/form-kit';
import { savePreferences, type AccountPreferences } from './account-queries';
import { PREFERENCES_SAVED, PREFERENCES_SAVE_FAILED } from './messages';
import {
  applyThemePreference,
  storedThemePreference,
  temaFromPreference,
  THEME_PREFERENCES,
  type ThemePreference,
} from '../../lib/theme-preference';
import { Card } from '../../ui/kit';

const THEME_ICONS = { 'gn-light': Sun, 'gn-dark': Moon, sistema: Monitor } as const;

export function PreferencesTab({
  uid,
  preferencias,
  onSaved,
}: {
  uid: string;
  preferencias: AccountPreferences;
  onSaved: (preferencias: AccountPreferences) => void;
}) {
  // What this browser shows now (the header toggle may have changed it since the last save).
  const [theme, setTheme] = useState<ThemePreference>(storedThemePreference);
  const [emails, setEmails] = useState(preferencias.notificacoes_email);
  const [saving, setSaving] = useState(false);

  function chooseTheme(next: ThemePreference) {
    setTheme(next);
    applyThemePreference(next);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    const next: AccountPreferences = { tema: temaFromPreference(theme), notificacoes_email: emails };
    try {
      await savePreferences(uid, next);
      onSaved(next);
      toast.success(PREFERENCES_SAVED);
    } catch (error) {
      console.error(PREFERENCES_SAVE_FAILED, error);
      toast.error(PREFERENCES_SAVE_FAILED);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <h2 className="text-lg font-bold text-ink">Preferências</h2>
      <form aria-label="Preferências" onSubmit={(e) => void onSubmit(e)} className="mt-6 space-y-8">
        <fieldset>
          <legend className="text-sm font-semibold text-ink">Tema</legend>
          <p className="mt-1 text-sm text-ink-muted">
            Aplicado na hora; salve para usá-lo ao entrar em outros aparelhos.
          </p>
          <div className="mt-3 grid gap-3 sm:grid-cols-3">
            {THEME_PREFERENCES.map(({ value, label }) => {
              const Icon = THEME_ICONS[value];
              return (
                <label
                  key={value}
                  className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border border-line-strong px-4 py-3 text-sm font-semibold text-ink transition-colors hover:border-accent-ink/60 has-checked:border-accent-ink has-checked:bg-accent-soft has-checked:text-accent-ink has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-accent-ink"
                >
                  <input
                    type="radio"
                    name="tema"
                    value={value}
                    checked={theme === value}
                    onChange={() => chooseTheme(value)}
                    className="sr-only"
                  />
                  <Icon className="size-5" aria-hidden="true" />
                  {label}
                </label>
              );
            })}
          </div>
        </fieldset>
        <div className="flex items-start justify-between gap-4 border-t border-line pt-6">
          <div>
            <p id="pref-emails" className="text-sm font-semibold text-ink">
              Notificações por e-mail
            </p>
            <p id="pref-emails-dica" className="mt-1 text-sm text-ink-muted">
              Novidades, lembretes de eventos e ofertas. Confirmações de compra são sempre enviadas.
            </p>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={emails}
            aria-labelledby="pref-emails"
            aria-describedby="pref-emails-dica"
            onClick={() => setEmails((v) => !v)}
            className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${
              emails ? 'bg-accent' : 'bg-line-strong'
            }`}
          >
            <span
              aria-hidden="true"
              className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
                emails ? 'translate-x-6' : 'translate-x-1'
              }`}
            />
          </button>
        </div>
        <div className="flex justify-end">
          <SubmitButton busy={saving} busyLabel="Salvando..." className="sm:w-auto">
            Salvar preferências
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
