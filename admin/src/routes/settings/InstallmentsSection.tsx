// The Pagamentos tab's 'Parcelamento no cartão' section: the most installments, the smallest
// installment, and the monthly interest passed on to the buyer from a given number of
// installments (validated by core's paymentSettingsFormSchema; see core/src/installments.ts).
import { Controller, type UseFormReturn } from 'react-hook-form';
import { INSTALLMENTS_MAX } from '@gn/core/installments';
import type { PaymentSettingsForm, PaymentSettingsFormInput } from '@gn/core/schemas/settings';
import { IntegerField } from './IntegerField';
import { PercentField } from './PercentField';
import { SettingsSection } from './SettingsForm';

type DecimalName = 'parcela_minima' | 'juros_percentual';

export function InstallmentsSection({
  form,
}: {
  form: UseFormReturn<PaymentSettingsFormInput, unknown, PaymentSettingsForm>;
}) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  /** A decimal typed the Brazilian way ('5,00', '1,99'). */
  const decimal = (name: DecimalName, label: string, hint: string, decimals?: number) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PercentField
          label={label}
          name={field.name}
          value={field.value ?? Number.NaN}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errors[name]?.message}
          hint={hint}
          decimals={decimals}
        />
      )}
    />
  );
  return (
    <SettingsSection
      title="Parcelamento no cartão"
      description="O comprador escolhe o número de parcelas na etapa Pagamento; o site mostra 'em até 12x' na página do evento."
    >
      <div className="grid gap-5 md:grid-cols-2">
        <IntegerField
          label="Parcelas no cartão (máximo)"
          min={1}
          max={INSTALLMENTS_MAX}
          error={errors.parcelas_max?.message}
          hint={`De 1 a ${INSTALLMENTS_MAX}. Com 1, o cartão é só à vista.`}
          registration={register('parcelas_max', { valueAsNumber: true })}
        />
        {decimal(
          'parcela_minima',
          'Parcela mínima (R$)',
          'Nenhuma parcela fica abaixo deste valor; o mínimo do Asaas é R$ 5,00.',
          2,
        )}
        {decimal(
          'juros_percentual',
          'Juros ao mês (%)',
          'De 0 a 10. Com 0, todas as parcelas são sem juros; senão os juros (tabela Price) são repassados ao comprador.',
        )}
        <IntegerField
          label="Juros a partir de (parcelas)"
          min={2}
          max={INSTALLMENTS_MAX}
          error={errors.juros_a_partir_de?.message}
          hint={`De 2 a ${INSTALLMENTS_MAX}. Até uma parcela a menos, o parcelamento é sem juros.`}
          registration={register('juros_a_partir_de', { valueAsNumber: true })}
        />
      </div>
    </SettingsSection>
  );
}
