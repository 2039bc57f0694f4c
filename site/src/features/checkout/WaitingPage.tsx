// /checkout/aguardando/{orderId}: the order's status, live (onSnapshot on orders/{id}). While it
// waits: the PIX QR code and copy-paste code with the reservation countdown, or the links to the
// provider's payment page (card, boleto); every 20 s the server is asked to re-read the payment
// (a late webhook). Paid: 'Pagamento confirmado!' and, 2 s later, /conta/ingressos.
// Just over 300 lines: one live view with its three states (waiting, paid, ended); the rules are
// in waiting.ts and the order view in features/orders.
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { formatCountdown, secondsUntil } from '@gn/core/browser/countdown';
import { formatDateTime } from '@gn/core/dates';
import { formatBRL } from '@gn/core/money';
import { AppToaster } from '../../ui/AppToaster';
import { setFlash } from '../session/flash';
import { PageSpinner, RequireUser } from '../session/RequireUser';
import { reconcileOrder } from './checkout-api';
import { loadLiveFirestore } from '../session/firestore-client';
import { toOrderView, type OrderView } from '../orders/order-view';
import {
  orderIdFromPath,
  PAID_REDIRECT_MS,
  paysOnInvoicePage,
  RECONCILE_INTERVAL_MS,
  WAITING_MESSAGES,
  waitingState,
} from './waiting';
import { Check, CircleX, Copy, Hourglass } from 'lucide-react';

/** Beyond this (a boleto's days), the reservation's end reads better as a date than as a countdown. */
const LONG_RESERVATION_S = 2 * 3600;

export default function WaitingPage() {
  const [orderId] = useState(() => orderIdFromPath(window.location.pathname));
  return (
    <>
      <AppToaster />
      <RequireUser>{() => <WaitingForPayment orderId={orderId} />}</RequireUser>
    </>
  );
}

/** 'Erro ao carregar pedido', then the home page (the toast goes along as a flash). */
function failAndLeave() {
  toast.error(WAITING_MESSAGES.loadError);
  setFlash({ type: 'error', message: WAITING_MESSAGES.loadError });
  setTimeout(() => window.location.assign('/'), 1500);
}

function useOrder(orderId: string | null): OrderView | null {
  const [order, setOrder] = useState<OrderView | null>(null);
  useEffect(() => {
    if (!orderId) {
      failAndLeave();
      return;
    }
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    let failed = false;
    const fail = (error?: unknown) => {
      if (failed || cancelled) return;
      failed = true;
      if (error) console.error('Falha ao ler o pedido', error);
      unsubscribe?.();
      failAndLeave();
    };
    loadLiveFirestore()
      .then(({ db, sdk }) => {
        if (cancelled) return;
        unsubscribe = sdk.onSnapshot(
          sdk.doc(db, 'orders', orderId),
          (snap) => {
            if (!snap.exists()) fail();
            else setOrder(toOrderView(snap.id, snap.data()));
          },
          fail,
        );
      })
      .catch(fail);
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [orderId]);
  return order;
}

/** Seconds left of the reservation, ticking every second (null without an end). */
function useCountdown(end: Date | null, active: boolean): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!end || !active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [end, active]);
  return end ? secondsUntil(end, now) : null;
}

function WaitingForPayment({ orderId }: { orderId: string | null }) {
  const order = useOrder(orderId);
  const state = waitingState(order?.status ?? null);
  const waiting = order !== null && state.waiting;
  const paid = order?.status === 'pago';
  const seconds = useCountdown(order?.reservaExpiraEm ?? null, waiting);
  const announcedPaid = useRef(false);

  // Paid: say so once, then the tickets.
  useEffect(() => {
    if (!paid || announcedPaid.current) return;
    announcedPaid.current = true;
    toast.success(WAITING_MESSAGES.paid);
    const timer = setTimeout(() => window.location.assign('/conta/ingressos'), PAID_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [paid]);

  // A late webhook: ask the server to look at the payment now and then (errors do not matter).
  useEffect(() => {
    if (!waiting || !orderId) return;
    const timer = setInterval(() => {
      reconcileOrder(orderId).catch((error: unknown) => console.warn('Reconciliação falhou', error));
    }, RECONCILE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [waiting, orderId]);

  if (!order) return <PageSpinner label="Carregando pedido..." />;

  const expired = waiting && seconds === 0;
  const invoicePage = paysOnInvoicePage(order.billingType);
  const toneClass =
    state.tone === 'success'
      ? 'bg-success-soft text-success'
      : state.tone === 'danger'
        ? 'bg-danger/10 text-danger'
        : 'bg-accent-soft text-accent-ink';

  return (
    <div className="mx-auto max-w-2xl">
      <div className="rounded-3xl border border-line bg-surface p-6 text-center shadow-sm sm:p-10">
        <span
          className={`mx-auto flex size-16 items-center justify-center rounded-full ${toneClass}`}
          aria-hidden="true"
        >
          <StatusIcon tone={state.tone} />
        </span>
        <div role="status" aria-live="polite" aria-atomic="true">
          <h1 className="mt-5 text-2xl font-extrabold tracking-tight sm:text-3xl">{state.title}</h1>
          <p className="mx-auto mt-2 max-w-md text-ink-muted">{state.description}</p>
        </div>
        <p className="mt-4 text-sm text-ink-muted">
          Pedido <span className="font-mono font-semibold text-ink">#{order.number}</span> ·{' '}
          <span className="font-semibold text-ink">{formatBRL(order.total)}</span>
        </p>
        {order.items.map((item, index) => (
          <p key={index} className="mt-1 text-sm text-ink-muted">
            {item.qnt} × {item.tipo} · {item.eventTitulo}
          </p>
        ))}

        {waiting && seconds !== null && (
          <div className="mt-6" data-testid="reserva">
            {expired ? (
              <p className="rounded-xl bg-danger/10 px-4 py-3 text-sm font-semibold text-danger">
                Reserva expirada. Se você já pagou, aguarde: a confirmação ainda pode chegar.
              </p>
            ) : seconds > LONG_RESERVATION_S && order.reservaExpiraEm ? (
              <p className="text-sm text-ink-muted">
                Seus ingressos estão reservados até{' '}
                <span className="font-semibold text-ink">{formatDateTime(order.reservaExpiraEm)}</span>
              </p>
            ) : (
              <p className="text-sm text-ink-muted">
                Seus ingressos estão reservados por{' '}
                <span className="font-mono text-lg font-bold text-ink tabular-nums" data-testid="contagem">
                  {formatCountdown(seconds)}
                </span>
              </p>
            )}
          </div>
        )}

        {waiting && order.pix && !invoicePage && <PixPanel pix={order.pix} />}

        {waiting && invoicePage && (order.invoiceUrl || order.bankSlipUrl) && (
          <p className="mt-6 text-sm text-ink-muted">
            {order.billingType === 'BOLETO'
              ? 'Pague o boleto pelo link abaixo. A confirmação pode levar até 3 dias úteis.'
              : 'Conclua o pagamento na página segura do Asaas, que foi aberta em outra aba.'}
          </p>
        )}

        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
          {waiting && order.invoiceUrl && (
            <a href={order.invoiceUrl} target="_blank" rel="noopener noreferrer" className="gn-btn-primary">
              Abrir página de pagamento
            </a>
          )}
          {waiting && order.bankSlipUrl && (
            <a
              href={order.bankSlipUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="gn-btn-secondary"
            >
              Baixar boleto
            </a>
          )}
          {state.canRetry && (
            <a href="/checkout" className="gn-btn-primary">
              Tentar novamente
            </a>
          )}
          <a href="/conta/ingressos" className="gn-btn-secondary">
            Meus Ingressos
          </a>
        </div>
      </div>
    </div>
  );
}

function PixPanel({ pix }: { pix: { payload: string; encodedImage: string } }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(pix.payload);
      toast.success(WAITING_MESSAGES.copied);
    } catch (error) {
      console.error('Falha ao copiar', error);
      toast.error(WAITING_MESSAGES.copyFailed);
      const field = document.getElementById('pix-codigo');
      if (field instanceof HTMLTextAreaElement) field.select();
    }
  }
  return (
    <section aria-labelledby="pix-titulo" className="mt-8 border-t border-line pt-8">
      <h2 id="pix-titulo" className="text-lg font-bold">
        Pague com PIX
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Abra o app do seu banco e escaneie o QR Code, ou use o código copia e cola.
      </p>
      <img
        src={`data:image/png;base64,${pix.encodedImage}`}
        alt="QR Code PIX do pedido"
        width={220}
        height={220}
        className="mx-auto mt-5 size-56 rounded-2xl border border-line bg-white p-2"
      />
      <label htmlFor="pix-codigo" className="mt-6 block text-left text-sm font-semibold">
        Código PIX copia e cola
      </label>
      <textarea
        id="pix-codigo"
        readOnly
        rows={3}
        value={pix.payload}
        onFocus={(e) => e.currentTarget.select()}
        className="mt-1.5 block w-full resize-none rounded-xl border border-line-strong bg-surface-muted px-3.5 py-2.5 font-mono text-xs break-all text-ink"
      />
      <button type="button" onClick={() => void copy()} className="gn-btn-secondary mt-3 w-full sm:w-auto">
        <Copy className="size-4" />
        Copiar código
      </button>
    </section>
  );
}

function StatusIcon({ tone }: { tone: 'waiting' | 'success' | 'danger' }) {
  const Icon = tone === 'success' ? Check : tone === 'danger' ? CircleX : Hourglass;
  return <Icon className="size-8" />;
}
