// Rules of the ticket panel, without React: what blocks a purchase, the stock line, the checks of
// the buy button, and the cart line a choice becomes.
import type { CartItem } from '@gn/core/cart';
import type { SnapshotEvent } from '../../lib/snapshot';
import { saleBlocker } from '@gn/core/checkout-rules';
import { isSoldOnline, NOT_SOLD_ONLINE_MESSAGE, ticketTypeName } from '@gn/core/pricing';

export interface PanelItem {
  id: string;
  label: string;
  /** centavos; null = an option without a price (costs 0) */
  valor_centavos: number | null;
}

export interface PanelTable {
  id: string;
  nome: string;
  descricao: string | null;
  itens: PanelItem[];
}

/** Props of the ticket panel island: only what the browser needs of the event. */
export interface PanelEvent {
  id: string;
  titulo: string;
  slug: string;
  local: string;
  data_inicio: string;
  status_inscricoes: string;
  mostrar_estoque: boolean;
}

/** The panel's view of a snapshot event (built into the event page). */
export function ticketPanelEvent(event: SnapshotEvent): PanelEvent {
  return {
    id: event.id,
    titulo: event.titulo,
    slug: event.slug,
    local: event.local,
    data_inicio: event.data_inicio,
    status_inscricoes: event.status_inscricoes,
    mostrar_estoque: event.mostrar_estoque !== false,
  };
}

export const MESSAGES = {
  signIn: 'Você precisa estar logado para comprar ingressos',
  noType: 'Selecione um tipo de ingresso',
  noOption: 'Selecione uma opção de preço',
  added: 'Ingresso adicionado ao carrinho!',
  unavailable: 'Ingressos não disponíveis no momento',
  started: 'Evento encerrado',
  closed: 'Inscrições encerradas',
  soldOut: 'Esgotado',
} as const;

export type Blocker = typeof MESSAGES.started | typeof MESSAGES.closed | typeof MESSAGES.soldOut;

/**
 * Why tickets cannot be bought now, or null: core's saleBlocker (the server asks the same) in the
 * panel's words. `disponivel` null means unknown (live read pending or failed): not a reason to
 * block, the checkout counts the stock on the server anyway.
 */
export function purchaseBlocker(input: {
  dataInicio: string;
  statusInscricoes: string;
  disponivel: number | null;
  now: number;
}): Blocker | null {
  const blocker = saleBlocker(
    { start: new Date(input.dataInicio), registration: input.statusInscricoes, available: input.disponivel },
    new Date(input.now),
  );
  return blocker && MESSAGES[blocker];
}

const count = new Intl.NumberFormat('pt-BR');

/** '812 ingressos disponíveis', '1.500 ingressos disponíveis', '1 ingresso disponível'. */
export function stockText(disponivel: number): string {
  return disponivel === 1 ? '1 ingresso disponível' : `${count.format(disponivel)} ingressos disponíveis`;
}

/** The stock line shows only when the event shows its stock and the live figure is above 0. */
export function showStock(mostrarEstoque: boolean, disponivel: number | null): disponivel is number {
  return mostrarEstoque && disponivel !== null && disponivel > 0;
}

/** The spec's buy checks after the sign-in check: a type, then an option when the type has any. */
export function selectionError(table: PanelTable | null, item: PanelItem | null): string | null {
  if (!table) return MESSAGES.noType;
  if (table.itens.length > 0 && !item) return MESSAGES.noOption;
  if (item && !isSoldOnline(item)) return NOT_SOLD_ONLINE_MESSAGE;
  return null;
}

/** Lowest price among the options that have one, in centavos; null when none has a price. */
export function fromPrice(tables: readonly PanelTable[]): number | null {
  const prices = tables
    .flatMap((t) => t.itens)
    .filter(isSoldOnline)
    .map((i) => i.valor_centavos);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/**
 * The cart line of a choice. `preco` is only what the buyer sees until payment: the checkout
 * function prices the order again from the published price table (pricing_table_id + item_id),
 * so an edited localStorage cannot change what is charged.
 */
export function cartLine(event: PanelEvent, table: PanelTable, item: PanelItem): CartItem {
  return {
    event_id: event.id,
    event_titulo: event.titulo,
    event_slug: event.slug,
    tipo_ingresso: ticketTypeName(table.nome, item.label),
    preco: item.valor_centavos ?? 0,
    qnt: 1,
    data_evento: event.data_inicio,
    local_evento: event.local,
    pricing_table_id: table.id,
    item_id: item.id,
  };
}

/**
 * `disponivel` from a Firestore REST document (`{ fields: { disponivel: { integerValue: '812' } } }`),
 * or null when the document has no readable figure.
 */
export function disponivelFromRest(doc: unknown): number | null {
  const field = (
    doc as { fields?: { disponivel?: { integerValue?: unknown; doubleValue?: unknown } } } | null
  )?.fields?.disponivel;
  const raw = field?.integerValue ?? field?.doubleValue;
  const value = typeof raw === 'string' ? Number(raw) : typeof raw === 'number' ? raw : Number.NaN;
  return Number.isFinite(value) ? Math.max(0, Math.floor(value)) : null;
}
