// /entrar: the admin sign-in (e-mail and password); a signed-in admin goes straight to the safe
// returnTo path, and a failure shows the message of docs/spec/backoffice.md §8 in the form and in a
// toast.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Eye, EyeOff } from 'lucide-react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { loginSchema, type LoginInput } from '@gn/core/schemas/auth';
import { siteLink } from '../../config';
import { authErrorMessage } from '../../auth/auth-error-messages';
import { safeReturnPath } from '../../auth/safe-return-path';
import { useAuth } from '../../auth/use-auth';
import { ThemeToggle } from '../../theme/ThemeToggle';
import { Button } from '../../ui/Button';
import { IconButton } from '../../ui/IconButton';
import { TextField } from '../../ui/TextField';
import { Wordmark } from '../../ui/Wordmark';
import { fieldBinder } from '../../lib/bind-field';

export function SignInPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get('returnTo'));
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), mode: 'onTouched' });
  const field = fieldBinder(register, errors);

  // Staff already signed in has nothing to do here.
  if (auth.status === 'signed-in' && auth.isStaff && !isSubmitting) {
    return <Navigate to={returnTo} replace />;
  }

  async function onSubmit({ email, password }: LoginInput) {
    setFailure(null);
    try {
      await auth.signIn(email, password);
      toast.success('Login realizado com sucesso!');
      navigate(returnTo, { replace: true });
    } catch (error) {
      console.error(error);
      const message = authErrorMessage(error);
      setFailure(message);
      toast.error('Erro ao fazer login', { description: message });
    }
  }

  return (
    <div className="relative flex min-h-dvh flex-col bg-canvas">
      {/* A soft violet glow behind the card; purely decorative. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-80 bg-gradient-to-b from-accent-soft to-transparent"
      />
      <header className="relative flex items-center justify-between px-4 py-4 sm:px-6">
        <a
          href={siteLink('/')}
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-ink-muted hover:text-ink"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Voltar ao site
        </a>
        <ThemeToggle />
      </header>

      <main className="relative flex flex-1 justify-center px-4 pt-6 pb-16 sm:pt-[14vh]">
        <div className="w-full max-w-sm">
          <div className="mb-6 flex justify-center">
            <Wordmark />
          </div>
          <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
            <h1 className="text-xl font-semibold tracking-tight text-ink">Entrar no painel</h1>
            <p className="mt-1 text-sm text-ink-muted">Acesso restrito a administradores.</p>

            <form noValidate onSubmit={handleSubmit(onSubmit)} className="mt-6 space-y-4">
              <TextField
                label="E-mail"
                type="email"
                autoComplete="username"
                inputMode="email"
                autoFocus
                placeholder="voce@exemplo.com"
                {...field('email')}
              />
              <TextField
                label="Senha"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                error={errors.password?.message}
                trailing={
                  <IconButton
                    label={showPassword ? 'Ocultar senha' : 'Mostrar senha'}
                    icon={showPassword ? EyeOff : Eye}
                    aria-pressed={showPassword}
                    onClick={() => setShowPassword((shown) => !shown)}
                  />
                }
                {...register('password')}
              />
              {failure && (
                <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
                  {failure}
                </p>
              )}
              <Button type="submit" busy={isSubmitting} className="w-full">
                {isSubmitting ? 'Entrando...' : 'Entrar'}
              </Button>
            </form>
          </div>
        </div>
      </main>
    </div>
  );
}
