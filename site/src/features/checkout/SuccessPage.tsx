// /checkout/success?order_id=: the paid order (number, date, total) and its tickets, each with
// 'Ver QR' (the real QR of its signed code), 'PDF' (the server's PDF) and 'E-mail' (re-sends the
// order's confirmation e-mail with the tickets). Without order_id: back to /.
// The order is read by use-order-with-tickets.ts, PDF and e-mail are use-ticket-actions.ts, and
// the tickets' list is SuccessTickets.tsx.
import { useEffect, useState } from 'react';
import { PageSpinner, RequireUser } from '../session/RequireUser';
import type { SessionUser } from '../session/session';
import type { OrderView } from '../orders/order-view';
import type { AccountTicket } from '../orders/ticket-view';
import { ActionLinks } from '../../ui/kit';
import { TicketQrDialog } from '../orders/TicketQrDialog';
import { commonFacts, OrderFacts } from '../orders/OrderFacts';
import { SuccessTickets } from './SuccessTickets';
import { SuccessMark } from './ui';
import { useOrderWithTickets } from './use-order-with-tickets';
import { useTicketActions } from './use-ticket-actions';

export default function SuccessPage() {
  const [orderId] = useState(() => new URLSearchParams(window.location.search).get('order_id'));
  useEffect(() => {
    if (!orderId) window.location.replace('/');
  }, [orderId]);
  if (!orderId) return null;
  return <RequireUser>{(user) => <OrderSuccess user={user} orderId={orderId} />}</RequireUser>;
}

function OrderNotFound() {
  return (
    <div className="mx-auto max-w-xl rounded-3xl border border-line bg-surface p-8 text-center">
      <h1 className="text-2xl font-extrabold tracking-tight">Pedido não encontrado</h1>
      <p className="mt-2 text-ink-muted">Confira o link ou veja seus pedidos em Meus Ingressos.</p>
      <ActionLinks
        links={[
          { href: '/conta/ingressos', label: 'Meus Ingressos', primary: true },
          { href: '/eventos', label: 'Ver eventos' },
        ]}
      />
    </div>
  );
}

/** The check, 'Pagamento Confirmado!' or 'Pedido recebido', and what comes next. */
function SuccessHeading({ paid }: { paid: boolean }) {
  return (
    <div className="text-center">
      <SuccessMark className="mx-auto size-16" />
      <h1 className="mt-5 text-2xl font-extrabold tracking-tight sm:text-3xl">
        {paid ? 'Pagamento Confirmado!' : 'Pedido recebido'}
      </h1>
      <p className="mt-2 text-ink-muted">
        {paid
          ? 'Seus ingressos estão prontos. Apresente o QR Code na entrada do evento.'
          : 'Os ingressos aparecem aqui assim que o pagamento for confirmado.'}
      </p>
    </div>
  );
}

function SuccessOrderFacts({ order }: { order: OrderView }) {
  const facts = commonFacts(order);
  return (
    <OrderFacts
      className="mt-8"
      facts={[
        { label: 'Pedido', value: <span className="font-mono">#{order.number}</span> },
        facts.date,
        facts.total,
        facts.status,
      ]}
    />
  );
}

function OrderSuccess({ user, orderId }: { user: SessionUser; orderId: string }) {
  const loaded = useOrderWithTickets(user.uid, orderId);
  const [qrTicket, setQrTicket] = useState<AccountTicket | null>(null);
  const { busy, downloadPdf, emailTickets } = useTicketActions();

  if (loaded.state === 'loading') return <PageSpinner label="Carregando pedido..." />;
  if (loaded.state === 'missing') return <OrderNotFound />;

  const { order, tickets } = loaded;
  return (
    <div className="mx-auto max-w-3xl">
      <div className="rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-10">
        <SuccessHeading paid={order.status === 'pago'} />
        <SuccessOrderFacts order={order} />
        <SuccessTickets
          order={order}
          tickets={tickets}
          actions={{
            busy: busy !== null,
            onQr: setQrTicket,
            onPdf: (ticket) => void downloadPdf(ticket),
            onEmail: () => void emailTickets(order.id),
          }}
        />
        <ActionLinks
          className="mt-8 border-t border-line pt-6"
          links={[
            { href: '/conta/ingressos', label: 'Meus Ingressos', primary: true },
            { href: '/eventos', label: 'Ver mais eventos' },
          ]}
        />
      </div>
      {qrTicket && <TicketQrDialog ticket={qrTicket} onClose={() => setQrTicket(null)} />}
    </div>
  );
}
