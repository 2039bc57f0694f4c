// One event in the events list: cover, publication and visibility badges, dates, place and stock,
// linking to its form, and to its waiting list; and its loading placeholder.
import { CalendarDays, Eye, EyeOff, MapPin, Ticket, UsersRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@gn/core/dates';
import { formatInteger } from '../../../lib/list-count';
import { Badge } from '../../../ui/Badge';
import { CardTitleLink, CoverImage, PublicationBadge } from '../../../ui/ContentCard';
import type { EventRecord, StockRecord } from '../event-queries';
import { Skeleton, SkeletonLines } from '../../../ui/Skeleton';

function safeDateTime(date: Date | null): string | null {
  return date && !Number.isNaN(date.getTime()) ? formatDateTime(date) : null;
}

export function EventCard({ event, stock }: { event: EventRecord; stock: StockRecord | undefined }) {
  const start = safeDateTime(event.data_inicio);
  const end = safeDateTime(event.data_fim);
  return (
    <li>
      <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-accent-ink hover:shadow-md">
        <div className="aspect-video bg-surface-muted">
          <CoverImage url={event.capa_url} iconClassName="size-8" />
        </div>
        <div className="flex flex-1 flex-col gap-3 p-4">
          <div className="flex flex-wrap gap-1.5">
            <PublicationBadge status={event.status} />
            {event.visivel ? (
              <Badge variant="outline" icon={<Eye className="size-3" aria-hidden="true" />}>
                Visível
              </Badge>
            ) : (
              <Badge variant="destructive" icon={<EyeOff className="size-3" aria-hidden="true" />}>
                Oculto
              </Badge>
            )}
          </div>
          <CardTitleLink to={`/admin/eventos/${event.id}`} title={event.titulo} />
          <dl className="mt-auto space-y-1.5 text-sm text-ink-muted">
            <div className="flex items-start gap-2">
              <dt className="mt-0.5 shrink-0">
                <CalendarDays className="size-4" aria-hidden="true" />
                <span className="sr-only">Data</span>
              </dt>
              <dd>
                {start ?? 'Sem data'}
                {end && <span className="block">até {end}</span>}
              </dd>
            </div>
            <div className="flex items-start gap-2">
              <dt className="mt-0.5 shrink-0">
                <MapPin className="size-4" aria-hidden="true" />
                <span className="sr-only">Local</span>
              </dt>
              <dd className="line-clamp-1">{event.local || '—'}</dd>
            </div>
            <div className="flex items-start gap-2">
              <dt className="mt-0.5 shrink-0">
                <Ticket className="size-4" aria-hidden="true" />
                <span className="sr-only">Ingressos disponíveis / total</span>
              </dt>
              <dd data-testid="event-stock">
                {stock ? (
                  <>
                    <span className="font-medium text-ink">{formatInteger(stock.disponivel)}</span> /{' '}
                    {formatInteger(stock.total)} disponíveis
                  </>
                ) : (
                  'Sem estoque'
                )}
              </dd>
            </div>
          </dl>
          {/* Above the title's stretched link; named in the context of its card (WCAG 2.4.4). */}
          <Link
            to={`/admin/eventos/${encodeURIComponent(event.id)}/lista-de-espera`}
            className="relative z-10 inline-flex items-center gap-1.5 self-start rounded-md text-sm font-medium text-accent-ink hover:underline"
          >
            <UsersRound className="size-4" aria-hidden="true" />
            Lista de espera
          </Link>
        </div>
      </article>
    </li>
  );
}

export function EventCardSkeleton() {
  return (
    <li className="overflow-hidden rounded-xl border border-line bg-surface">
      <Skeleton className="aspect-video rounded-none" />
      <SkeletonLines className="space-y-3 p-4" shapes={['h-5 w-32', 'h-5 w-3/4', 'h-4 w-1/2', 'h-4 w-2/3']} />
    </li>
  );
}
