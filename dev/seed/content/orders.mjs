// Pedidos de demonstração do cliente (`orders`) e os ingressos emitidos (`tickets`), para que a
// área do cliente (/conta, /conta/ingressos) não comece vazia.
//
// Cada pedido tem uma linha (evento + opção de uma tabela de preços) com `qnt` ingressos; cada
// ingresso vira um documento `{orderId}-{n}` (n a partir de 1) com o `status_ingresso`.
// `criado` é relativo ao momento do seed, como nos eventos. Ids fixos (os testes os usam), com os
// 8 primeiros caracteres distintos: são o número do pedido mostrado ao cliente.

export const DEMO_ORDERS = [
  {
    // Pago, evento futuro (+20 d): dois ingressos ativos.
    id: 'demopag1-sons-do-cerrado',
    event_id: 'evt-sons-do-cerrado',
    pricing_table_id: 'pt-pista',
    item_id: 'inteira',
    qnt: 2,
    status: 'pago',
    billing_type: 'PIX',
    criado: { dias: -3, hora: '14:12' },
    status_ingresso: 'ativo',
  },
  {
    // Pago, evento passado (−10 d): o ingresso foi usado na entrada.
    id: 'demopag2-jazz-na-lagoa',
    event_id: 'evt-jazz-bossa-lagoa',
    pricing_table_id: 'pt-pista',
    item_id: 'meia',
    qnt: 1,
    status: 'pago',
    billing_type: 'CREDIT_CARD',
    criado: { dias: -25, hora: '10:40' },
    status_ingresso: 'usado',
  },
  {
    // Cancelado pelo atendimento, com o ingresso cancelado.
    id: 'democan1-samba-na-lapa',
    event_id: 'evt-noite-samba-lapa',
    pricing_table_id: 'pt-camarote',
    item_id: 'inteira',
    qnt: 1,
    status: 'cancelado',
    billing_type: 'BOLETO',
    criado: { dias: -6, hora: '09:05' },
    status_ingresso: 'cancelado',
  },
];
