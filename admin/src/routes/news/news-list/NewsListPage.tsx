import { ImageOff, Newspaper, Plus, SearchX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { formatDateTime } from '@gn/core/dates';
import { htmlToText } from '@gn/core/html/sanitize';
import { formatInteger } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ButtonLink } from '../../../ui/ButtonLink';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeading } from '../../../ui/PageHeading';
import { SearchField } from '../../../ui/SearchField';
import { Select } from '../../../ui/Select';
import { STATUS_FILTER_OPTIONS, matchesSearch, parseStatusFilter } from '../../events/event-filters';
import { listNews, type NewsRecord } from '../news-data';

const PAGE_SIZE = 40;

export function NewsListPage() {
  const [news, setNews] = useState<NewsRecord[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState(PAGE_SIZE);
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const status = parseStatusFilter(params.get('status'));

  useEffect(() => {
    let active = true;
    listNews()
      .then((result) => active && setNews(result))
      .catch((error: unknown) => {
        console.error(error);
        if (!active) return;
        setFailed(true);
        toast.error('Erro ao carregar notícias');
      });
    return () => {
      active = false;
    };
  }, []);

  function setParam(name: string, value: string, empty: string) {
    setShown(PAGE_SIZE);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === empty) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  }

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
          <ButtonLink to="/admin/noticias/novo" className="w-full sm:w-auto">
            <Plus className="size-4" aria-hidden="true" />
            Criar Notícia
          </ButtonLink>
        }
      />

      <div role="search" className="mb-5 grid gap-3 md:grid-cols-[minmax(0,1fr)_12rem]">
        <SearchField
          label="Buscar notícias"
          placeholder="Buscar por título ou slug"
          value={search}
          onChange={(value) => setParam('q', value, '')}
        />
        <Select
          label="Status"
          hideLabel
          options={STATUS_FILTER_OPTIONS}
          value={status}
          onChange={(e) => setParam('status', e.target.value, 'todos')}
        />
      </div>

      {news && (
        <p className="mb-3 text-sm text-ink-muted" role="status">
          {filtered.length === 1 ? '1 notícia' : `${formatInteger(filtered.length)} notícias`}
        </p>
      )}

      {loading && (
        <ul aria-busy="true" aria-label="Carregando notícias" className="space-y-3">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="flex gap-4 rounded-xl border border-line bg-surface p-3">
              <div className="hidden aspect-[1200/630] w-44 shrink-0 animate-pulse rounded-lg bg-line sm:block" />
              <div className="flex-1 space-y-2 py-1">
                <div className="h-5 w-24 animate-pulse rounded bg-line" />
                <div className="h-5 w-2/3 animate-pulse rounded bg-line" />
                <div className="h-4 w-full animate-pulse rounded bg-line" />
              </div>
            </li>
          ))}
        </ul>
      )}

      {failed && (
        <EmptyState
          icon={Newspaper}
          title="Não foi possível carregar as notícias"
          description="Verifique sua conexão e tente novamente."
          action={
            <Button variant="secondary" onClick={() => window.location.reload()}>
              Tentar novamente
            </Button>
          }
        />
      )}

      {news && news.length === 0 && (
        <EmptyState
          icon={Newspaper}
          title="Nenhuma notícia cadastrada"
          description="Escreva a primeira notícia do site."
          action={
            <ButtonLink to="/admin/noticias/novo">
              <Plus className="size-4" aria-hidden="true" />
              Criar Primeira Notícia
            </ButtonLink>
          }
        />
      )}

      {news && news.length > 0 && filtered.length === 0 && (
        <EmptyState
          icon={SearchX}
          title="Nenhuma notícia encontrada"
          description="Nenhuma notícia corresponde à busca e ao filtro."
          action={
            <Button variant="secondary" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
              Limpar filtros
            </Button>
          }
        />
      )}

      {filtered.length > 0 && (
        <>
          <ul aria-label="Notícias" data-testid="news-list" className="space-y-3">
            {filtered.slice(0, shown).map((item) => (
              <NewsRow key={item.id} news={item} />
            ))}
          </ul>
          {filtered.length > shown && (
            <div className="mt-6 flex justify-center">
              <Button variant="secondary" onClick={() => setShown((n) => n + PAGE_SIZE)}>
                Mostrar mais ({formatInteger(filtered.length - shown)})
              </Button>
            </div>
          )}
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
          {news.capa_url ? (
            <img
              src={news.capa_url}
              alt=""
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
          ) : (
            <div className="flex size-full items-center justify-center text-ink-muted">
              <ImageOff className="size-6" aria-hidden="true" />
              <span className="sr-only">Sem capa</span>
            </div>
          )}
        </div>
        <div className="min-w-0 flex-1 py-0.5">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Badge variant={news.status === 'publicado' ? 'default' : 'secondary'}>
              {news.status === 'publicado' ? 'Publicado' : 'Rascunho'}
            </Badge>
            <span className="text-xs text-ink-muted">
              {news.publicado_em ? formatDateTime(news.publicado_em) : 'Não publicado'}
            </span>
          </div>
          <h2 className="mt-1.5 line-clamp-2 text-base font-semibold text-ink">
            <Link
              to={`/admin/noticias/${news.id}`}
              className="after:absolute after:inset-0 focus:outline-none"
            >
              {news.titulo || 'Sem título'}
            </Link>
          </h2>
          {excerpt && <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{excerpt}</p>}
        </div>
      </article>
    </li>
  );
}
