// /checkout/aguardando/{orderId}: the order's status, live (onSnapshot on orders/{id}). While it
// waits: the PIX QR code and copy-paste code with the reservation countdown, or the links to the
// provider's payment page (card, boleto); every 20 s the server is asked to re-read the payment
// (a late webhook), and the order is read again when its answer differs from the live view. Paid: 'Pagamento confirmado!' and, 2 s later, /conta/ingressos.
// The rules are in waiting.ts, the live order in use-live-order.ts, the timers in
// use-payment-watch.ts, and the order view in features/orders.
import { useState } from 'react';
import { Check, CircleX, Hourglass } from 'lucide-react';
import { formatBRL } from '@gn/core/money';
import { PageSpinner, RequireUser } from '../session/RequireUser';
import type { OrderView } from '../orders/order-view';
import { PixPanel } from './PixPanel';
import { ReservationNotice } from './ReservationNotice';
import { useLiveOrder } from './use-live-order';
import { useCountdown, useReconcileWhileWaiting, useRedirectWhenPaid } from './use-payment-watch';
import { orderIdFromPath, paysOnInvoicePage, waitingState, type WaitingState } from './waiting';

export default function WaitingPage() {
  const [orderId] = useState(() => orderIdFromPath(window.location.pathname));
  return <RequireUser>{() => <WaitingForPayment orderId={orderId} />}</RequireUser>;
}

/** The round mark above the title: an hourglass, a check or a cross, in the state's colours. */
function StatusMark({ tone }: { tone: WaitingState['tone'] }) {
  const toneClass =
    tone === 'success'
      ? 'bg-success-soft text-success'
      : tone === 'danger'
        ? 'bg-danger/10 text-danger'
        : 'bg-accent-soft text-accent-ink';
  const Icon = tone === 'success' ? Check : tone === 'danger' ? CircleX : Hourglass;
  return (
    <span
      className={`mx-auto flex size-16 items-center justify-center rounded-full ${toneClass}`}
      aria-hidden="true"
    >
      <Icon className="size-8" />
    </span>
  );
}

/** The order's number, total and lines. */
function OrderLines({ order }: { order: OrderView }) {
  return (
    <>
      <p className="mt-4 text-sm text-ink-muted">
        Pedido <span className="font-mono font-semibold text-ink">#{order.number}</span> ·{' '}
        <span className="font-semibold text-ink">{formatBRL(order.total)}</span>
      </p>
      {order.items.map((item, index) => (
        <p key={index} className="mt-1 text-sm text-ink-muted">
          {item.qnt} × {item.tipo} · {item.eventTitulo}
        </p>
      ))}
    </>
  );
}

/** The payment page and boleto while waiting, 'Tentar novamente' after a failure, Meus Ingressos. */
function PaymentLinks({
  order,
  waiting,
  canRetry,
}: {
  order: OrderView;
  waiting: boolean;
  canRetry: boolean;
}) {
  return (
    <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
      {waiting && order.invoiceUrl && (
        <a href={order.invoiceUrl} target="_blank" rel="noopener noreferrer" className="gn-btn-primary">
          Abrir página de pagamento
        </a>
      )}
      {waiting && order.bankSlipUrl && (
        <a href={order.bankSlipUrl} target="_blank" rel="noopener noreferrer" className="gn-btn-secondary">
          Baixar boleto
        </a>
      )}
      {canRetry && (
        <a href="/checkout" className="gn-btn-primary">
          Tentar novamente
        </a>
      )}
      <a href="/conta/ingressos" className="gn-btn-secondary">
        Meus Ingressos
      </a>
    </div>
  );
}

function WaitingForPayment({ orderId }: { orderId: string | null }) {
  const { order, reread } = useLiveOrder(orderId);
  const state = waitingState(order?.status ?? null);
  const waiting = order !== null && state.waiting;
  const seconds = useCountdown(order?.reservaExpiraEm ?? null, waiting);
  useRedirectWhenPaid(order?.status === 'pago');
  // The server saw another status than the listener shows: the listener may have fallen silent.
  useReconcileWhileWaiting(orderId, waiting, (status) => {
    if (status !== null && status !== order?.status) reread();
  });

  if (!order) return <PageSpinner label="Carregando pedido..." />;

  const invoicePage = paysOnInvoicePage(order.billingType);
  return (
    <div className="mx-auto max-w-2xl">
      <div className="rounded-3xl border border-line bg-surface p-6 text-center shadow-sm sm:p-10">
        <StatusMark tone={state.tone} />
        <div role="status" aria-live="polite" aria-atomic="true">
          <h1 className="mt-5 text-2xl font-extrabold tracking-tight sm:text-3xl">{state.title}</h1>
          <p className="mx-auto mt-2 max-w-md text-ink-muted">{state.description}</p>
        </div>
        <OrderLines order={order} />

        {waiting && seconds !== null && (
          <ReservationNotice secondsLeft={seconds} end={order.reservaExpiraEm} />
        )}

        {waiting && order.pix && !invoicePage && <PixPanel pix={order.pix} />}

        {waiting && invoicePage && (order.invoiceUrl || order.bankSlipUrl) && (
          <p className="mt-6 text-sm text-ink-muted">
            {order.billingType === 'BOLETO'
              ? 'Pague o boleto pelo link abaixo. A confirmação pode levar até 3 dias úteis.'
              : 'Conclua o pagamento na página segura do Asaas, que foi aberta em outra aba.'}
          </p>
        )}

        <PaymentLinks order={order} waiting={waiting} canRetry={state.canRetry} />
      </div>
    </div>
  );
}
