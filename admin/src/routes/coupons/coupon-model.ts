// The coupon screens' rules, pure (unit-tested): the form as the admin types it (reais, blank
// limits) and its conversion to and from the API's form (centavos, nulls), the scope's choices
// (events, their price options), the list's labels, search and status filter, and the CSV rows.
import {
  COUPON_STATUS_LABELS,
  optionKey,
  type CouponKind,
  type CouponListRow,
  type CouponStatus,
} from '@gn/core/coupons';
import { formatDate, formatTime } from '@gn/core/dates';
import { formatBRL } from '@gn/core/money';
import type { CouponFormInput, CouponFormValues } from '@gn/core/schemas/coupon';
import type { BadgeVariant } from '../../ui/Badge';
import { csvMoney, type CsvValue } from '../../lib/csv';
import { centavosToInput, INVALID_CENTAVOS, inputToCentavos } from '../../lib/money-input';
import { matchesSearch } from '../../lib/list-filters';

// ------------------------------------------------------------------ form

export type CouponScope = 'todos' | 'eventos';

/** The form as typed: numbers are the inputs' text ('' = none), the amount in reais. */
export type CouponFields = {
  codigo: string;
  descricao: string;
  tipo: CouponKind;
  percentual: string;
  /** reais, as typed in the number input */
  valor: string;
  valido_de: string;
  valido_ate: string;
  usos_max: string;
  usos_por_conta: string;
  escopo: CouponScope;
  eventos: string[];
  opcoes: string[];
  ativo: boolean;
};

export const COUPON_KIND_OPTIONS = [
  { value: 'percentual', label: 'Percentual' },
  { value: 'valor', label: 'Valor fixo' },
] as const;

export const COUPON_SCOPE_OPTIONS = [
  { value: 'todos', label: 'Todos os eventos' },
  { value: 'eventos', label: 'Eventos escolhidos' },
] as const;

export const COUPON_NO_EVENT_MESSAGE = 'Escolha pelo menos um evento';

/** '' → null; '3' → 3; anything else that is not a number → a value the schema refuses. */
export function inputToCount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed.replace(',', '.'));
  return Number.isFinite(n) ? n : INVALID_CENTAVOS;
}

function countToInput(n: number | null): string {
  return n === null ? '' : String(n);
}

/** The API's form (GET /api/admin/coupons/:code, or the defaults) → the fields the screen edits. */
export function couponFormToFields(form: CouponFormValues): CouponFields {
  return {
    codigo: form.codigo,
    descricao: form.descricao ?? '',
    tipo: form.tipo,
    percentual: countToInput(form.percentual),
    valor: centavosToInput(form.valor_centavos),
    valido_de: form.valido_de,
    valido_ate: form.valido_ate,
    usos_max: countToInput(form.usos_max),
    usos_por_conta: countToInput(form.usos_por_conta),
    // Options without events (only possible through the API) keep the chosen scope, so they show.
    escopo: form.eventos.length > 0 || form.opcoes.length > 0 ? 'eventos' : 'todos',
    eventos: [...form.eventos],
    opcoes: [...form.opcoes],
    ativo: form.ativo,
  };
}

/** The input of core's couponFormSchema (the other kind's amount and an unused scope dropped). */
export function couponFieldsToInput(fields: CouponFields): CouponFormInput {
  const chosen = fields.escopo === 'eventos';
  return {
    codigo: fields.codigo,
    descricao: fields.descricao,
    tipo: fields.tipo,
    percentual: fields.tipo === 'percentual' ? inputToCount(fields.percentual) : null,
    valor_centavos: fields.tipo === 'valor' ? inputToCentavos(fields.valor) : null,
    valido_de: fields.valido_de,
    valido_ate: fields.valido_ate,
    usos_max: inputToCount(fields.usos_max),
    usos_por_conta: inputToCount(fields.usos_por_conta),
    eventos: chosen ? fields.eventos : [],
    opcoes: chosen ? fields.opcoes : [],
    ativo: fields.ativo,
  };
}

/** valor_centavos (schema) → valor (form field). */
export function couponErrorPath(path: string): string {
  return path === 'valor_centavos' ? 'valor' : path;
}

/** What the schema cannot know: 'Eventos escolhidos' with none ticked. */
export function couponExtraIssues(fields: CouponFields) {
  return fields.escopo === 'eventos' && fields.eventos.length === 0
    ? [{ path: ['eventos'], message: COUPON_NO_EVENT_MESSAGE }]
    : [];
}

// ------------------------------------------------------------------ scope choices

/** An event the scope offers, with the price tables it sells from. */
export type ScopeEvent = {
  id: string;
  titulo: string;
  dataInicio: Date | null;
  pricingTableIds: readonly string[];
};
/** A price table with its options (items). */
export type ScopeTable = { id: string; nome: string; itens: readonly { id: string; label: string }[] };
/** One option checkbox: 'Tabela – Opção'. */
export type ScopeOption = { key: string; label: string };

/** How many events the scope's checklist lists at once (a search finds the others). */
export const SCOPE_EVENTS_SHOWN = 50;

/**
 * The events the checklist lists: those ticked when the form opened first (they show without
 * scrolling), then the events matching the search, at most `shown` of them, then any event
 * ticked since that the search hides (a ticked box never disappears). `matching` counts the
 * search's matches, so the screen can say how many are not listed.
 */
export function scopeEventChoices<T extends { id: string; titulo: string }>(
  events: readonly T[],
  options: { pinned: readonly string[]; ticked: readonly string[]; search: string; shown?: number },
): { listed: T[]; matching: number } {
  const { pinned, ticked, search, shown = SCOPE_EVENTS_SHOWN } = options;
  const first = events.filter((e) => pinned.includes(e.id));
  const matches = events.filter((e) => !pinned.includes(e.id) && matchesSearch([e.titulo, e.id], search));
  const listed = [...first, ...matches.slice(0, shown)];
  const hiddenTicked = events.filter((e) => ticked.includes(e.id) && !listed.includes(e));
  return { listed: [...listed, ...hiddenTicked], matching: matches.length };
}

/** Upcoming events first (soonest first), then past ones (latest first), then undated ones. */
export function upcomingFirst<T extends { dataInicio: Date | null }>(events: readonly T[], now: Date): T[] {
  const time = (e: T) => e.dataInicio?.getTime() ?? Number.NaN;
  const rank = (e: T) => (Number.isNaN(time(e)) ? 2 : time(e) >= now.getTime() ? 0 : 1);
  return [...events].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0 || rank(a) === 2) return byRank;
    return rank(a) === 0 ? time(a) - time(b) : time(b) - time(a);
  });
}

/** The options of the chosen events' price tables, each table once, in the events' order. */
export function scopeOptions(
  chosen: readonly string[],
  events: readonly ScopeEvent[],
  tables: readonly ScopeTable[],
): ScopeOption[] {
  const tableById = new Map(tables.map((t) => [t.id, t]));
  const seen = new Set<string>();
  const options: ScopeOption[] = [];
  for (const event of events) {
    if (!chosen.includes(event.id)) continue;
    for (const tableId of event.pricingTableIds) {
      const table = tableById.get(tableId);
      if (!table || seen.has(tableId)) continue;
      seen.add(tableId);
      for (const item of table.itens) {
        options.push({ key: optionKey(table.id, item.id), label: `${table.nome} – ${item.label}` });
      }
    }
  }
  return options;
}

/**
 * The options still ticked after the events changed: those of tables the chosen events no longer
 * sell from go; keys that name no known table (a deleted one) stay, so they can be unticked.
 */
export function keepOfferedOptions(
  opcoes: readonly string[],
  chosen: readonly string[],
  events: readonly ScopeEvent[],
  tables: readonly ScopeTable[],
): string[] {
  const offered = new Set(scopeOptions(chosen, events, tables).map((o) => o.key));
  const known = new Set(tables.flatMap((t) => t.itens.map((i) => optionKey(t.id, i.id))));
  return opcoes.filter((key) => offered.has(key) || !known.has(key));
}

// ------------------------------------------------------------------ list labels

type Amount = Pick<CouponListRow, 'tipo' | 'percentual' | 'valor_centavos'>;

/** '10%' or 'R$ 20,00'. */
export function discountLabel(coupon: Amount): string {
  return coupon.tipo === 'percentual'
    ? `${(coupon.percentual ?? 0).toLocaleString('pt-BR')}%`
    : formatBRL(coupon.valor_centavos ?? 0);
}

export function kindLabel(tipo: CouponKind): string {
  return tipo === 'percentual' ? 'Percentual' : 'Valor fixo';
}

/** '10/12/2026 23:59' in São Paulo time. */
export function dateTimeLabel(iso: string): string {
  return `${formatDate(iso)} ${formatTime(iso)}`;
}

/** 'Sem prazo', 'até 10/12/2026 23:59', 'a partir de …', or 'de …' and 'até …' (two lines). */
export function validityLines(coupon: Pick<CouponListRow, 'valido_de' | 'valido_ate'>): string[] {
  const { valido_de: from, valido_ate: until } = coupon;
  if (from && until) return [`de ${dateTimeLabel(from)}`, `até ${dateTimeLabel(until)}`];
  if (until) return [`até ${dateTimeLabel(until)}`];
  if (from) return [`a partir de ${dateTimeLabel(from)}`];
  return ['Sem prazo'];
}

/** The validity on one line: 'de 01/03/2026 09:00 até 10/12/2026 23:59'. */
export function validityLabel(coupon: Pick<CouponListRow, 'valido_de' | 'valido_ate'>): string {
  return validityLines(coupon).join(' ');
}

/** A limit of uses: '100', or 'Ilimitado' when there is none. */
export function limitLabel(limit: number | null): string {
  return limit === null ? 'Ilimitado' : limit.toLocaleString('pt-BR');
}

/**
 * The uses taken (reserved by unpaid orders or paid), out of the limit: '3 de 100', '3', and
 * ' (2 reservados)' when some of them are only reserved.
 */
export function usesLabel(coupon: Pick<CouponListRow, 'usos_max' | 'stats'>): string {
  const { reservados, usados } = coupon.stats;
  const taken = (reservados + usados).toLocaleString('pt-BR');
  const of = coupon.usos_max === null ? taken : `${taken} de ${limitLabel(coupon.usos_max)}`;
  if (reservados === 0) return of;
  return `${of} (${reservados} ${reservados === 1 ? 'reservado' : 'reservados'})`;
}

/** 'Todos os eventos', or the chosen events' titles (an unknown id shows as itself). */
export function eventsLabel(eventos: readonly string[], titles: ReadonlyMap<string, string>): string {
  if (eventos.length === 0) return 'Todos os eventos';
  return eventos.map((id) => titles.get(id) ?? id).join('; ');
}

export const COUPON_STATUS_BADGES: Record<CouponStatus, BadgeVariant> = {
  ativo: 'success',
  // The accent pill stands for 'info' (the theme has no info colour).
  agendado: 'default',
  esgotado: 'secondary',
  expirado: 'secondary',
  inativo: 'outline',
};

// ------------------------------------------------------------------ list filters

export type CouponStatusFilter = 'todos' | CouponStatus;

export const COUPON_STATUS_FILTER_OPTIONS = [
  { value: 'todos', label: 'Todos os status' },
  ...Object.entries(COUPON_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

export function parseCouponStatusFilter(value: string | null): CouponStatusFilter {
  return value !== null && Object.hasOwn(COUPON_STATUS_LABELS, value) ? (value as CouponStatus) : 'todos';
}

/** The rows whose code or description contains the search, with the status asked for. */
export function filterCoupons(
  rows: readonly CouponListRow[],
  filters: { search: string; status: CouponStatusFilter },
): CouponListRow[] {
  return rows.filter(
    (row) =>
      (filters.status === 'todos' || row.status === filters.status) &&
      matchesSearch([row.codigo, row.descricao], filters.search),
  );
}

// ------------------------------------------------------------------ CSV

export const COUPON_CSV_HEADER = [
  'Código',
  'Descrição',
  'Tipo',
  'Desconto',
  'Válido de',
  'Válido até',
  'Usos máximos',
  'Usos por conta',
  'Eventos',
  'Ativo',
  'Status',
  'Reservados',
  'Usados',
  'Receita (R$)',
  'Descontos (R$)',
];

/** Header and one row per coupon; money as '1.234,56' (as the orders export). */
export function couponCsvRows(
  rows: readonly CouponListRow[],
  titles: ReadonlyMap<string, string>,
): CsvValue[][] {
  return [
    COUPON_CSV_HEADER,
    ...rows.map((c) => [
      c.codigo,
      c.descricao,
      kindLabel(c.tipo),
      discountLabel(c),
      c.valido_de ? dateTimeLabel(c.valido_de) : '',
      c.valido_ate ? dateTimeLabel(c.valido_ate) : '',
      limitLabel(c.usos_max),
      limitLabel(c.usos_por_conta),
      eventsLabel(c.eventos, titles),
      c.ativo ? 'Sim' : 'Não',
      COUPON_STATUS_LABELS[c.status],
      c.stats.reservados,
      c.stats.usados,
      csvMoney(c.stats.receita),
      csvMoney(c.stats.desconto),
    ]),
  ];
}
