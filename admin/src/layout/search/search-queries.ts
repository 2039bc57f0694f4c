// Where the header search looks. Loaded lazily with the dialog (it brings the Firestore SDK).
// Events and news: the admin's whole lists are small, so they are read once and kept for a few
// minutes, and matched in the browser (any word, accents ignored). Orders can be many: prefix
// queries on the id and on the buyer's e-mail. Users: the admin users function.
import {
  collection,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import { formatShortDate } from '@gn/core/dates';
import { ROLE_LABELS } from '@gn/core/roles';
import { orderStatusLabel } from '@gn/core/status-labels';
import { formatBRL } from '@gn/core/money';
import { getDb } from '../../lib/firestore';
import { readNews } from '@gn/core/stored/content';
import { readEvent } from '@gn/core/stored/event';
import { readOrder } from '@gn/core/stored/order';
import { displayName } from '../../routes/users/user-model';
import { searchUsers } from '../../routes/users/user-queries';
import { rankMatches, RESULTS_PER_KIND, type SearchResult } from './search-model';

const LIST_TTL_MS = 2 * 60_000;

type ContentItem = { id: string; titulo: string; slug: string; detail: string };
type CachedList = { at: number; items: Promise<ContentItem[]> };
const cache = new Map<'events' | 'news', CachedList>();

function statusText(status: string | null): string {
  return status === 'publicado' ? 'Publicado' : 'Rascunho';
}

/** An event or a news item as the search lists it: its place (events), date and status. */
function toContentItem(name: 'events' | 'news', id: string, data: unknown): ContentItem {
  const item = (
    doc: { titulo: string; slug: string; status: string | null },
    place: string,
    date: Date | null,
  ) => ({
    id,
    titulo: doc.titulo,
    slug: doc.slug,
    detail: [place, date ? formatShortDate(date) : '', statusText(doc.status)].filter(Boolean).join(' · '),
  });
  if (name === 'events') {
    const event = readEvent(data);
    return item(event, event.local, event.data_inicio);
  }
  const news = readNews(data);
  return item(news, '', news.publicado_em);
}

async function readList(name: 'events' | 'news'): Promise<ContentItem[]> {
  const snapshot = await getDocs(collection(getDb(), name));
  return snapshot.docs.map((doc) => toContentItem(name, doc.id, doc.data()));
}

function cachedList(name: 'events' | 'news'): Promise<ContentItem[]> {
  const hit = cache.get(name);
  if (hit && Date.now() - hit.at < LIST_TTL_MS) return hit.items;
  const items = readList(name);
  cache.set(name, { at: Date.now(), items });
  items.catch(() => cache.delete(name)); // a failed read is retried next time
  return items;
}

async function searchContent(name: 'events' | 'news', text: string): Promise<SearchResult[]> {
  const matches = rankMatches(await cachedList(name), text, (item) => [item.titulo, item.slug]);
  return matches.map((item) => ({
    kind: name === 'events' ? 'evento' : 'noticia',
    id: item.id,
    label: item.titulo || item.slug,
    detail: item.detail,
    href: `/admin/${name === 'events' ? 'eventos' : 'noticias'}/${item.id}`,
  }));
}

function prefix(field: string | ReturnType<typeof documentId>, text: string): QueryConstraint[] {
  return [
    where(field, '>=', text),
    where(field, '<', `${text}\uf8ff`),
    orderBy(field),
    limit(RESULTS_PER_KIND),
  ];
}

async function searchOrders(text: string): Promise<SearchResult[]> {
  const orders = collection(getDb(), 'orders');
  const [byId, byEmail] = await Promise.all([
    getDocs(query(orders, ...prefix(documentId(), text))),
    getDocs(query(orders, ...prefix('comprador.email', text.toLowerCase()))),
  ]);
  return [...byId.docs, ...byEmail.docs].map((doc) => {
    const order = readOrder(doc.data());
    const buyer = order.comprador;
    const who = buyer.nome || buyer.email;
    return {
      kind: 'pedido',
      id: doc.id,
      label: `#${doc.id.slice(0, 8)}${who ? ` · ${who}` : ''}`,
      detail: [buyer.email, formatBRL(order.total), orderStatusLabel(order.status ?? '')]
        .filter(Boolean)
        .join(' · '),
      href: `/admin/pedidos/${doc.id}`,
    };
  });
}

async function searchUserAccounts(text: string): Promise<SearchResult[]> {
  const users = await searchUsers(text, RESULTS_PER_KIND);
  return users.map((user) => ({
    kind: 'usuario',
    id: user.uid,
    label: displayName(user),
    detail: [
      user.email,
      user.role === 'user' ? '' : ROLE_LABELS[user.role],
      user.disabled ? 'Desativado' : '',
    ]
      .filter(Boolean)
      .join(' · '),
    href: `/admin/usuarios?${new URLSearchParams({ q: user.email ?? displayName(user), editar: user.uid })}`,
  }));
}

/** One search per source, each settling on its own: fast local matches show before the remote ones. */
export function searchSources(text: string, remote: boolean): Promise<SearchResult[]>[] {
  const sources = [searchContent('events', text), searchContent('news', text)];
  if (remote) sources.push(searchOrders(text), searchUserAccounts(text));
  return sources;
}
