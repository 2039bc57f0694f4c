// The Pagamento step's choice of card installments: a native select (keyboard and screen readers
// for free) listing every plan the settings allow for the order total ('6x de R$ 16,67 sem juros',
// '10x de R$ 11,13 (total R$ 111,30)'), and what the card is charged for the chosen one.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { planLabel, type InstallmentPlan } from '@gn/core/installments';
import { formatBRL } from '@gn/core/money';

export const INSTALLMENTS_FIELD_ID = 'pagamento-parcelas';

export function InstallmentSelect({
  plans,
  chosen,
  registration,
}: {
  plans: readonly InstallmentPlan[];
  chosen: InstallmentPlan;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div className="mt-4 rounded-2xl border border-line bg-surface p-4 sm:p-5" data-testid="parcelamento">
      <label htmlFor={INSTALLMENTS_FIELD_ID} className="block font-semibold">
        Parcelas no cartão
      </label>
      <select
        id={INSTALLMENTS_FIELD_ID}
        aria-describedby={`${INSTALLMENTS_FIELD_ID}-total`}
        className="mt-2 block w-full rounded-xl border border-line-strong bg-surface px-3.5 py-2.5 text-base text-ink focus:outline-2 focus:outline-offset-0 focus:outline-accent-ink sm:text-sm"
        {...registration}
      >
        {plans.map((plan) => (
          <option key={plan.parcelas} value={plan.parcelas}>
            {planLabel(plan)}
          </option>
        ))}
      </select>
      <p id={`${INSTALLMENTS_FIELD_ID}-total`} className="mt-2 text-sm text-ink-muted" aria-live="polite">
        Total no cartão: <strong className="text-ink tabular-nums">{formatBRL(chosen.total)}</strong>
        {chosen.juros > 0 && ` (juros do parcelamento: ${formatBRL(chosen.juros)})`}
      </p>
    </div>
  );
}
