// /admin/noticias (?q=, ?status=): every news item, searched by title or slug and filtered by
// status in the browser, 40 rows shown at a time.
import { Newspaper } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatDateTime } from '@gn/core/dates';
import { htmlToText } from '@gn/core/html/sanitize';
import { formatInteger } from '../../../lib/list-count';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useListLoad } from '../../../lib/use-list-load';
import { CreateLink } from '../../../ui/ButtonLink';
import { CardTitleLink, CoverImage, PublicationBadge } from '../../../ui/ContentCard';
import { EmptyState } from '../../../ui/EmptyState';
import { ListCount, NoMatches, ShowMoreButton } from '../../../ui/ListStatus';
import { LoadFailedState } from '../../../ui/LoadFailedState';
import { PageHeading } from '../../../ui/PageHeading';
import { ListFilters } from '../../../ui/ListFilters';
import { STATUS_FILTER_OPTIONS, matchesSearch, parseStatusFilter } from '../../../lib/list-filters';
import { listNews, type NewsRecord } from '../news-queries';
import { Skeleton, SkeletonLines, SkeletonList } from '../../../ui/Skeleton';

const PAGE_SIZE = 40;

export function NewsListPage() {
  const [shown, setShown] = useState(PAGE_SIZE);
  const { params, setParam, clearParams } = useFilterParams(() => setShown(PAGE_SIZE));
  const search = params.get('q') ?? '';
  const status = parseStatusFilter(params.get('status'));
  const { data: news, failed, reload } = useListLoad(listNews, 'Erro ao carregar notícias');

  const filtered = useMemo(
    () =>
      (news ?? []).filter(
        (n) => (status === 'todos' || n.status === status) && matchesSearch([n.titulo, n.slug], search),
      ),
    [news, search, status],
  );
  const loading = news === null && !failed;

  return (
    <>
      <PageHeading
        title="Notícias"
        description="Publique novidades e comunicados no site."
        actions={
          <CreateLink to="/admin/noticias/novo" className="w-full sm:w-auto">
            Criar Notícia
          </CreateLink>
        }
      />

      <ListFilters
        setParam={setParam}
        columns="md:grid-cols-[minmax(0,1fr)_12rem]"
        search={{ label: 'Buscar notícias', placeholder: 'Buscar por título ou slug', value: search }}
        selects={[{ label: 'Status', options: STATUS_FILTER_OPTIONS, value: status, param: 'status' }]}
      />

      {news && (
        <ListCount>
          {filtered.length === 1 ? '1 notícia' : `${formatInteger(filtered.length)} notícias`}
        </ListCount>
      )}

      {loading && (
        <SkeletonList
          count={4}
          label="Carregando notícias"
          className="space-y-3"
          itemClassName="flex gap-4 rounded-xl border border-line bg-surface p-3"
        >
          <Skeleton className="hidden aspect-[1200/630] w-44 shrink-0 rounded-lg sm:block" />
          <SkeletonLines className="flex-1 space-y-2 py-1" shapes={['h-5 w-24', 'h-5 w-2/3', 'h-4 w-full']} />
        </SkeletonList>
      )}

      {failed && (
        <LoadFailedState
          icon={Newspaper}
          title="Não foi possível carregar as notícias"
          onRetry={() => void reload()}
        />
      )}

      {news && news.length === 0 && (
        <EmptyState
          icon={Newspaper}
          title="Nenhuma notícia cadastrada"
          description="Escreva a primeira notícia do site."
          action={<CreateLink to="/admin/noticias/novo">Criar Primeira Notícia</CreateLink>}
        />
      )}

      {news && news.length > 0 && filtered.length === 0 && (
        <NoMatches
          title="Nenhuma notícia encontrada"
          description="Nenhuma notícia corresponde à busca e ao filtro."
          onClear={clearParams}
        />
      )}

      {filtered.length > 0 && (
        <>
          <ul aria-label="Notícias" data-testid="news-list" className="space-y-3">
            {filtered.slice(0, shown).map((item) => (
              <NewsRow key={item.id} news={item} />
            ))}
          </ul>
          <ShowMoreButton
            total={filtered.length}
            shown={shown}
            onClick={() => setShown((n) => n + PAGE_SIZE)}
          />
        </>
      )}
    </>
  );
}

function NewsRow({ news }: { news: NewsRecord }) {
  const excerpt = htmlToText(news.corpo, 220);
  return (
    <li>
      <article className="relative flex gap-4 rounded-xl border border-line bg-surface p-3 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-accent-ink hover:shadow-md">
        <div className="aspect-[1200/630] w-28 shrink-0 self-start overflow-hidden rounded-lg bg-surface-muted sm:w-44">
          <CoverImage url={news.capa_url} iconClassName="size-6" />
        </div>
        <div className="min-w-0 flex-1 py-0.5">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <PublicationBadge status={news.status} />
            <span className="text-xs text-ink-muted">
              {news.publicado_em ? formatDateTime(news.publicado_em) : 'Não publicado'}
            </span>
          </div>
          <CardTitleLink to={`/admin/noticias/${news.id}`} title={news.titulo} className="mt-1.5" />
          {excerpt && <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{excerpt}</p>}
        </div>
      </article>
    </li>
  );
}
