// Step 2 'Dados': nome, e-mail, CPF (000.000.000-00) and telefone ((00) 00000-0000), prefilled from
// the profile and validated with the shared buyerSchema; 'Continuar' hands the values to the
// wizard, which registers the buyer with the payment provider.
import { useForm } from 'react-hook-form';
import type { BuyerInput } from '@gn/core/schemas/checkout';
import { EmailField, TextField } from '../../../ui/forms/form-kit';
import { CpfField, PhoneField } from '../../../ui/forms/MaskedTextField';
import { fieldBinder } from '../../../ui/forms/bind-field';
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
  const form = useForm<BuyerInput>({
    resolver: schemaResolver(buyerSchema),
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const { register, handleSubmit } = form;
  const field = fieldBinder(form);

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
          {...field('nome')}
        />
        <EmailField
          id="comprador-email"
          autoComplete="email"
          required
          className="sm:col-span-2"
          {...field('email')}
        />
        <CpfField id="comprador-cpf" required {...field('cpf')} />
        <PhoneField id="comprador-telefone" required {...field('telefone')} />
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
