// /admin/tabelas-categorias/{id}/dados (?eventId=): pick one of the events that use the table,
// then fill its rows (RowsEditor). The chosen event lives in the URL, so a link opens it.
import { CalendarX2, Eye, PencilRuler, Rows3, TableProperties } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router-dom';
import { BackLink } from '../../../ui/BackLink';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeading } from '../../../ui/PageHeading';
import { Skeleton } from '../../../ui/Skeleton';
import { TableUnavailable } from '../../../ui/tables/table-form';
import { useCategoryTable } from '../use-category-table';
import { EventPicker } from './EventPicker';
import { RowsEditor } from './RowsEditor';

export function CategoryDataPage() {
  const { id = '' } = useParams();
  const state = useCategoryTable(id);
  const [searchParams, setSearchParams] = useSearchParams();
  const eventId = searchParams.get('eventId') ?? '';

  return (
    <>
      <BackLink to="/admin/tabelas-categorias" label="Tabelas de Categorias" />
      <div className="flex flex-col gap-x-4 sm:flex-row sm:items-start sm:justify-between">
        <PageHeading
          title={state.status === 'ready' ? `Dados: ${state.table.nome}` : 'Dados da Tabela'}
          description="Escolha um evento e preencha as linhas da tabela para ele."
        />
        {state.status === 'ready' && (
          <div className="mb-6 flex shrink-0 gap-2">
            <ButtonLink
              to={`/admin/tabelas-categorias/${id}/estrutura`}
              variant="secondary"
              className="flex-1 sm:flex-none"
            >
              <PencilRuler className="size-4" aria-hidden="true" />
              Estrutura
            </ButtonLink>
            <ButtonLink
              to={`/admin/tabelas-categorias/${id}/visualizar${eventId ? `?eventId=${encodeURIComponent(eventId)}` : ''}`}
              variant="secondary"
              className="flex-1 sm:flex-none"
            >
              <Eye className="size-4" aria-hidden="true" />
              Visualizar
            </ButtonLink>
          </div>
        )}
      </div>

      {state.status === 'loading' ? (
        <div aria-busy="true" aria-label="Carregando tabela" className="space-y-4">
          <Skeleton className="h-20 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      ) : state.status !== 'ready' ? (
        <TableUnavailable icon={TableProperties} status={state.status} listPath="/admin/tabelas-categorias" />
      ) : state.events.length === 0 ? (
        <EmptyState
          icon={CalendarX2}
          title="Nenhum evento usa esta tabela"
          description="Marque a tabela na aba Tabelas de Categorias do formulário de um evento para preencher os dados dele."
          action={
            <ButtonLink to="/admin/eventos" variant="secondary">
              Ir para os eventos
            </ButtonLink>
          }
        />
      ) : (
        <>
          <EventPicker
            events={state.events}
            value={eventId}
            onChange={(next) => setSearchParams(next ? { eventId: next } : {}, { replace: true })}
          />
          {eventId === '' ? (
            <EmptyState
              icon={Rows3}
              title="Escolha um evento"
              description="Os dados da tabela são preenchidos separadamente para cada evento."
            />
          ) : !state.events.some((e) => e.id === eventId) ? (
            <EmptyState
              icon={CalendarX2}
              title="Este evento não usa esta tabela"
              description="Escolha um dos eventos da lista acima."
            />
          ) : (
            <RowsEditor key={eventId} table={state.table} eventId={eventId} />
          )}
        </>
      )}
    </>
  );
}
