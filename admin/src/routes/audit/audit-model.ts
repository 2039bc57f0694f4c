// Display helpers of the audit screen. Pure, unit-tested.
import { formatDateTime } from '@gn/core/dates';
import { foldAccents } from '@gn/core/text';

export type AuditChange = { before: unknown; after: unknown };

export const ACTION_FILTER_OPTIONS = [
  { value: 'todas', label: 'Todas as ações' },
  { value: 'create', label: 'Criação' },
  { value: 'update', label: 'Atualização' },
  { value: 'delete', label: 'Exclusão' },
  { value: 'outras', label: 'Outras (usuários, ...)' },
] as const;

export type ActionFilter = (typeof ACTION_FILTER_OPTIONS)[number]['value'];

const ACTION_LABELS: Record<string, string> = {
  create: 'Criação',
  update: 'Atualização',
  delete: 'Exclusão',
  'user.set_role': 'Permissão de usuário',
  'user.set_ban': 'Status de usuário',
  'user.set_password': 'Senha de usuário',
  'user.update_profile': 'Perfil de usuário',
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

export function matchesActionFilter(action: string, filter: ActionFilter): boolean {
  if (filter === 'todas') return true;
  if (filter === 'outras') return !['create', 'update', 'delete'].includes(action);
  return action === filter;
}

const COLLECTION_LABELS: Record<string, { label: string; route?: string }> = {
  events: { label: 'Evento', route: '/admin/eventos' },
  news: { label: 'Notícia', route: '/admin/noticias' },
  event_stock: { label: 'Estoque do evento', route: '/admin/eventos' },
  pricing_tables: { label: 'Tabela de preços', route: '/admin/tabelas' },
  category_tables: { label: 'Tabela de categorias', route: '/admin/tabelas-categorias' },
  event_category_data: { label: 'Registro de tabela de categorias' },
  home_banners: { label: 'Banner', route: '/admin/banners' },
  site_settings: { label: 'Configurações' },
  orders: { label: 'Pedido', route: '/admin/pedidos' },
  coupons: { label: 'Cupom', route: '/admin/cupons' },
  // Marked answered by the admin (functions/src/api/admin/contact-messages.ts).
  contact_messages: { label: 'Mensagem de contato' },
  // A ticket's transfer (functions/src/tickets/transfer.ts); tickets have no page of their own.
  tickets: { label: 'Ingresso' },
};

/**
 * 'events/abc' → { label: 'Evento', id: 'abc', href: '/admin/eventos/abc' }. A bare id (the
 * user operations record the uid only) is a user. No link after a deletion.
 */
export function targetInfo(
  target: string,
  action: string,
): { label: string; id: string; href: string | null } {
  const slash = target.indexOf('/');
  if (slash < 0) return { label: 'Usuário', id: target, href: null };
  const collection = target.slice(0, slash);
  const id = target.slice(slash + 1);
  const known = COLLECTION_LABELS[collection];
  const href = known?.route && action !== 'delete' ? `${known.route}/${encodeURIComponent(id)}` : null;
  return { label: known?.label ?? collection, id, href };
}

interface TimestampLike {
  toDate(): Date;
}

function isTimestampLike(value: unknown): value is TimestampLike {
  return typeof value === 'object' && value !== null && typeof (value as TimestampLike).toDate === 'function';
}

/** A logged value as text: dates in São Paulo time, Sim/Não, lists and maps as JSON, '—' for none. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (value instanceof Date) return formatDateTime(value);
  if (isTimestampLike(value)) return formatDateTime(value.toDate());
  try {
    return JSON.stringify(value, (_key, v: unknown) => (isTimestampLike(v) ? formatDateTime(v.toDate()) : v));
  } catch {
    return String(value);
  }
}

/** Lower case without accents, for the target filter. */
function normalize(text: string): string {
  return foldAccents(text).trim();
}

/** The target text filter: matches the raw target ('events/abc'), its label ('Evento') or the actor e-mail. */
export function matchesTargetText(
  entry: { target: string; targetLabel?: string | null; action: string; actorEmail: string | null },
  text: string,
): boolean {
  const needle = normalize(text);
  if (needle === '') return true;
  const info = targetInfo(entry.target, entry.action);
  return [entry.target, info.label, entry.targetLabel ?? '', entry.actorEmail ?? ''].some((field) =>
    normalize(field).includes(needle),
  );
}
