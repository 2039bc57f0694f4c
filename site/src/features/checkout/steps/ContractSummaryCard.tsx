// The review step's 'Resumo do contrato' (Decreto 7.962/2013, art. 4º I): what, when and where,
// the total with the fee, the payment, the cancellation and transfer rules, the seller and the
// terms, shown before 'Confirmar pagamento'. The texts are core's (contract-summary.ts).
import type { ContractSummary } from '@gn/core/contract-summary';
import { ReviewCard } from './step-kit';

export function ContractSummaryCard({ summary }: { summary: ContractSummary }) {
  return (
    <div data-testid="resumo-contrato">
      <ReviewCard title={summary.title}>
        <dl className="grid gap-2 text-sm sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-x-4">
          {summary.items.map((item) => (
            <div key={item.key} className="contents">
              <dt className="font-semibold text-ink sm:font-medium sm:text-ink-muted">{item.label}</dt>
              <dd className="mb-1 text-ink wrap-anywhere sm:mb-0">{item.text}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-ink-muted">
          {summary.terms.intro}{' '}
          <a
            href={summary.terms.path}
            target="_blank"
            rel="noopener"
            className="font-semibold text-accent-ink underline"
          >
            {summary.terms.label}
            <span className="sr-only"> (abre em nova aba)</span>
          </a>
          . Ao confirmar, você concorda com estas condições.
        </p>
      </ReviewCard>
    </div>
  );
}
