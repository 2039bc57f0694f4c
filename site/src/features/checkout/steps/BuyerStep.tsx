// Step 2 'Dados': nome, e-mail, CPF (000.000.000-00) and telefone ((00) 00000-0000), prefilled from
// the profile and validated with the shared buyerSchema; for an event with named tickets, each
// ticket's holder (name and CPF; the first defaults to the buyer). 'Continuar' hands the values
// to the wizard, which registers the buyer with the payment provider.
import { useForm } from 'react-hook-form';
import type { BuyerInput, HolderInput } from '@gn/core/schemas/checkout';
import type { BuyerStepValues } from '../buyer-form-schema';
import { EmailField, TextField } from '../../../ui/forms/form-kit';
import { CpfField, PhoneField } from '../../../ui/forms/MaskedTextField';
import { fieldBinder } from '../../../ui/forms/bind-field';
import { schemaResolver } from '../../../ui/forms/schema-resolver';
import { BackButton, StepActions, StepHeading } from './step-kit';
import { Spinner } from '../ui';

const buyerSchema = () => import('../buyer-form-schema').then((m) => m.buyerFormSchema);

export function BuyerStep({
  defaults,
  holders,
  busy,
  onBack,
  onSubmit,
}: {
  defaults: BuyerInput;
  /** one row per named ticket, with its label ('Pista - Inteira'); empty when the event does not name them */
  holders: { label: string; value: HolderInput }[];
  busy: boolean;
  onBack: () => void;
  onSubmit: (buyer: BuyerInput, holders: HolderInput[]) => Promise<void>;
}) {
  const form = useForm<BuyerStepValues>({
    resolver: schemaResolver(buyerSchema),
    mode: 'onTouched',
    defaultValues: { ...defaults, titulares: holders.map((h) => h.value) },
  });
  const { register, handleSubmit } = form;
  const field = fieldBinder(form);

  return (
    <form
      onSubmit={handleSubmit(({ titulares, ...buyer }) => onSubmit(buyer, titulares))}
      noValidate
      aria-labelledby="etapa-titulo"
    >
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
      {holders.length > 0 && (
        <fieldset className="mt-8 min-w-0" data-testid="holders">
          <legend className="text-lg font-bold">Titulares dos ingressos</legend>
          <p className="mt-1 text-sm text-ink-muted">
            Cada ingresso leva o nome e o CPF de quem vai usá-lo, conferidos na entrada (ingresso nominal ou
            espaço para cadeirante com acompanhante).
          </p>
          <ol className="mt-4 space-y-4">
            {holders.map((h, i) => (
              <li key={i} className="rounded-xl border border-line p-4">
                <p className="mb-3 text-sm font-semibold">
                  Ingresso {i + 1} <span className="font-normal text-ink-muted">· {h.label}</span>
                </p>
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField
                    id={`titular-${i}-nome`}
                    label={`Nome do titular do ingresso ${i + 1}`}
                    autoCapitalize="words"
                    required
                    maxLength={100}
                    {...field(`titulares.${i}.nome`)}
                  />
                  <CpfField
                    id={`titular-${i}-cpf`}
                    label={`CPF do titular do ingresso ${i + 1}`}
                    required
                    {...field(`titulares.${i}.cpf`)}
                  />
                </div>
              </li>
            ))}
          </ol>
        </fieldset>
      )}
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
