// /entrar, tab 'Criar Conta': name, e-mail, password twice; the account and its profile are
// created by auth-actions.ts, then the visitor goes back where they came from.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../ui/toasts';
import type { SignupInput } from '@gn/core/schemas/auth';
import { setFlash } from '../session/flash';
import { SIGN_UP_SUCCESS, signUpErrorMessage } from '../session/auth-errors';
import { PROFILE_NOME_MAX } from '../session/profile';
import { EmailField, PasswordField, SubmitButton, TextField } from '../../ui/forms/form-kit';
import { fieldBinder } from '../../ui/forms/bind-field';
import { schemaResolver } from '../../ui/forms/schema-resolver';
import { FormAlert, goBack, loadActions } from './sign-in-kit';

const signupSchema = () => import('@gn/core/schemas/auth').then((m) => m.signupSchema);

export function SignUpForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<SignupInput>({ resolver: schemaResolver(signupSchema), mode: 'onTouched' });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const field = fieldBinder(form);

  async function onSubmit({ nome, email, password }: SignupInput) {
    setFailure(null);
    try {
      const actions = await loadActions();
      await actions.signUp(nome, email, password);
      setLeaving(true);
      setFlash({ type: 'success', message: SIGN_UP_SUCCESS });
      goBack();
    } catch (error) {
      console.error(error);
      const message = signUpErrorMessage(error);
      setFailure(message);
      toast.error(message);
    }
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="space-y-4"
      aria-label="Criar Conta"
    >
      <TextField
        id="cadastro-nome"
        label="Nome"
        autoComplete="name"
        autoCapitalize="words"
        placeholder="Seu nome completo"
        maxLength={PROFILE_NOME_MAX}
        required
        {...field('nome')}
      />
      <EmailField
        id="cadastro-email"
        autoComplete="email"
        placeholder="voce@exemplo.com"
        required
        {...field('email')}
      />
      <PasswordField
        id="cadastro-senha"
        label="Senha"
        autoComplete="new-password"
        required
        hint="Mínimo de 6 caracteres."
        {...field('password')}
      />
      <PasswordField
        id="cadastro-confirmar-senha"
        label="Confirmar senha"
        autoComplete="new-password"
        required
        toggleLabel="Mostrar confirmação de senha"
        {...field('confirmPassword')}
      />
      <FormAlert message={failure} />
      <SubmitButton busy={isSubmitting || leaving} busyLabel="Criando conta...">
        Criar Conta
      </SubmitButton>
      <p className="text-center text-xs leading-relaxed text-ink-muted">
        Ao criar sua conta, você concorda com os{' '}
        <a href="/termos" className="font-semibold text-accent-ink underline underline-offset-2">
          Termos de Uso
        </a>{' '}
        e a{' '}
        <a href="/privacidade" className="font-semibold text-accent-ink underline underline-offset-2">
          Política de Privacidade
        </a>
        .
      </p>
    </form>
  );
}
