// /admin/auditoria: the audit log, newest first, 50 entries at a time; each entry opens to its
// before/after values; action and text filters apply to the loaded entries.
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { ChevronDown, FilePlus2, FileX2, History, PencilLine, ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { formatDateTime } from '@gn/core/dates';
import { EmptyState } from '../../ui/EmptyState';
import { MoreButton, NoMatches } from '../../ui/ListStatus';
import { PageHeading } from '../../ui/PageHeading';
import { ListFilters } from '../../ui/ListFilters';
import { Skeleton, SkeletonLines, SkeletonList } from '../../ui/Skeleton';
import { loadAuditPage, loadUserEmails, type AuditEntry } from './audit-queries';
import {
  ACTION_FILTER_OPTIONS,
  actionLabel,
  formatAuditValue,
  matchesActionFilter,
  matchesTargetText,
  targetInfo,
  type ActionFilter,
} from './audit-model';

const ACTION_STYLE: Record<string, { icon: typeof PencilLine; className: string }> = {
  create: { icon: FilePlus2, className: 'bg-success/15 text-success' },
  update: { icon: PencilLine, className: 'bg-accent-soft text-accent-ink' },
  delete: { icon: FileX2, className: 'bg-danger-soft text-danger' },
};
const OTHER_STYLE = { icon: ShieldCheck, className: 'bg-surface-muted text-ink-muted' };

export function AuditPage() {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [cursor, setCursor] = useState<QueryDocumentSnapshot | null>(null);
  const [done, setDone] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const [emails, setEmails] = useState<Map<string, string>>(new Map());
  const [action, setAction] = useState<ActionFilter>('todas');
  const [text, setText] = useState('');

  const loadMore = useCallback(async (after: QueryDocumentSnapshot | null) => {
    setLoadingMore(true);
    try {
      const page = await loadAuditPage(after);
      setEntries((current) => [...(after ? (current ?? []) : []), ...page.entries]);
      setCursor(page.cursor);
      setDone(page.done);
    } catch (error) {
      console.error(error);
      setFailed(true);
      toast.error('Erro ao carregar auditoria');
    } finally {
      setLoadingMore(false);
    }
  }, []);

  useEffect(() => {
    void loadMore(null);
    loadUserEmails()
      .then(setEmails)
      .catch((error: unknown) => console.error(error)); // the stored actor_email still shows
  }, [loadMore]);

  const withEmails = useMemo(
    () =>
      (entries ?? []).map((e) => ({
        ...e,
        actorEmail: (e.actorUid && emails.get(e.actorUid)) || e.actorEmail,
      })),
    [entries, emails],
  );
  const filtered = withEmails.filter(
    (e) => matchesActionFilter(e.action, action) && matchesTargetText(e, text),
  );
  const loading = entries === null && !failed;

  return (
    <>
      <PageHeading
        title="Auditoria"
        description="Quem fez o quê e quando: cada alteração feita no painel, com os valores antes e depois."
      />

      <ListFilters
        columns="md:grid-cols-[minmax(0,1fr)_14rem]"
        search={{
          label: 'Filtrar por alvo',
          placeholder: 'Título, alvo (events/…) ou e-mail',
          value: text,
          onChange: setText,
        }}
        selects={[
          {
            label: 'Ação',
            options: ACTION_FILTER_OPTIONS,
            value: action,
            onChange: (v) => setAction(v as ActionFilter),
          },
        ]}
      />

      {loading && (
        <SkeletonList
          count={6}
          label="Carregando registros"
          className="space-y-2"
          itemClassName="flex items-center gap-3 rounded-xl border border-line bg-surface p-4"
        >
          <Skeleton className="size-9 rounded-full" />
          <SkeletonLines className="flex-1 space-y-2" shapes={['h-4 w-1/3', 'h-3 w-1/2']} />
        </SkeletonList>
      )}

      {entries && entries.length === 0 && (
        <EmptyState
          icon={History}
          title="Nenhum registro de auditoria"
          description="As alterações feitas no painel aparecem aqui."
        />
      )}

      {entries && entries.length > 0 && filtered.length === 0 && (
        <NoMatches
          title="Nenhum registro encontrado"
          description={
            done
              ? 'Nenhum registro corresponde aos filtros.'
              : 'Nenhum registro carregado corresponde aos filtros. Carregue registros mais antigos.'
          }
        />
      )}

      {filtered.length > 0 && (
        <ul aria-label="Registros de auditoria" data-testid="audit-list" className="space-y-2">
          {filtered.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}

      {entries && !done && (
        <MoreButton busy={loadingMore} onClick={() => void loadMore(cursor)}>
          Carregar registros mais antigos
        </MoreButton>
      )}
    </>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const style = ACTION_STYLE[entry.action] ?? OTHER_STYLE;
  const Icon = style.icon;
  const target = targetInfo(entry.target, entry.action);
  const changes = Object.entries(entry.changes);
  const details = Object.entries(entry.details);
  const rows = [
    ...changes.map(([field, change]) => ({ key: field, field, before: change.before, after: change.after })),
    ...details.map(([field, value]) => ({
      key: `details-${field}`,
      field,
      before: null as unknown,
      after: value,
    })),
  ];
  const count = rows.length;

  return (
    <li className="rounded-xl border border-line bg-surface shadow-sm">
      <Disclosure>
        <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
          <span
            className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full ${style.className}`}
          >
            <Icon className="size-4" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-ink">
              {actionLabel(entry.action)} · {target.label}
              {entry.targetLabel && <span className="font-normal"> “{entry.targetLabel}”</span>}{' '}
              {target.href ? (
                <Link
                  to={target.href}
                  className="font-mono text-xs font-normal text-accent-ink hover:underline"
                >
                  {target.id}
                </Link>
              ) : (
                <span className="font-mono text-xs font-normal break-all text-ink-muted">{target.id}</span>
              )}
            </p>
            <p className="mt-0.5 text-sm text-ink-muted">
              <span className="break-all">{entry.actorEmail ?? entry.actorUid ?? 'Sistema'}</span>
              {' · '}
              {entry.createdAt ? (
                <time dateTime={entry.createdAt.toISOString()}>{formatDateTime(entry.createdAt)}</time>
              ) : (
                'agora'
              )}
            </p>
          </div>
          {count > 0 && (
            <DisclosureButton className="group inline-flex h-9 shrink-0 items-center gap-1.5 self-start rounded-lg border border-line-strong px-3 text-sm font-medium text-ink hover:bg-surface-muted sm:self-auto">
              {count === 1 ? '1 campo' : `${count} campos`}
              <ChevronDown
                className="size-4 transition-transform group-data-open:rotate-180"
                aria-hidden="true"
              />
              <span className="sr-only">: ver antes e depois</span>
            </DisclosureButton>
          )}
        </div>
        {count > 0 && (
          <DisclosurePanel className="border-t border-line px-4 pt-3 pb-4">
            {/* A table from sm up; stacked field by field on a phone. */}
            <table className="hidden w-full table-fixed text-left text-sm sm:table">
              <caption className="sr-only">Valores antes e depois</caption>
              <thead>
                <tr className="text-xs text-ink-muted uppercase">
                  <th scope="col" className="w-1/5 py-1.5 pr-3 font-semibold">
                    Campo
                  </th>
                  <th scope="col" className="py-1.5 pr-3 font-semibold">
                    Antes
                  </th>
                  <th scope="col" className="py-1.5 font-semibold">
                    Depois
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line align-top">
                {rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row" className="py-2 pr-3 font-mono text-xs font-medium break-all text-ink">
                      {row.field}
                    </th>
                    <td className="py-2 pr-3 break-words whitespace-pre-wrap text-ink-muted">
                      {formatAuditValue(row.before)}
                    </td>
                    <td className="py-2 break-words whitespace-pre-wrap text-ink">
                      {formatAuditValue(row.after)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className="divide-y divide-line text-sm sm:hidden">
              {rows.map((row) => (
                <div key={row.key} className="py-2">
                  <dt className="font-mono text-xs font-medium break-all text-ink">{row.field}</dt>
                  <dd className="mt-1 grid grid-cols-[4rem_minmax(0,1fr)] gap-x-2 gap-y-1">
                    <span className="text-xs text-ink-muted uppercase">Antes</span>
                    <span className="break-words whitespace-pre-wrap text-ink-muted">
                      {formatAuditValue(row.before)}
                    </span>
                    <span className="text-xs text-ink-muted uppercase">Depois</span>
                    <span className="break-words whitespace-pre-wrap text-ink">
                      {formatAuditValue(row.after)}
                    </span>
                  </dd>
                </div>
              ))}
            </dl>
          </DisclosurePanel>
        )}
      </Disclosure>
    </li>
  );
}
