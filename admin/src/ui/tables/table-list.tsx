// The list screens of price and category tables: heading with 'Nova Tabela', the search by name,
// loading, failure, no table yet, no match; the page draws the cards.
import { Search, type LucideIcon } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useRetryableLoad } from '../../lib/use-retryable-load';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { CreateLink } from '../ButtonLink';
import { EmptyState } from '../EmptyState';
import { LoadFailedState } from '../LoadFailedState';
import { PageHeadingBar } from '../PageHeadingBar';
import { SearchField } from '../SearchField';
import { matchesSearch } from '../../lib/list-filters';

type TablesListScreenProps<T> = {
  title: string;
  description: string;
  /** The new table's form, e.g. '/admin/tabelas/novo'. */
  newPath: string;
  icon: LucideIcon;
  load: () => Promise<T[]>;
  skeleton: ReactNode;
  /** Before the first table: e.g. { title: 'Nenhuma tabela de preços', description: '…' }. */
  empty: { title: string; description: string };
  /** The cards of the tables matching the search. */
  children: (tables: T[]) => ReactNode;
};

export function TablesListScreen<T extends { nome: string }>({
  title,
  description,
  newPath,
  icon,
  load,
  skeleton,
  empty,
  children,
}: TablesListScreenProps<T>) {
  const { state, retry } = useRetryableLoad(load, 'Erro ao carregar tabelas');
  const [search, setSearch] = useState('');
  const filtered = useMemo(
    () => (state.status === 'ready' ? state.value.filter((t) => matchesSearch([t.nome], search)) : []),
    [state, search],
  );

  return (
    <>
      <PageHeadingBar title={title} description={description}>
        <CreateLink to={newPath} className="mb-6 shrink-0">
          Nova Tabela
        </CreateLink>
      </PageHeadingBar>

      <SearchField
        label="Buscar tabelas por nome"
        placeholder="Buscar por nome..."
        value={search}
        onChange={setSearch}
        className="mb-5 max-w-md"
      />

      {state.status === 'loading' ? (
        skeleton
      ) : state.status === 'error' ? (
        <LoadFailedState icon={icon} title="Não foi possível carregar as tabelas" onRetry={retry} />
      ) : state.value.length === 0 ? (
        <EmptyState
          icon={icon}
          title={empty.title}
          description={empty.description}
          action={<CreateLink to={newPath}>Criar Primeira Tabela</CreateLink>}
        />
      ) : filtered.length === 0 ? (
        <EmptyState
          icon={Search}
          title="Nenhuma tabela encontrada"
          description={`Nenhuma tabela corresponde a “${search.trim()}”.`}
          action={
            <Button variant="secondary" onClick={() => setSearch('')}>
              Limpar busca
            </Button>
          }
        />
      ) : (
        children(filtered)
      )}
    </>
  );
}

export function TablePublishedBadge({ published }: { published: boolean }) {
  return published ? <Badge variant="success">Publicada</Badge> : <Badge variant="secondary">Rascunho</Badge>;
}
