// /checkout/success?order_id=: the paid order (number, date, total) and its tickets, each with
// 'Ver QR' (the real QR of its signed code), 'PDF' (the server's PDF) and 'E-mail' (re-sends the
// order's confirmation e-mail with the tickets). Without order_id: back to /.
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ticketStatusBadge, ticketStatusLabel } from '@gn/core/status-labels';
import { AppToaster } from '../../ui/AppToaster';
import { PageSpinner, RequireUser } from '../session/RequireUser';
import type { SessionUser } from '../session/session';
import type { AccountTicket } from '../orders/ticket-view';
import { downloadTicketPdf } from '../orders/ticket-pdf';
import { ActionLinks, StatusBadge } from '../../ui/kit';
import { TicketQrDialog } from '../orders/TicketQrDialog';
import { ApiCallError } from '../session/api-client';
import { emailOrder } from './checkout-api';
import { loadOrderWithTickets, type LoadedOrder } from '../orders/order-queries';
import { commonFacts, OrderFacts } from '../orders/OrderFacts';
import { waitingPath } from './wizard';
import { SuccessMark } from './ui';

const MESSAGES = {
  notFound: 'Pedido não encontrado',
  pdfStart: 'Gerando PDF do ingresso...',
  pdfDone: 'PDF gerado com sucesso!',
  pdfFailed: 'Não foi possível gerar o PDF',
  emailFailed: 'Não foi possível enviar o e-mail',
} as const;

export default function SuccessPage() {
  const [orderId] = useState(() => new URLSearchParams(window.location.search).get('order_id'));
  useEffect(() => {
    if (!orderId) window.location.replace('/');
  }, [orderId]);
  if (!orderId) return null;
  return (
    <>
      <AppToaster />
      <RequireUser>{(user) => <OrderSuccess user={user} orderId={orderId} />}</RequireUser>
    </>
  );
}

function OrderSuccess({ user, orderId }: { user: SessionUser; orderId: string }) {
  const [loaded, setLoaded] = useState<LoadedOrder>({ state: 'loading' });
  const [qrTicket, setQrTicket] = useState<AccountTicket | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    loadOrderWithTickets(user.uid, orderId)
      .then((result) => live && setLoaded(result))
      .catch((error: unknown) => {
        console.error('Falha ao carregar o pedido', error);
        if (live) setLoaded({ state: 'missing' });
      });
    return () => {
      live = false;
    };
  }, [user.uid, orderId]);

  if (loaded.state === 'loading') return <PageSpinner label="Carregando pedido..." />;
  if (loaded.state === 'missing') {
    return (
      <div className="mx-auto max-w-xl rounded-3xl border border-line bg-surface p-8 text-center">
        <h1 className="text-2xl font-extrabold tracking-tight">{MESSAGES.notFound}</h1>
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

  const { order, tickets } = loaded;

  async function pdf(ticket: AccountTicket) {
    setBusy(`pdf-${ticket.id}`);
    const progress = toast.info(MESSAGES.pdfStart);
    try {
      await downloadTicketPdf(ticket);
      toast.success(MESSAGES.pdfDone, { id: progress });
    } catch (error) {
      console.error('Falha no PDF', error);
      toast.error(error instanceof Error && error.message ? error.message : MESSAGES.pdfFailed, {
        id: progress,
      });
    } finally {
      setBusy(null);
    }
  }

  async function email() {
    setBusy('email');
    try {
      const { sentTo } = await emailOrder(order.id);
      toast.success(`Ingressos enviados para ${sentTo}`);
    } catch (error) {
      console.error('Falha ao enviar o e-mail', error);
      toast.error(
        error instanceof ApiCallError && error.code !== null ? error.message : MESSAGES.emailFailed,
      );
    } finally {
      setBusy(null);
    }
  }

  const facts = commonFacts(order);
  return (
    <div className="mx-auto max-w-3xl">
      <div className="rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-10">
        <div className="text-center">
          <SuccessMark className="mx-auto size-16" />
          <h1 className="mt-5 text-2xl font-extrabold tracking-tight sm:text-3xl">
            {order.status === 'pago' ? 'Pagamento Confirmado!' : 'Pedido recebido'}
          </h1>
          <p className="mt-2 text-ink-muted">
            {order.status === 'pago'
              ? 'Seus ingressos estão prontos. Apresente o QR Code na entrada do evento.'
              : 'Os ingressos aparecem aqui assim que o pagamento for confirmado.'}
          </p>
        </div>

        <OrderFacts
          className="mt-8"
          facts={[
            { label: 'Pedido', value: <span className="font-mono">#{order.number}</span> },
            facts.date,
            facts.total,
            facts.status,
          ]}
        />

        <section aria-labelledby="ingressos-titulo" className="mt-8">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="ingressos-titulo" className="text-lg font-bold">
              Ingressos
            </h2>
          </div>
          {tickets.length === 0 ? (
            <p className="mt-3 rounded-2xl border border-dashed border-line-strong p-5 text-sm text-ink-muted">
              Nenhum ingresso emitido ainda.{' '}
              {order.status === 'aguardando_pagamento' && (
                <a
                  href={waitingPath(order.id)}
                  className="font-semibold text-accent-ink underline underline-offset-2"
                >
                  Acompanhar pagamento
                </a>
              )}
            </p>
          ) : (
            <ul className="mt-3 space-y-3">
              {tickets.map((ticket) => (
                <li
                  key={ticket.id}
                  className="rounded-2xl border border-line p-4 sm:p-5"
                  data-testid="ingresso"
                >
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="font-semibold">{ticket.evento.titulo}</p>
                      <p className="text-sm text-ink-muted">
                        {ticket.tipo} · {ticket.quantidade}{' '}
                        {ticket.quantidade === 1 ? 'ingresso' : 'ingressos'}
                      </p>
                      <p className="mt-1 font-mono text-xs break-all text-ink-muted">
                        {ticket.codigo_serial || ticket.id.slice(0, 12)}
                      </p>
                    </div>
                    <StatusBadge variant={ticketStatusBadge(ticket.status)}>
                      {ticketStatusLabel(ticket.status)}
                    </StatusBadge>
                  </div>
                  <div className="mt-4 flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="gn-btn-secondary"
                      onClick={() => setQrTicket(ticket)}
                      aria-label={`Ver QR do ingresso ${ticket.codigo_serial}`}
                    >
                      Ver QR
                    </button>
                    <button
                      type="button"
                      className="gn-btn-secondary disabled:opacity-60"
                      disabled={busy !== null}
                      onClick={() => void pdf(ticket)}
                      aria-label={`Baixar PDF do ingresso ${ticket.codigo_serial}`}
                    >
                      PDF
                    </button>
                    <button
                      type="button"
                      className="gn-btn-secondary disabled:opacity-60"
                      disabled={busy !== null}
                      onClick={() => void email()}
                      aria-label="Enviar os ingressos por e-mail"
                    >
                      E-mail
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>

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
