// The sale screen's cart, pure: quantities by option → the request's lines, the total as the
// screen shows it before confirming (the server prices it again), the change for cash, and what
// still blocks the "Confirmar venda" button. Unit-tested (sale-model.test.ts).
import { changeFor, type DoorPaymentMethod } from '@gn/core/door-sale';
import type { DoorEventView, DoorOption } from '@gn/core/schemas/door-sale';

export type Quantities = Readonly<Record<string, number>>;

export const optionKey = (o: Pick<DoorOption, 'pricing_table_id' | 'item_id'>) =>
  `${o.pricing_table_id}/${o.item_id}`;

export function cartLines(event: DoorEventView, quantities: Quantities) {
  return event.opcoes
    .filter((o) => (quantities[optionKey(o)] ?? 0) > 0)
    .map((o) => ({
      event_id: event.id,
      pricing_table_id: o.pricing_table_id,
      item_id: o.item_id,
      qnt: quantities[optionKey(o)]!,
    }));
}

export function ticketCount(quantities: Quantities): number {
  return Object.values(quantities).reduce((n, q) => n + q, 0);
}

/** Price + fee of every ticket chosen (centavos): what the buyer pays. */
export function cartTotal(event: DoorEventView, quantities: Quantities): number {
  return event.opcoes.reduce((sum, o) => sum + (o.preco + o.taxa) * (quantities[optionKey(o)] ?? 0), 0);
}

/** Whether this sale needs one holder per ticket: a nominal event, or a wheelchair space (named pair). */
export function needsHolders(event: DoorEventView, quantities: Quantities): boolean {
  return (
    event.nominal || event.opcoes.some((o) => o.tipo === 'cadeirante' && (quantities[optionKey(o)] ?? 0) > 0)
  );
}

export interface PaymentDraft {
  metodo: DoorPaymentMethod;
  /** cash received, centavos (null: not typed) */
  recebido: number | null;
  autorizacao: string;
}

/** Why the sale cannot be confirmed yet (pt-BR), or null. */
export function saleBlocker(
  event: DoorEventView,
  quantities: Quantities,
  payment: PaymentDraft,
): string | null {
  const count = ticketCount(quantities);
  if (count === 0) return 'Escolha ao menos um ingresso';
  if (count > event.max_por_pedido) return `Limite de ${event.max_por_pedido} ingressos por venda`;
  if (payment.metodo === 'dinheiro') {
    if (payment.recebido === null) return 'Informe o valor recebido';
    const change = changeFor(cartTotal(event, quantities), payment.recebido);
    if (!change.ok) return 'O valor recebido é menor que o total';
  }
  if (payment.metodo === 'maquininha' && !/^[A-Za-z0-9]{4,12}$/.test(payment.autorizacao.trim())) {
    return 'Informe o código de autorização da maquininha';
  }
  return null;
}
