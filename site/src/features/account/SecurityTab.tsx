// Settings › Segurança: change the password. The current password re-authenticates (Firebase asks
// for a recent sign-in), then the new one (8+, an upper-case letter, a digit) replaces it.
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from '../../ui/toasts';
import { passwordStrength } from '@gn/core/password';
import type { ChangePasswordInput } from '@gn/core/schemas/auth';
import { PasswordField, SubmitButton } from '../../ui/forms/form-kit';
import { fieldBinder } from '../../ui/forms/bind-field';
import { schemaResolver } from '../../ui/forms/schema-resolver';
import { changePassword } from './account-auth';
import { PASSWORD_CHANGED, PASSWORD_CHANGE_FAILED } from './messages';
import { passwordChangeError } from './password-errors';
import { Card, FillBar } from '../../ui/kit';

const changePasswordSchema = () => import('@gn/core/schemas/auth').then((m) => m.changePasswordSchema);

const STRENGTH_COLOURS = {
  Fraca: 'bg-danger',
  Média: 'bg-amber-500',
  Boa: 'bg-accent',
  Forte: 'bg-success',
} as const;

function StrengthMeter({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  return (
    <div className="mt-2" data-testid="password-strength">
      <FillBar
        role="meter"
        aria-label="Força da senha"
        aria-valuenow={score}
        aria-valuetext={password ? `${label} (${score} de 100)` : 'Não informada'}
        percent={password ? score : 0}
        fillClassName={STRENGTH_COLOURS[label]}
      />
      <p className="mt-1 text-xs text-ink-muted" aria-hidden="true">
        Força da senha: <span className="font-semibold text-ink">{password ? label : '—'}</span>
      </p>
    </div>
  );
}

export function SecurityTab({ email }: { email: string }) {
  const form = useForm<ChangePasswordInput>({
    resolver: schemaResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const {
    handleSubmit,
    reset,
    watch,
    setError,
    formState: { isSubmitting },
  } = form;
  const field = fieldBinder(form);
  const newPassword = watch('newPassword');

  async function onSubmit({ currentPassword, newPassword: next }: ChangePasswordInput) {
    try {
      await changePassword(currentPassword, next);
      reset();
      toast.success(PASSWORD_CHANGED);
    } catch (error) {
      console.error(PASSWORD_CHANGE_FAILED, error);
      const problem = passwordChangeError(error);
      if (problem.field)
        setError(problem.field, { type: 'auth', message: problem.message }, { shouldFocus: true });
      toast.error(PASSWORD_CHANGE_FAILED, { description: problem.message });
    }
  }

  // docs/spec/storefront.md §8: the toast names the first validation problem.
  function onInvalid(invalid: FieldErrors<ChangePasswordInput>) {
    const first = Object.values(invalid).find((e) => e?.message)?.message;
    toast.error(PASSWORD_CHANGE_FAILED, { description: first });
  }

  return (
    <Card>
      <h2 className="text-lg font-bold text-ink">Alterar senha</h2>
      <p className="mt-1 text-sm text-ink-muted">
        Use pelo menos 8 caracteres, com uma letra maiúscula e um número.
      </p>
      <form
        noValidate
        aria-label="Alterar senha"
        onSubmit={handleSubmit(onSubmit, onInvalid)}
        className="mt-6 space-y-5"
      >
        {/* Lets password managers tie the change to the right account. */}
        <input type="text" name="username" autoComplete="username" value={email} hidden readOnly />
        <PasswordField
          id="senha-atual"
          label="Senha atual"
          autoComplete="current-password"
          toggleLabel="Mostrar senha atual"
          {...field('currentPassword')}
        />
        <div>
          <PasswordField
            id="senha-nova"
            label="Nova senha"
            autoComplete="new-password"
            toggleLabel="Mostrar nova senha"
            {...field('newPassword')}
          />
          <StrengthMeter password={newPassword} />
        </div>
        <PasswordField
          id="senha-confirmacao"
          label="Confirmar nova senha"
          autoComplete="new-password"
          toggleLabel="Mostrar confirmação"
          {...field('confirmPassword')}
        />
        <div className="flex justify-end">
          <SubmitButton busy={isSubmitting} busyLabel="Alterando..." className="sm:w-auto">
            Alterar senha
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
