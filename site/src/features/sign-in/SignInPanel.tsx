// /entrar: tabs 'Entrar' and 'Criar Conta'. The Firebase code (auth-actions.ts) is fetched on the
// first interaction with the panel, not with the page.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../ui/toasts';
import type { LoginInput } from '@gn/core/schemas/auth';
import { setFlash } from '../session/flash';
import { RESET_SENT, SIGN_IN_SUCCESS, resetErrorMessage, signInErrorMessage } from '../session/auth-errors';
import { EmailField, PasswordField, SubmitButton } from '../../ui/forms/form-kit';
import { Spinner } from '../../ui/Spinner';
import { fieldBinder } from '../../ui/forms/bind-field';
import { schemaResolver } from '../../ui/forms/schema-resolver';
import { FormAlert, goBack, loadActions } from './sign-in-kit';
import { SignUpForm } from './SignUpForm';

type TabId = 'entrar' | 'criar-conta';

const loginSchema = () => import('@gn/core/schemas/auth').then((m) => m.loginSchema);

function SignInForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [resetting, setResetting] = useState(false);
  const form = useForm<LoginInput>({ resolver: schemaResolver(loginSchema), mode: 'onTouched' });
  const {
    handleSubmit,
    trigger,
    getValues,
    setFocus,
    formState: { isSubmitting },
  } = form;
  const field = fieldBinder(form);

  async function onSubmit({ email, password }: LoginInput) {
    setFailure(null);
    try {
      const actions = await loadActions();
      await actions.signIn(email, password);
      setLeaving(true);
      setFlash({ type: 'success', message: SIGN_IN_SUCCESS });
      goBack();
    } catch (error) {
      console.error(error);
      const message = signInErrorMessage(error);
      setFailure(message);
      toast.error(message);
    }
  }

  async function onForgot() {
    setFailure(null);
    if (!(await trigger('email'))) {
      setFocus('email');
      return;
    }
    setResetting(true);
    try {
      const actions = await loadActions();
      await actions.sendPasswordReset(getValues('email').trim());
      toast.success(RESET_SENT);
    } catch (error) {
      console.error(error);
      const message = resetErrorMessage(error);
      if (message === RESET_SENT) toast.success(message);
      else toast.error(message);
    } finally {
      setResetting(false);
    }
  }

  const busy = isSubmitting || leaving;
  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="space-y-4"
      aria-label="Entrar"
    >
      <EmailField
        id="entrar-email"
        autoComplete="username"
        placeholder="voce@exemplo.com"
        required
        {...field('email')}
      />
      <PasswordField
        id="entrar-senha"
        label="Senha"
        autoComplete="current-password"
        required
        {...field('password')}
      />
      <div className="-mt-1 flex justify-end">
        <button
          type="button"
          onClick={() => void onForgot()}
          disabled={resetting}
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-accent-ink hover:underline hover:underline-offset-4 disabled:opacity-70"
        >
          {resetting && <Spinner />}
          {resetting ? 'Enviando...' : 'Esqueci minha senha'}
        </button>
      </div>
      <FormAlert message={failure} />
      <SubmitButton busy={busy} busyLabel="Entrando...">
        Entrar
      </SubmitButton>
    </form>
  );
}

const TABS: { id: TabId; label: string; Panel: () => ReactNode }[] = [
  { id: 'entrar', label: 'Entrar', Panel: SignInForm },
  { id: 'criar-conta', label: 'Criar Conta', Panel: SignUpForm },
];

export function SignInPanel() {
  const [tab, setTab] = useState<TabId>('entrar');
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ entrar: null, 'criar-conta': null });

  // The arrival work (a flash left by the previous page, an already signed-in visitor) is done by
  // the page's own script (sign-in-page.ts): this island is hydrated only on interaction.
  useEffect(() => {
    if (window.location.hash === '#criar-conta') setTab('criar-conta');
    // Hydrated means the visitor reached for the form: fetch the Firebase code and the schema now.
    void loadActions().catch(() => undefined);
    void loginSchema().catch(() => undefined);
  }, []);

  const select = useCallback((id: TabId, focus: boolean) => {
    setTab(id);
    window.history.replaceState(
      null,
      '',
      id === 'criar-conta' ? '#criar-conta' : window.location.pathname + window.location.search,
    );
    if (focus) tabRefs.current[id]?.focus();
  }, []);

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((t) => t.id === tab);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % TABS.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + TABS.length) % TABS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = TABS.length - 1;
    if (next === null) return;
    event.preventDefault();
    select(TABS[next]!.id, true);
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label="Acesso à conta"
        className="grid grid-cols-2 gap-1 rounded-full border border-line bg-surface-muted p-1"
      >
        {TABS.map(({ id, label }) => {
          const selected = tab === id;
          return (
            <button
              key={id}
              ref={(el) => {
                tabRefs.current[id] = el;
              }}
              type="button"
              role="tab"
              id={`aba-${id}`}
              aria-selected={selected}
              aria-controls={`painel-${id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(id, false)}
              onKeyDown={onTabKeyDown}
              className={`min-h-10 rounded-full px-4 text-sm font-semibold transition-colors ${
                selected
                  ? 'bg-surface text-ink shadow-sm shadow-black/10 dark:bg-line-strong'
                  : 'text-ink-muted hover:text-ink'
              }`}
            >
              {label}
            </button>
          );
        })}
      </div>
      {TABS.map(({ id, Panel }) => (
        <div
          key={id}
          role="tabpanel"
          id={`painel-${id}`}
          aria-labelledby={`aba-${id}`}
          hidden={tab !== id}
          className="pt-6"
        >
          <Panel />
        </div>
      ))}
    </div>
  );
}
