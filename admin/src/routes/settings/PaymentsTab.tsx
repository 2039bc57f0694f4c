// The 'Pagamentos' tab: the methods checkout offers, default service fee, reservation and boleto
// times, unpaid tickets per person, card installments, and which Asaas environment the functions
// use (read-only).
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Server } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@gn/core/payment';
import {
  BOLETO_HOURS_MAX,
  BOLETO_HOURS_MIN,
  PAYMENT_METHOD_ORDER,
  RESERVATION_MAX,
  RESERVATION_MIN,
  UNPAID_CAP_MAX,
  UNPAID_CAP_MIN,
  paymentDocToForm,
  paymentFormToDoc,
  paymentSettingsFormSchema,
  type AsaasEnvironment,
  type PaymentSettings,
  type PaymentSettingsForm,
  type PaymentSettingsFormInput,
  type PaymentsEnvAnswer,
} from '@gn/core/schemas/settings';
import { Checkbox } from '../../ui/Checkbox';
import { Skeleton } from '../../ui/Skeleton';
import { InstallmentsSection } from './InstallmentsSection';
import { IntegerField } from './IntegerField';
import { PercentField } from './PercentField';
import { SettingsForm, SettingsSection } from './SettingsForm';
import { useSettingsTab } from './use-settings-tab';

const METHOD_HINTS: Record<PaymentMethod, string> = {
  pix: 'QR Code e código copia e cola, confirmação em segundos.',
  card: 'Pago na página segura do Asaas; o número do cartão nunca passa pelo site.',
  boleto:
    'Os ingressos ficam reservados pelo prazo do boleto (abaixo); não é oferecido para eventos que começam antes.',
};

const ENVIRONMENT_LABELS: Record<AsaasEnvironment, string> = {
  produção: 'Produção (cobranças reais)',
  sandbox: 'Sandbox do Asaas (testes)',
  local: 'Sandbox local (desenvolvimento)',
};

/** Pagamentos: offered methods, default service fee, reservation time, the Asaas environment. */
export function PaymentsTab({ initial }: { initial: PaymentSettings }) {
  const methodsErrorId = useId();
  const { form, saving, onSubmit } = useSettingsTab('payments', {
    resolver: zodResolver(paymentSettingsFormSchema),
    defaultValues: paymentDocToForm(initial),
    toSettings: paymentFormToDoc,
    toForm: (values: PaymentSettingsForm): PaymentSettingsFormInput => values,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <SettingsForm label="Pagamentos" onSubmit={onSubmit} saving={saving}>
      <SettingsSection
        title="Formas de pagamento"
        description="Somente as formas marcadas aparecem no checkout."
      >
        <Controller
          control={control}
          name="metodos"
          render={({ field }) => {
            const selected = new Set(field.value ?? []);
            const toggle = (method: PaymentMethod, on: boolean) => {
              const next = new Set(selected);
              if (on) next.add(method);
              else next.delete(method);
              field.onChange(PAYMENT_METHOD_ORDER.filter((m) => next.has(m)));
            };
            return (
              <fieldset aria-describedby={errors.metodos ? methodsErrorId : undefined} className="space-y-3">
                <legend className="sr-only">Formas de pagamento aceitas</legend>
                {PAYMENT_METHOD_ORDER.map((method) => (
                  <Checkbox
                    key={method}
                    name={field.name}
                    value={method}
                    label={PAYMENT_METHOD_LABELS[method]}
                    description={METHOD_HINTS[method]}
                    checked={selected.has(method)}
                    onChange={(event) => toggle(method, event.target.checked)}
                    onBlur={field.onBlur}
                  />
                ))}
              </fieldset>
            );
          }}
        />
        {errors.metodos && (
          <p id={methodsErrorId} className="text-sm text-danger">
            {errors.metodos.message}
          </p>
        )}
      </SettingsSection>

      <SettingsSection title="Taxas e reservas">
        <div className="grid gap-5 md:grid-cols-2">
          <Controller
            control={control}
            name="taxa_percentual"
            render={({ field }) => (
              <PercentField
                label="Taxa de serviço padrão (%)"
                name={field.name}
                value={field.value ?? Number.NaN}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.taxa_percentual?.message}
                hint="Cobrada nos eventos que não têm taxa própria."
              />
            )}
          />
          <IntegerField
            label="Tempo de reserva (minutos)"
            min={RESERVATION_MIN}
            max={RESERVATION_MAX}
            error={errors.reserva_minutos?.message}
            hint={`De ${RESERVATION_MIN} a ${RESERVATION_MAX}. Quanto tempo os ingressos ficam guardados aguardando o PIX ou o cartão.`}
            registration={register('reserva_minutos', { valueAsNumber: true })}
          />
          <IntegerField
            label="Prazo do boleto (horas)"
            min={BOLETO_HOURS_MIN}
            max={BOLETO_HOURS_MAX}
            error={errors.boleto_horas?.message}
            hint={`De ${BOLETO_HOURS_MIN} a ${BOLETO_HOURS_MAX}. Os ingressos ficam reservados por esse tempo; o boleto não é oferecido quando o evento começa antes.`}
            registration={register('boleto_horas', { valueAsNumber: true })}
          />
          <IntegerField
            label="Ingressos aguardando pagamento por pessoa"
            min={UNPAID_CAP_MIN}
            max={UNPAID_CAP_MAX}
            error={errors.limite_pendentes?.message}
            hint={`De ${UNPAID_CAP_MIN} a ${UNPAID_CAP_MAX}, por evento, contados por conta e por CPF. Impede que alguém segure os ingressos de um evento sem pagar.`}
            registration={register('limite_pendentes', { valueAsNumber: true })}
          />
        </div>
      </SettingsSection>

      <InstallmentsSection form={form} />

      <SettingsSection title="Asaas" description="Definido na configuração do servidor; não é editável aqui.">
        <AsaasEnvironmentPanel />
      </SettingsSection>
    </SettingsForm>
  );
}

type EnvState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; answer: PaymentsEnvAnswer };

/** Read-only: which Asaas the server talks to and whether its key is set (never the key). */
function AsaasEnvironmentPanel() {
  const [state, setState] = useState<EnvState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    import('./settings-queries')
      .then(({ loadPaymentsEnv }) => loadPaymentsEnv())
      .then((answer) => active && setState({ status: 'ready', answer }))
      .catch((error: unknown) => {
        console.error(error);
        if (active) setState({ status: 'error' });
      });
    return () => {
      active = false;
    };
  }, []);

  if (state.status === 'loading') {
    return (
      <div aria-busy="true" className="space-y-2">
        <span className="sr-only">Consultando o ambiente do Asaas...</span>
        <Skeleton className="h-5 w-64" />
        <Skeleton className="h-5 w-48" />
      </div>
    );
  }
  if (state.status === 'error') {
    return <p className="text-sm text-danger">Não foi possível consultar o ambiente do Asaas.</p>;
  }
  const { environment, keyConfigured } = state.answer;
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      <div className="rounded-lg bg-surface-muted p-3">
        <dt className="flex items-center gap-2 text-ink-muted">
          <Server className="size-4 shrink-0" aria-hidden="true" />
          Ambiente
        </dt>
        <dd className="mt-0.5 pl-6 font-medium text-ink" data-testid="asaas-ambiente">
          {ENVIRONMENT_LABELS[environment]}
        </dd>
      </div>
      <div className="rounded-lg bg-surface-muted p-3">
        <dt className="flex items-center gap-2 text-ink-muted">
          <KeyRound className="size-4 shrink-0" aria-hidden="true" />
          Chave da API
        </dt>
        <dd className={`mt-0.5 pl-6 font-medium ${keyConfigured ? 'text-ink' : 'text-danger'}`}>
          {keyConfigured ? 'Configurada (oculta)' : 'Não configurada'}
        </dd>
      </div>
    </dl>
  );
}
