import { ArrowLeft, ExternalLink, FileText, RefreshCcw, SearchX } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { formatDateTime } from '@gn/core/dates';
import { formatCpf } from '@gn/core/cpf';
import { orderNumber } from '@gn/core/ids';
import { phoneFromStorage } from '@gn/core/phone';
import {
  nextOrderStatuses,
  orderStatusBadge,
  orderStatusLabel,
  parseOrderStatus,
  ticketStatusBadge,
  ticketStatusLabel,
} from '@gn/core/status';
import { formatBRL } from '@gn/core/money';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { Skeleton } from '../../../ui/Skeleton';
import { billingLabel, formatDueDate, type AdminOrder } from '../order-model';
import { loadActorNames, loadOrderTickets, watchOrder, type OrderTicket } from './order-detail-queries';
import { StatusDialog } from './StatusDialog';
import { StatusTimeline } from './StatusTimeline';

function Card({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = `card-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-xl border border-line bg-surface p-5 shadow-sm ${className}`}
    >
      <h2 id={id} className="mb-4 text-base font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

/** Payment events that did not pay the order because their amount was not its total. */
function AmountMismatches({ order }: { order: AdminOrder }) {
  if (order.amountMismatches.length === 0) return null;
  return (
    <div role="alert" className="mb-4 rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
      <p className="font-semibold">
        Pagamento recebido com valor diferente do total: o pedido não foi marcado como pago.
      </p>
      <ul className="mt-1 list-disc pl-5">
        {order.amountMismatches.map((m, i) => (
          <li key={i}>
            {m.event} {m.at ? `em ${formatDateTime(m.at)}` : ''}:{' '}
            {m.receivedCentavos === null ? 'sem valor' : formatBRL(m.receivedCentavos)} (total{' '}
            {formatBRL(order.total)}). Confira a cobrança no Asaas.
          </li>
        ))}
      </ul>
    </div>
  );
}

function PaymentCard({ order }: { order: AdminOrder }) {
  return (
    <Card title="Pagamento">
      <AmountMismatches order={order} />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <Field label="ID do pagamento">
          <span className="font-mono text-xs break-all">{order.paymentId ?? 'Sem cobrança'}</span>
        </Field>
        <Field label="Forma de pagamento">{billingLabel(order.billingType)}</Field>
        <Field label="Vencimento">{formatDueDate(order.dueDate)}</Field>
        <Field label="Pago em">{order.paidAt ? formatDateTime(order.paidAt) : '—'}</Field>
        {order.reservationEndsAt && parseOrderStatus(order.status) === 'aguardando_pagamento' && (
          <Field label="Reserva até">{formatDateTime(order.reservationEndsAt)}</Field>
        )}
        {order.pix && (
          <div className="col-span-2">
            <dt className="text-xs text-ink-muted">PIX copia e cola</dt>
            <dd className="mt-1 font-mono text-xs break-all text-ink">{order.pix.payload || '—'}</dd>
          </div>
        )}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        {order.invoiceUrl && (
          <a
            href={order.invoiceUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-line-strong px-3 text-sm font-medium text-ink hover:bg-surface-muted"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            Abrir fatura
            <span className="sr-only"> (nova aba)</span>
          </a>
        )}
        {order.bankSlipUrl && (
          <a
            href={order.bankSlipUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-line-strong px-3 text-sm font-medium text-ink hover:bg-surface-muted"
          >
            <FileText className="size-4" aria-hidden="true" />
            Boleto (PDF)
            <span className="sr-only"> (nova aba)</span>
          </a>
        )}
      </div>
    </Card>
  );
}

/** '23/12/2026 às 20:00 · Arena, São Paulo' (either part may be missing). */
function itemWhenAndWhere(item: AdminOrder['items'][number]): string {
  return [item.eventDate ? formatDateTime(item.eventDate) : null, item.place || null]
    .filter(Boolean)
    .join(' · ');
}

function ItemsCard({ order }: { order: AdminOrder }) {
  return (
    <Card title="Itens" className="lg:col-span-2">
      {/* Phones: one block per item instead of five squeezed columns. */}
      <ul aria-label="Itens do pedido" className="divide-y divide-line text-sm sm:hidden">
        {order.items.map((item, i) => (
          <li key={i} className="py-3 first:pt-0">
            <p className="font-medium text-ink">{item.eventTitle}</p>
            <p className="text-xs text-ink-muted">{itemWhenAndWhere(item)}</p>
            <div className="mt-1 flex items-baseline justify-between gap-3">
              <span className="text-ink">
                {item.type}
                <span className="text-ink-muted tabular-nums">
                  {' '}
                  · {item.quantity} × {formatBRL(item.unitPrice)}
                </span>
              </span>
              <span className="font-medium whitespace-nowrap text-ink tabular-nums">
                {formatBRL(item.unitPrice * item.quantity)}
              </span>
            </div>
          </li>
        ))}
      </ul>
      {/* Scrolls sideways if it must: focusable, so that a keyboard can scroll it too. */}
      <div
        className="hidden overflow-x-auto sm:block"
        tabIndex={0}
        role="region"
        aria-label="Tabela de itens"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Itens do pedido</caption>
          <thead className="border-b border-line text-xs font-semibold text-ink-muted uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3">
                Evento
              </th>
              <th scope="col" className="py-2 pr-3">
                Ingresso
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Qtd.
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Preço
              </th>
              <th scope="col" className="py-2 text-right">
                Subtotal
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {order.items.map((item, i) => (
              <tr key={i} className="align-top">
                <td className="py-2 pr-3">
                  <span className="block font-medium text-ink">{item.eventTitle}</span>
                  <span className="block text-xs text-ink-muted">{itemWhenAndWhere(item)}</span>
                </td>
                <td className="py-2 pr-3 text-ink">{item.type}</td>
                <td className="py-2 pr-3 text-right text-ink tabular-nums">{item.quantity}</td>
                <td className="py-2 pr-3 text-right whitespace-nowrap text-ink tabular-nums">
                  {formatBRL(item.unitPrice)}
                </td>
                <td className="py-2 text-right whitespace-nowrap text-ink tabular-nums">
                  {formatBRL(item.unitPrice * item.quantity)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-4 ml-auto max-w-xs space-y-1.5 border-t border-line pt-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">Subtotal</dt>
          <dd className="text-ink tabular-nums">{formatBRL(order.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-ink-muted">Taxas</dt>
          <dd className="text-ink tabular-nums">{formatBRL(order.fees)}</dd>
        </div>
        {order.discount > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-ink-muted">Desconto{order.coupon ? ` (${order.coupon})` : ''}</dt>
            <dd className="text-success tabular-nums">− {formatBRL(order.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 text-base font-semibold">
          <dt className="text-ink">Total</dt>
          <dd className="text-ink tabular-nums" data-testid="order-total">
            {formatBRL(order.total)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function TicketsCard({ tickets }: { tickets: OrderTicket[] | null }) {
  return (
    <Card title="Ingressos">
      {tickets === null && <Skeleton className="h-12 w-full" />}
      {tickets?.length === 0 && (
        <p className="text-sm text-ink-muted">
          Nenhum ingresso emitido (são emitidos quando o pedido é pago).
        </p>
      )}
      {tickets && tickets.length > 0 && (
        <ul className="divide-y divide-line" aria-label="Ingressos do pedido">
          {tickets.map((ticket) => (
            <li key={ticket.id} className="flex items-start justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="font-mono text-xs font-semibold break-all text-ink">{ticket.serial}</p>
                <p className="text-sm text-ink">{ticket.type}</p>
                <p className="text-xs text-ink-muted">
                  {ticket.holder}
                  {ticket.usedAt && ` · entrada em ${formatDateTime(ticket.usedAt)}`}
                </p>
              </div>
              <Badge variant={ticketStatusBadge(ticket.status)}>{ticketStatusLabel(ticket.status)}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function OrderDetailPage() {
  const { id = '' } = useParams();
  const [order, setOrder] = useState<AdminOrder | null | undefined>(undefined);
  const [tickets, setTickets] = useState<OrderTicket[] | null>(null);
  const [names, setNames] = useState<Map<string, string>>(new Map());
  const [dialogOpen, setDialogOpen] = useState(false);

  useEffect(
    () =>
      watchOrder(id, setOrder, (error) => {
        console.error(error);
        setOrder(null);
        toast.error('Erro ao carregar pedido', { description: error.message });
      }),
    [id],
  );

  // Tickets and admin names are reloaded when the status or the history changes (a payment
  // issues tickets, a refund marks them): `reloadKey` is that trigger.
  const orderId = order?.id ?? null;
  const reloadKey = order ? `${order.status}:${order.history.length}` : '';
  const actorKey = order ? order.history.map((h) => h.by ?? '').join(',') : '';
  useEffect(() => {
    if (!orderId || !reloadKey) return;
    let active = true;
    loadOrderTickets(orderId)
      .then((list) => active && setTickets(list))
      .catch((error: unknown) => {
        console.error(error);
        if (active) setTickets([]);
      });
    loadActorNames(actorKey.split(',').filter(Boolean))
      .then((map) => active && setNames(map))
      .catch((error: unknown) => console.error(error));
    return () => {
      active = false;
    };
  }, [orderId, reloadKey, actorKey]);

  if (order === undefined) {
    return (
      <div aria-busy="true" aria-label="Carregando pedido" className="space-y-4">
        <Skeleton className="h-8 w-64" />
        <div className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-56 rounded-xl lg:col-span-2" />
        </div>
      </div>
    );
  }

  if (order === null) {
    return (
      <EmptyState
        icon={SearchX}
        title="Pedido não encontrado"
        description="Confira o endereço ou volte para a lista de pedidos."
        action={<ButtonLink to="/admin/pedidos">Voltar para pedidos</ButtonLink>}
      />
    );
  }

  const status = parseOrderStatus(order.status);
  const canChange = status !== null && nextOrderStatuses(status).length > 0;
  const label = `#${orderNumber(order.id)}`;

  return (
    <>
      <Link
        to="/admin/pedidos"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-accent-ink hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Voltar para pedidos
      </Link>
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold tracking-tight text-ink">
            Pedido {label}
            <Badge variant={orderStatusBadge(order.status)} className="text-sm">
              {orderStatusLabel(order.status)}
            </Badge>
          </h1>
          <p className="mt-1 font-mono text-xs break-all text-ink-muted">{order.id}</p>
          <p className="mt-1 text-sm text-ink-muted">
            {order.createdAt ? `Feito em ${formatDateTime(order.createdAt)}` : ''}
          </p>
        </div>
        <div className="flex flex-col items-stretch gap-1 sm:items-end">
          <Button onClick={() => setDialogOpen(true)} disabled={!canChange} className="w-full sm:w-auto">
            <RefreshCcw className="size-4" aria-hidden="true" />
            Alterar Status
          </Button>
          {!canChange && <p className="text-xs text-ink-muted">Status final: não pode mais ser alterado.</p>}
        </div>
      </header>

      {/* minmax(0, 1fr): a wide table scrolls inside its card instead of widening the page. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-2">
        <Card title="Cliente">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
            <Field label="Nome">{order.buyer.nome || '—'}</Field>
            <Field label="E-mail">
              <span className="break-all">{order.buyer.email || '—'}</span>
            </Field>
            <Field label="CPF">{order.buyer.cpf ? formatCpf(order.buyer.cpf) : '—'}</Field>
            <Field label="Telefone">{phoneFromStorage(order.buyer.telefone) || '—'}</Field>
          </dl>
        </Card>
        <PaymentCard order={order} />
        <ItemsCard order={order} />
        <TicketsCard tickets={tickets} />
        <Card title="Histórico de status">
          <StatusTimeline history={order.history} names={names} />
        </Card>
      </div>

      <StatusDialog
        key={`${order.status}`}
        orderId={order.id}
        orderLabel={label}
        current={order.status}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
      />
    </>
  );
}
