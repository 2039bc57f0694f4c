// Step 3 'Pagamento': PIX, card or boleto as radio cards, the card's installments, and the terms.
// No card fields here: the card is typed only on the provider's hosted page (PCI SAQ-A).
import { Barcode, CreditCard } from 'lucide-react';
import { useForm, type Resolver } from 'react-hook-form';
import type { InstallmentPlan } from '@gn/core/installments';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@gn/core/payment';
import type { PaymentInput } from '@gn/core/schemas/checkout';
import { FieldError } from '../../../ui/forms/form-kit';
import { schemaResolver } from '../../../ui/forms/schema-resolver';
import { METHOD_EXPLANATIONS, METHOD_ORDER } from '../wizard';
import { BackButton, StepActions, StepHeading } from './step-kit';
import { InstallmentSelect } from './InstallmentSelect';

const paymentSchema = () => import('@gn/core/schemas/checkout').then((m) => m.paymentSchema);

/** Form values before validation: nothing chosen yet, terms unchecked. */
interface PaymentForm {
  method: PaymentMethod | undefined;
  acceptTerms: boolean;
  parcelas: number;
}

export function MethodIcon({ method, className = 'size-6' }: { method: PaymentMethod; className?: string }) {
  if (method === 'card') return <CreditCard className={className} />;
  if (method === 'boleto') return <Barcode className={className} />;
  // Lucide has no PIX mark: the diamond is drawn here.
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M12 2 4.5 9.5a3.5 3.5 0 0 0 0 5L12 22l7.5-7.5a3.5 3.5 0 0 0 0-5Z" />
      <path d="m8 12 4-4 4 4-4 4Z" />
    </svg>
  );
}

export function PaymentStep({
  defaults,
  methods,
  plans,
  onBack,
  onSubmit,
}: {
  defaults: PaymentInput | null;
  /** The methods the server accepts for this event; null when unknown (all are shown). */
  methods: readonly PaymentMethod[] | null;
  /** The card plans allowed for the order total, 1x first (none or only 1x: no choice shown). */
  plans: readonly InstallmentPlan[];
  onBack: () => void;
  onSubmit: (payment: PaymentInput) => void;
}) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<PaymentForm, unknown, PaymentInput>({
    // The form holds 'nothing chosen' and 'unchecked'; the schema turns them into its messages.
    resolver: schemaResolver(paymentSchema) as unknown as Resolver<PaymentForm, unknown, PaymentInput>,
    defaultValues: {
      method:
        defaults?.method && (!methods || methods.includes(defaults.method)) ? defaults.method : undefined,
      acceptTerms: defaults?.acceptTerms ?? false,
      // A count no longer allowed (the cart changed) goes back to 1x.
      parcelas: plans.some((p) => p.parcelas === defaults?.parcelas) ? defaults!.parcelas : 1,
    },
  });
  const offered = METHOD_ORDER.filter((m) => !methods || methods.includes(m));
  const parcelas = Number(watch('parcelas'));
  const chosen = plans.find((p) => p.parcelas === parcelas) ?? plans[0];
  const submit = (value: PaymentInput) =>
    onSubmit({ ...value, parcelas: value.method === 'card' ? (chosen?.parcelas ?? 1) : 1 });

  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-labelledby="etapa-titulo">
      <StepHeading>Forma de pagamento</StepHeading>
      <fieldset
        className="mt-5 min-w-0"
        aria-describedby={errors.method ? 'pagamento-metodo-erro' : undefined}
      >
        <legend className="sr-only">Escolha a forma de pagamento</legend>
        <div className="grid gap-3">
          {offered.map((method) => (
            <label
              key={method}
              className="flex cursor-pointer items-start gap-4 rounded-2xl border border-line bg-surface p-4 transition-colors hover:border-line-strong has-checked:border-accent has-checked:bg-accent-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-ink sm:p-5"
            >
              <input
                type="radio"
                value={method}
                className="mt-1 size-4 shrink-0 accent-accent focus-visible:outline-none"
                {...register('method')}
              />
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-surface-muted text-accent-ink">
                <MethodIcon method={method} />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold">{PAYMENT_METHOD_LABELS[method]}</span>
                <span className="mt-0.5 block text-sm text-ink-muted">{METHOD_EXPLANATIONS[method]}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id="pagamento-metodo-erro" message={errors.method?.message} />
      </fieldset>
      {watch('method') === 'card' && plans.length > 1 && chosen && (
        <InstallmentSelect
          plans={plans}
          chosen={chosen}
          registration={register('parcelas', { valueAsNumber: true })}
        />
      )}

      <div className="mt-6">
        <label className="flex cursor-pointer items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-accent"
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? 'pagamento-termos-erro' : undefined}
            {...register('acceptTerms')}
          />
          <span>
            Li e aceito os{' '}
            <a
              href="/termos"
              target="_blank"
              rel="noopener"
              className="font-semibold text-accent-ink underline underline-offset-2"
            >
              Termos de Uso
            </a>
            <span className="sr-only"> (abre em nova aba)</span>.
          </span>
        </label>
        <FieldError id="pagamento-termos-erro" message={errors.acceptTerms?.message} />
      </div>

      <StepActions>
        <BackButton onClick={onBack} />
        <button type="submit" className="gn-btn-primary sm:ml-auto">
          Continuar
        </button>
      </StepActions>
    </form>
  );
}
