// What the 'Alterar Status' dialog tells about each move: its effect (cancelling a paid order
// differs), which moves are asked twice, and the confirm button's label. Pure, so it is unit-tested.
import type { OrderStatus } from '@gn/core/order-status';

/** What each target does, told before the admin confirms. */
const EFFECTS: Partial<Record<OrderStatus, string>> = {
  pago: 'Os ingressos serão emitidos e a cobrança em aberto no Asaas será removida.',
  cancelado: 'A cobrança no Asaas será removida e os ingressos reservados voltarão ao estoque.',
  reembolsado:
    'O valor será estornado ao cliente pelo Asaas e os ingressos deste pedido serão cancelados. Boletos não têm estorno direto: use "Cancelado".',
  falhou: 'A cobrança no Asaas será removida e os ingressos reservados voltarão ao estoque.',
  vencido: 'A cobrança no Asaas será removida e os ingressos reservados voltarão ao estoque.',
  expirado: 'A cobrança no Asaas será removida e os ingressos reservados voltarão ao estoque.',
};

/** Cancelling a paid order (cancel-order.ts): tickets void at once, the refund follows. */
const PAID_CANCEL_EFFECT =
  'Os ingressos deixam de valer na hora e voltam ao estoque; o valor é devolvido pelo Asaas (boleto: o comprador recebe por e-mail o link para informar a conta). Se o Asaas recusar, o reembolso fica pendente no cartão "Cancelamento e reembolso".';

/** Money or tickets leave for good: asked twice. */
const NEEDS_CONFIRMATION: readonly OrderStatus[] = ['cancelado', 'reembolsado'];

/** What moving to `status` does; `paid`: the order is paid now. */
export function statusEffect(status: OrderStatus, paid: boolean): string | undefined {
  return paid && status === 'cancelado' ? PAID_CANCEL_EFFECT : EFFECTS[status];
}

export function needsConfirmation(status: OrderStatus): boolean {
  return NEEDS_CONFIRMATION.includes(status);
}

/** The button of the second step. */
export function confirmLabel(target: OrderStatus | null): string {
  return target === 'cancelado'
    ? 'Cancelar pedido'
    : target === 'reembolsado'
      ? 'Reembolsar pedido'
      : 'Salvar';
}
