// One sale at the door: the options and quantities, the buyer (optional unless nominal), how it
// is paid, and a summary before "Confirmar venda". The idempotency key lives as long as the draft:
// a double tap or a retry after a lost answer sells once. Once the server answers, the result
// (SaleResult) replaces the form until "Nova venda".
import { useRef, useState } from 'react';
import { formatBRL } from '@gn/core/money';
import { DOOR_METHOD_LABELS, type DoorPaymentMethod } from '@gn/core/door-sale';
import type { DoorEventView, DoorSaleAnswer, DoorSaleRequestInput } from '@gn/core/schemas/door-sale';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { SectionCard } from '../../ui/SectionCard';
import { sell } from './box-office-api';
import { BuyerFields, type BuyerInputs, type HolderInputs } from './BuyerFields';
import { centavosOf } from './money-field';
import { OptionSteppers } from './OptionSteppers';
import { PaymentPicker, type PaymentInputs } from './PaymentPicker';
import {
  cartLines,
  cartTotal,
  needsHolders,
  optionKey,
  saleBlocker,
  ticketCount,
  type Quantities,
} from './sale-model';
import { SaleResult } from './SaleResult';

const NEW_PAYMENT: PaymentInputs = {
  metodo: 'dinheiro',
  recebido: '',
  autorizacao: '',
  bandeira: '',
  modalidade: '',
};

function paymentBody(p: PaymentInputs, received: number | null): DoorSaleRequestInput['pagamento'] {
  if (p.metodo === 'dinheiro') return { metodo: 'dinheiro', recebido: received ?? 0 };
  if (p.metodo === 'pix') return { metodo: 'pix' };
  return {
    metodo: 'maquininha',
    autorizacao: p.autorizacao.trim(),
    bandeira: p.bandeira || null,
    modalidade: p.modalidade || null,
  };
}

export function SaleForm({ event, onSold }: { event: DoorEventView; onSold: () => void }) {
  const [quantities, setQuantities] = useState<Quantities>({});
  const [buyer, setBuyer] = useState<BuyerInputs>({ nome: '', cpf: '', email: '' });
  const [holders, setHolders] = useState<HolderInputs>([]);
  const [payment, setPayment] = useState<PaymentInputs>(NEW_PAYMENT);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<DoorSaleAnswer | null>(null);
  const key = useRef(crypto.randomUUID());

  const total = cartTotal(event, quantities);
  const received = payment.recebido.trim() === '' ? null : centavosOf(payment.recebido);
  const count = ticketCount(quantities);
  const holderCount = needsHolders(event, quantities) ? count : 0;
  const blocker = saleBlocker(event, quantities, {
    metodo: payment.metodo,
    recebido: received,
    autorizacao: payment.autorizacao,
  });

  function reset() {
    key.current = crypto.randomUUID();
    setQuantities({});
    setBuyer({ nome: '', cpf: '', email: '' });
    setHolders([]);
    setPayment(NEW_PAYMENT);
    setResult(null);
    setError(null);
  }

  async function confirm() {
    if (blocker) return setError(blocker);
    setBusy(true);
    setError(null);
    try {
      const answer = await sell({
        idempotencyKey: key.current,
        items: cartLines(event, quantities),
        comprador: buyer,
        titulares: holderCount > 0 ? holders.slice(0, holderCount) : [],
        pagamento: paymentBody(payment, received),
      });
      setResult(answer);
      onSold();
    } catch (e) {
      setError(errorMessage(e, 'Não foi possível concluir a venda'));
    } finally {
      setBusy(false);
    }
  }

  if (result) return <SaleResult sale={result} onChange={setResult} onNext={reset} onSettled={onSold} />;

  return (
    <form
      className="grid gap-4 lg:grid-cols-[1fr_22rem] lg:items-start"
      onSubmit={(e) => {
        e.preventDefault();
        void confirm();
      }}
    >
      <div className="grid min-w-0 gap-4">
        <SectionCard title="Ingressos">
          <OptionSteppers event={event} quantities={quantities} onChange={setQuantities} />
        </SectionCard>
        <SectionCard title="Comprador">
          <BuyerFields
            buyer={buyer}
            onBuyer={setBuyer}
            holders={holders}
            onHolders={setHolders}
            holderCount={holderCount}
          />
        </SectionCard>
        <SectionCard title="Pagamento">
          <PaymentPicker value={payment} onChange={setPayment} total={total} received={received} />
        </SectionCard>
      </div>
      <SaleSummary
        event={event}
        quantities={quantities}
        total={total}
        metodo={payment.metodo}
        error={error}
        blocker={blocker}
        busy={busy}
      />
    </form>
  );
}

function SaleSummary({
  event,
  quantities,
  total,
  metodo,
  error,
  blocker,
  busy,
}: {
  event: DoorEventView;
  quantities: Quantities;
  total: number;
  metodo: DoorPaymentMethod;
  error: string | null;
  blocker: string | null;
  busy: boolean;
}) {
  const count = ticketCount(quantities);
  return (
    <SectionCard title="Resumo da venda" className="p-4 lg:sticky lg:top-4">
      {count === 0 ? (
        <p className="text-sm text-ink-muted">Nenhum ingresso escolhido.</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {event.opcoes
            .filter((o) => (quantities[optionKey(o)] ?? 0) > 0)
            .map((o) => (
              <li key={optionKey(o)} className="flex justify-between gap-2">
                <span className="min-w-0">
                  {quantities[optionKey(o)]} × {o.nome}
                </span>
                <span className="tabular-nums">
                  {formatBRL((o.preco + o.taxa) * quantities[optionKey(o)]!)}
                </span>
              </li>
            ))}
        </ul>
      )}
      <p className="mt-3 flex items-baseline justify-between border-t border-line pt-3">
        <span className="text-sm text-ink-muted">Total</span>
        <span className="text-2xl font-bold tabular-nums text-ink" data-testid="sale-total">
          {formatBRL(total)}
        </span>
      </p>
      <p className="mt-1 text-sm text-ink-muted">{DOOR_METHOD_LABELS[metodo]}</p>
      {error && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {error}
        </p>
      )}
      <Button
        type="submit"
        busy={busy}
        className="mt-4 h-14 w-full text-base"
        aria-describedby={blocker ? 'sale-blocker' : undefined}
      >
        Confirmar venda
      </Button>
      {blocker && !error && (
        <p id="sale-blocker" className="mt-2 text-xs text-ink-muted">
          {blocker}
        </p>
      )}
    </SectionCard>
  );
}
