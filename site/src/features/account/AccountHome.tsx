// /conta: who is signed in (and whether their e-mail is verified), the latest orders, the next events with paid tickets and the quick
// links. Mounted client-only behind the RequireUser guard.
import { CalendarDays, ChevronRight, MapPin, Receipt, Settings, Ticket } from 'lucide-react';
import { formatDate, formatLongDate, formatTime, toIsoWithOffset } from '@gn/core/dates';
import { orderNumber } from '@gn/core/ids';
import { formatBRL } from '@gn/core/money';
import { isOrderAwaitingPayment } from '@gn/core/order-status';
import { orderStatusBadge, orderStatusLabel } from '@gn/core/status-labels';
import { useState } from 'react';
import { signedInIsland } from '../session/RequireUser';
import { CancelOrderDialog } from '../orders/CancelOrderDialog';
import { setFlash } from '../session/flash';
import { orderPagePath } from '../orders/order-view';
import type { SessionUser } from '../session/session';
import { dayAndMonth, groupNextEvents, type AccountOrder, type NextEventRow } from './account-model';
import { latestOrders, loadProfile, upcomingTickets, type AccountProfile } from './account-queries';
import { useAccountLoad, type AccountLoad } from './use-account-load';
import { EmailVerificationStatus } from './EmailVerificationStatus';
import { Card, EmptyState, LoadFailedCard, Skeleton, StatusBadge, UserAvatar } from '../../ui/kit';

interface HomeData {
  profile: AccountProfile;
  orders: AccountOrder[];
  nextEvents: NextEventRow[];
}

function useHomeData(user: SessionUser): AccountLoad<HomeData> {
  const [data] = useAccountLoad(user.uid, async () => {
    const [profile, orders, tickets] = await Promise.all([
      loadProfile(user),
      latestOrders(user.uid),
      upcomingTickets(user.uid, new Date()),
    ]);
    return { profile, orders, nextEvents: groupNextEvents(tickets) };
  });
  return data;
}

function SectionHeading({
  id,
  children,
  link,
}: {
  id: string;
  children: string;
  link?: { href: string; label: string };
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
      <h2 id={id} className="text-lg font-bold text-ink">
        {children}
      </h2>
      {link && (
        <a href={link.href} className="gn-link-arrow whitespace-nowrap">
          {link.label}
          <ChevronRight className="size-4" aria-hidden="true" />
        </a>
      )}
    </div>
  );
}

function OrdersList({
  orders,
  onCancel,
}: {
  orders: AccountOrder[];
  onCancel: (order: AccountOrder) => void;
}) {
  if (orders.length === 0) {
    return (
      <EmptyState
        icon={<Receipt className="size-6" />}
        title="Você ainda não fez nenhum pedido"
        action={
          <a href="/eventos" className="gn-btn-primary">
            Explorar eventos
          </a>
        }
      >
        Encontre um evento e garanta seu ingresso em poucos passos.
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-line" data-testid="orders-list">
      {orders.map((order) => {
        const waiting = isOrderAwaitingPayment(order.status);
        return (
          <li
            key={order.id}
            className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3.5 first:pt-0 last:pb-0"
            data-testid="order-row"
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">
                Pedido <span className="font-mono whitespace-nowrap">#{orderNumber(order.id)}</span>
              </p>
              <p className="text-sm text-ink-muted">
                <time dateTime={toIsoWithOffset(order.created_at)}>{formatDate(order.created_at)}</time>
              </p>
            </div>
            <div className="flex flex-col items-end gap-1 sm:flex-row sm:items-center sm:gap-4">
              <p className="font-semibold whitespace-nowrap text-ink tabular-nums">
                {formatBRL(order.total)}
              </p>
              <StatusBadge variant={orderStatusBadge(order.status)}>
                {orderStatusLabel(order.status)}
              </StatusBadge>
            </div>
            <div className="flex w-full flex-wrap items-center gap-x-4 gap-y-2">
              {waiting ? (
                <a
                  href={`/checkout/aguardando/${encodeURIComponent(order.id)}`}
                  className="gn-link-arrow"
                  aria-label={`Acompanhar pagamento do pedido ${orderNumber(order.id)}`}
                >
                  Acompanhar pagamento
                  <ChevronRight className="size-4" aria-hidden="true" />
                </a>
              ) : (
                <a
                  href={orderPagePath(order.id)}
                  className="gn-link-arrow"
                  aria-label={`Ver pedido #${orderNumber(order.id)}`}
                >
                  Ver pedido
                  <ChevronRight className="size-4" aria-hidden="true" />
                </a>
              )}
              {order.status === 'pago' && (
                <button
                  type="button"
                  className="rounded-sm text-sm font-semibold text-danger hover:underline hover:underline-offset-4"
                  onClick={() => onCancel(order)}
                  aria-label={`Cancelar pedido #${orderNumber(order.id)}`}
                >
                  Cancelar pedido
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function NextEventsList({ rows }: { rows: NextEventRow[] }) {
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={<CalendarDays className="size-6" />}
        title="Nenhum evento próximo"
        action={
          <a href="/eventos" className="gn-btn-secondary">
            Ver eventos
          </a>
        }
      >
        Seus ingressos pagos para eventos futuros aparecem aqui.
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-3" data-testid="next-events">
      {rows.map((row) => (
        <li
          key={row.key}
          className="flex gap-4 rounded-xl border border-line p-4"
          data-testid="next-event-row"
        >
          <div
            aria-hidden="true"
            className="flex w-14 shrink-0 flex-col items-center justify-center rounded-xl bg-accent-soft py-2 text-accent-ink"
          >
            <span className="text-xl leading-none font-extrabold">{dayAndMonth(row.data_inicio).day}</span>
            <span className="mt-1 text-xs font-semibold uppercase">{dayAndMonth(row.data_inicio).month}</span>
          </div>
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-ink">{row.titulo}</p>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
              <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
              <time dateTime={toIsoWithOffset(row.data_inicio)}>
                {formatLongDate(row.data_inicio)} · {formatTime(row.data_inicio)}
              </time>
            </p>
            <p className="mt-0.5 flex items-start gap-1.5 text-sm text-ink-muted">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{row.local}</span>
            </p>
            <p className="mt-2 text-sm text-ink">
              {row.tipo} ·{' '}
              <strong>{row.quantidade === 1 ? '1 ingresso' : `${row.quantidade} ingressos`}</strong>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

const QUICK_LINKS = [
  { href: '/conta/ingressos', label: 'Meus Ingressos', text: 'QR Codes, PDFs e histórico', icon: Ticket },
  {
    href: '/conta/configuracoes',
    label: 'Configurações',
    text: 'Perfil, senha e preferências',
    icon: Settings,
  },
] as const;

function HomeSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-3" data-testid="account-skeleton">
      <Skeleton className="h-56 lg:row-span-2" />
      <Skeleton className="h-64 lg:col-span-2" />
      <Skeleton className="h-56 lg:col-span-2" />
    </div>
  );
}

function AccountHome({ user }: { user: SessionUser }) {
  const data = useHomeData(user);
  const [cancelling, setCancelling] = useState<AccountOrder | null>(null);
  if (data === null) return <HomeSkeleton />;
  if (data === 'error') {
    return <LoadFailedCard message="Não foi possível carregar sua conta agora." />;
  }
  const { profile, orders, nextEvents } = data;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-3">
      <div className="space-y-6">
        <Card className="flex flex-col items-center text-center">
          <UserAvatar nome={profile.nome} email={profile.email} url={profile.avatar_url} size="xl" />
          <p className="mt-4 text-xl font-bold break-words text-ink" data-testid="account-name">
            {profile.nome}
          </p>
          <p className="mt-1 text-sm break-all text-ink-muted" data-testid="account-email">
            {profile.email}
          </p>
          <EmailVerificationStatus />
          <a href="/conta/configuracoes" className="gn-btn-secondary mt-5">
            Editar perfil
          </a>
        </Card>
        <nav aria-label="Atalhos da conta" className="grid gap-3">
          {QUICK_LINKS.map(({ href, label, text, icon: Icon }) => (
            <a
              key={href}
              href={href}
              className="group flex items-center gap-4 rounded-2xl border border-line bg-surface p-4 shadow-sm transition-colors hover:border-accent-ink/50"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-ink">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink group-hover:text-accent-ink">{label}</span>
                <span className="block text-sm text-ink-muted">{text}</span>
              </span>
              <ChevronRight className="size-5 text-ink-muted" aria-hidden="true" />
            </a>
          ))}
        </nav>
      </div>
      <div className="space-y-6 lg:col-span-2">
        <section aria-labelledby="meus-pedidos">
          <Card>
            <SectionHeading id="meus-pedidos">Meus Pedidos</SectionHeading>
            <OrdersList orders={orders} onCancel={setCancelling} />
          </Card>
        </section>
        {cancelling && (
          <CancelOrderDialog
            orderId={cancelling.id}
            orderNumber={orderNumber(cancelling.id)}
            onClose={() => setCancelling(null)}
            onDone={(_answer, message) => {
              // The order's page tells the refund's state; the message goes along as a flash.
              setFlash({ type: 'success', message });
              window.location.assign(orderPagePath(cancelling.id));
            }}
          />
        )}
        <section aria-labelledby="proximos-eventos">
          <Card>
            <SectionHeading id="proximos-eventos" link={{ href: '/conta/ingressos', label: 'Ver ingressos' }}>
              Próximos Eventos
            </SectionHeading>
            <NextEventsList rows={nextEvents} />
          </Card>
        </section>
      </div>
    </div>
  );
}

export default signedInIsland(AccountHome);
