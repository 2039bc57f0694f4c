// The sidebar 'Resumo do pedido' (lines with the service fee included and itemised per ticket, the
// tickets' sum, 'Taxa de serviço', discount, total, coupon box)
// and, below 1024 px, a bar fixed at the bottom of the screen with the total.
import { useState, type FormEvent } from 'react';
import type { Cart } from '@gn/core/cart';
import { couponCode } from '@gn/core/coupons';
import type { InstallmentPlan } from '@gn/core/installments';
import { formatBRL } from '@gn/core/money';
import { feeNote } from '@gn/core/offer-price';
import { DEFAULT_FEE_RATE, type Totals } from '@gn/core/pricing';
import { Spinner } from '../../ui/Spinner';
import { ApiCallError } from '../session/api-client';
import { linePrice } from './line-price';
import { WIZARD_MESSAGES } from './wizard';

export const SUMMARY_ID = 'resumo-pedido';

function Row({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? 'mt-1 border-t border-line pt-3 text-base font-bold text-ink' : 'text-sm text-ink-muted'}`}
    >
      <dt>{label}</dt>
      <dd className={`tabular-nums ${strong ? '' : 'text-ink'}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function OrderSummary({
  cart,
  totals,
  feeRate,
  loadingFee,
  locked,
  onApplyCoupon,
  onRemoveCoupon,
  plan = null,
}: {
  cart: Cart;
  totals: Totals;
  feeRate: number | null;
  loadingFee: boolean;
  /** After the order is made nothing changes any more. */
  locked: boolean;
  /** Checks the code with the server and applies it: resolves with the message, throws the refusal. */
  onApplyCoupon: (code: string) => Promise<string>;
  onRemoveCoupon: () => void;
  /** the card installments chosen in the Pagamento step (null: one payment) */
  plan?: InstallmentPlan | null;
}) {
  const rate = feeRate ?? DEFAULT_FEE_RATE;
  const ratePercent = Math.round(rate * 1000) / 10;
  const pending = loadingFee ? '...' : null;
  return (
    <section
      id={SUMMARY_ID}
      aria-labelledby={`${SUMMARY_ID}-titulo`}
      className="scroll-mt-24 rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${SUMMARY_ID}-titulo`} className="text-lg font-bold tracking-tight">
        Resumo do pedido
      </h2>
      {cart.items.length > 0 ? (
        <ul className="mt-4 space-y-3 border-b border-line pb-4">
          {cart.items.map((item, index) => {
            const price = linePrice(item, loadingFee ? null : rate);
            return (
              <li
                key={`${item.event_id}-${item.item_id}-${index}`}
                className="flex justify-between gap-4 text-sm"
              >
                <span className="min-w-0">
                  <span className="block font-semibold text-ink">{item.event_titulo}</span>
                  <span className="block text-ink-muted">
                    {item.qnt} × {item.tipo_ingresso}
                  </span>
                  {price.note && (
                    <span className="block text-xs text-ink-muted" data-testid="resumo-linha-taxa">
                      {price.each} cada · {price.note}
                    </span>
                  )}
                </span>
                <span className="font-medium whitespace-nowrap tabular-nums">{price.total}</span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-4 border-b border-line pb-4 text-sm text-ink-muted">Nenhum item no carrinho.</p>
      )}
      <dl className="mt-4 space-y-2">
        <Row label="Ingressos" value={formatBRL(totals.subtotal)} testId="resumo-subtotal" />
        <Row
          label={`Taxa de serviço (${ratePercent.toLocaleString('pt-BR')}%)`}
          value={pending ?? formatBRL(totals.fee)}
          testId="resumo-taxa"
        />
        {totals.discount > 0 && (
          <Row
            label={`Desconto (${cart.cupom ?? 'cupom'})`}
            value={`− ${formatBRL(totals.discount)}`}
            testId="resumo-desconto"
          />
        )}
        <Row label="Total" value={pending ?? formatBRL(totals.total)} strong testId="resumo-total" />
      </dl>
      {plan && <InstallmentRows plan={plan} />}
      <CouponBox cupom={cart.cupom} disabled={locked} onApply={onApplyCoupon} onRemove={onRemoveCoupon} />
    </section>
  );
}

/** The card plan under the total: its installments and, when it has interest, its own lines. */
function InstallmentRows({ plan }: { plan: InstallmentPlan }) {
  return (
    <dl className="mt-2 space-y-2" data-testid="resumo-parcelamento">
      <Row label="No cartão" value={`${plan.parcelas}x de ${formatBRL(plan.valor_parcela)}`} />
      {plan.juros > 0 && (
        <>
          <Row label="Juros do parcelamento" value={formatBRL(plan.juros)} testId="resumo-juros" />
          <Row label="Total no cartão" value={formatBRL(plan.total)} />
        </>
      )}
    </dl>
  );
}

function CouponBox({
  cupom,
  disabled,
  onApply,
  onRemove,
}: {
  cupom: string | null;
  disabled: boolean;
  onApply: (code: string) => Promise<string>;
  onRemove: () => void;
}) {
  const [value, setValue] = useState('');
  const [checking, setChecking] = useState(false);
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);
  // Once the order is made the coupon can no longer change.
  if (disabled && !cupom) return null;

  async function apply(event: FormEvent) {
    event.preventDefault();
    const code = couponCode(value);
    if (code === null || checking) return; // empty input is ignored (spec)
    setChecking(true);
    setFeedback(null);
    try {
      const message = await onApply(code);
      setValue('');
      setFeedback({ ok: true, text: message });
    } catch (error) {
      // The server's reason (expired, used up, another event...), or a plain 'try again'.
      const known = error instanceof ApiCallError && error.code !== null;
      setFeedback({ ok: false, text: known ? error.message : WIZARD_MESSAGES.couponCheckFailed });
    } finally {
      setChecking(false);
    }
  }

  return (
    <div className="mt-5 border-t border-line pt-5">
      {cupom ? (
        <div className="flex items-center justify-between gap-3 rounded-xl border border-success/40 bg-success-soft px-3.5 py-2.5 text-sm">
          <span>
            Cupom <strong className="font-bold">{cupom}</strong> aplicado
          </span>
          {!disabled && (
            <button
              type="button"
              onClick={() => {
                onRemove();
                setFeedback({ ok: true, text: WIZARD_MESSAGES.couponRemoved });
              }}
              className="rounded-md px-2 py-1 font-semibold text-ink underline underline-offset-2 hover:text-accent-ink"
            >
              Remover cupom
            </button>
          )}
        </div>
      ) : (
        <form onSubmit={(e) => void apply(e)} noValidate aria-busy={checking}>
          <label htmlFor="cupom" className="text-sm font-semibold text-ink">
            Cupom de desconto
          </label>
          <div className="mt-1.5 flex gap-2">
            <input
              id="cupom"
              value={value}
              onChange={(e) => setValue(e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              placeholder="Ex.: GN10"
              aria-invalid={feedback && !feedback.ok ? true : undefined}
              aria-describedby="cupom-retorno"
              className="block w-full min-w-0 rounded-xl border border-line-strong bg-surface px-3.5 py-2.5 text-base text-ink uppercase placeholder:text-ink-muted/70 placeholder:normal-case focus:outline-2 focus:outline-offset-0 focus:outline-accent-ink sm:text-sm"
            />
            <button type="submit" className="gn-btn-secondary shrink-0" disabled={checking}>
              {checking ? (
                <>
                  <Spinner className="size-4" /> Aplicando…
                </>
              ) : (
                'Aplicar'
              )}
            </button>
          </div>
        </form>
      )}
      <p
        id="cupom-retorno"
        aria-live="polite"
        className={`mt-2 text-sm font-medium empty:hidden ${feedback?.ok ? 'text-success' : 'text-danger'}`}
      >
        {feedback?.text}
      </p>
    </div>
  );
}

/** Below 1024 px: the total stays in sight at the bottom of the screen, with the fee it holds. */
export function MobileTotalBar({ total, fee, loading }: { total: number; fee: number; loading: boolean }) {
  const note = loading ? null : feeNote(fee);
  return (
    <div
      data-testid="barra-total"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 px-4 py-3 shadow-[0_-8px_24px_rgb(0_0_0/0.08)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
        <p className="flex flex-col">
          <span className="text-xs font-medium text-ink-muted">Total</span>
          <span className="text-lg font-bold tabular-nums">{loading ? '...' : formatBRL(total)}</span>
          {note && <span className="text-[0.6875rem] text-ink-muted">{note}</span>}
        </p>
        <a href={`#${SUMMARY_ID}`} className="gn-btn-secondary">
          Ver resumo
        </a>
      </div>
    </div>
  );
}
