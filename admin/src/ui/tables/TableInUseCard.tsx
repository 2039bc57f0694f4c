// The warning above a price or category table's form while events use it: each event with links
// to its public page and its form, and why the table cannot be deleted.
import { ExternalLink, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { siteLink } from '../../config';
import { Badge } from '../Badge';
import type { TableEventRef } from '../../lib/table-usage';

/**
 * The warning shown while events use a table: it lists them, each with a link to its public page
 * (and to its edit form), and says why deletion is blocked. Used by price and category tables.
 */
export function TableInUseCard({ events, what }: { events: readonly TableEventRef[]; what: string }) {
  if (events.length === 0) return null;
  const n = events.length;
  return (
    <section
      aria-labelledby="tabela-em-uso"
      className="mb-6 rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 sm:p-5"
    >
      <div className="flex gap-3">
        <TriangleAlert
          className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-300"
          aria-hidden="true"
        />
        <div className="min-w-0 flex-1">
          <h2 id="tabela-em-uso" className="text-sm font-semibold text-ink">
            {`Tabela em uso por ${n} ${n === 1 ? 'evento' : 'eventos'}`}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {`Alterações ${what} aparecem nesses eventos, e a tabela não pode ser excluída enquanto estiver ligada a eles.`}
          </p>
          <ul className="mt-3 space-y-2">
            {events.map((event) => {
              const isPublic = event.status === 'publicado' && event.visivel;
              return (
                <li key={event.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <a
                    href={siteLink(`/eventos/${event.slug}`)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex min-w-0 items-center gap-1 font-medium break-words text-accent-ink underline-offset-2 hover:underline"
                  >
                    {event.titulo}
                    <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                    <span className="sr-only"> (abre a página pública em nova aba)</span>
                  </a>
                  {!isPublic && (
                    <Badge variant="outline">{event.status === 'publicado' ? 'Oculto' : 'Rascunho'}</Badge>
                  )}
                  <Link
                    to={`/admin/eventos/${event.id}`}
                    className="text-ink-muted underline underline-offset-2 hover:text-ink"
                    aria-label={`Editar evento ${event.titulo}`}
                  >
                    Editar evento
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
