// Step 2 'Dados': nome, e-mail, CPF (000.000.000-00) and telefone ((00) 00000-0000), prefilled from
// the profile and validated with the shared buyerSchema; 'Continuar' hands the values to the
// wizard, which registers the buyer with the payment provider.
import { useForm } from 'react-hook-form';
import { PHONE_MAX_LENGTH } from '@gn/core/phone';
import type { BuyerInput } from '@gn/core/schemas/checkout';
import { EmailField, TextField } from '../../../ui/forms/form-kit';
import { MaskedTextField } from '../../../ui/forms/MaskedTextField';
import { schemaResolver } from '../../../ui/forms/schema-resolver';
import { BackButton, StepActions, StepHeading } from './step-kit';
import { Spinner } from '../ui';

const buyerSchema = () => import('../buyer-form-schema').then((m) => m.buyerFormSchema);

export function BuyerStep({
  defaults,
  busy,
  onBack,
  onSubmit,
}: {
  defaults: BuyerInput;
  busy: boolean;
  onBack: () => void;
  onSubmit: (buyer: BuyerInput) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BuyerInput>({
    resolver: schemaResolver(buyerSchema),
    mode: 'onTouched',
    defaultValues: defaults,
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="etapa-titulo">
      <StepHeading>Dados do comprador</StepHeading>
      <p className="mt-1 text-sm text-ink-muted">
        Usados na cobrança. Os ingressos vão para o e-mail da sua conta.
      </p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <TextField
          id="comprador-nome"
          label="Nome completo"
          autoComplete="name"
          autoCapitalize="words"
          required
          maxLength={100}
          className="sm:col-span-2"
          error={errors.nome?.message}
          {...register('nome')}
        />
        <EmailField
          id="comprador-email"
          autoComplete="email"
          required
          className="sm:col-span-2"
          error={errors.email?.message}
          {...register('email')}
        />
        <MaskedTextField
          id="comprador-cpf"
          label="CPF"
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          required
          maxLength={14}
          error={errors.cpf?.message}
          mask="cpf"
          registration={register('cpf')}
        />
        <MaskedTextField
          id="comprador-telefone"
          label="Telefone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(00) 00000-0000"
          required
          maxLength={PHONE_MAX_LENGTH}
          error={errors.telefone?.message}
          mask="phone"
          registration={register('telefone')}
        />
        <label className="flex cursor-pointer items-start gap-3 text-sm sm:col-span-2">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-accent"
            {...register('salvarNoPerfil')}
          />
          <span>Salvar estes dados no meu perfil</span>
        </label>
      </div>
      <StepActions>
        <BackButton onClick={onBack} disabled={busy} />
        <button
          type="submit"
          disabled={busy}
          className="gn-btn-primary disabled:cursor-wait disabled:opacity-80 sm:ml-auto"
        >
          {busy && <Spinner />}
          {busy ? 'Salvando...' : 'Continuar'}
        </button>
      </StepActions>
    </form>
  );
}
