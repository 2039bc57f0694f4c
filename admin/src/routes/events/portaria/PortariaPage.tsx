// /admin/eventos/{id}/portaria: an event's gates and sectors (issue #30). The lists editor (which
// ticket types each list admits, exits and re-entries) and the live panel: who is inside now, per
// list and in total, entries and exits, entries per 5 minutes.
import { DoorOpen, ScanLine } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { useRetryableLoad } from '../../../lib/use-retryable-load';
import { BackLink } from '../../../ui/BackLink';
import { PageHeading } from '../../../ui/PageHeading';
import { Skeleton } from '../../../ui/Skeleton';
import { EventScreenUnavailable } from '../EventScreenUnavailable';
import { ConflictsCard } from './ConflictsCard';
import { ListsEditor } from './ListsEditor';
import { LivePanel } from './LivePanel';
import { loadCheckinLists } from './portaria-queries';

export function PortariaPage() {
  const { id = '' } = useParams();
  const { state, retry, setValue } = useRetryableLoad(
    () => loadCheckinLists(id),
    'Erro ao carregar a portaria',
    { key: id },
  );

  if (state.status === 'loading') {
    return (
      <div aria-busy="true" aria-label="Carregando portaria" className="space-y-6">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-48 w-full rounded-xl" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <EventScreenUnavailable
        icon={DoorOpen}
        failed
        failedTitle="Não foi possível carregar a portaria"
        onRetry={retry}
      />
    );
  }
  const screen = state.value;
  const door = `/admin/checkin?evento=${encodeURIComponent(id)}`;
  return (
    <>
      <BackLink to={`/admin/eventos/${encodeURIComponent(id)}`} label="Voltar ao evento" />
      <PageHeading title="Portaria" description={screen.titulo} />
      <Link
        to={door}
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-accent-ink hover:underline"
      >
        <ScanLine className="size-4" aria-hidden="true" />
        Abrir o check-in deste evento
      </Link>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="grid gap-6">
          <LivePanel eventId={id} lists={screen.listas} />
          <ConflictsCard eventId={id} />
        </div>
        <ListsEditor eventId={id} saved={screen} onSaved={(answer) => setValue(() => answer)} />
      </div>
    </>
  );
}
