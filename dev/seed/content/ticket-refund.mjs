// Um pedido pago de três ingressos em que um foi cancelado com reembolso parcial (issue #31):
// o admin vê em /admin/pedidos/demoreem-festival-inverno cada ingresso com o seu estado e o
// reembolso (valor pela regra do core, PIX, concluído); os outros dois continuam valendo.
// Comprador sem login, para não mudar os pedidos do cliente de demonstração.

export const REFUND_BUYER = {
  uid: 'demo-reembolso-parcial',
  nome: 'Rafael Souza',
  email: 'rafael.souza@example.com',
  cpf: '11144477735',
  telefone: '+5511987654321',
};

export const REFUND_ORDER = {
  id: 'demoreem-festival-inverno',
  event_id: 'evt-festival-inverno',
  pricing_table_id: 'pt-plateia-balcao',
  item_id: 'plateia-inteira',
  qnt: 3,
  status: 'pago',
  billing_type: 'PIX',
  criado: { dias: -2, hora: '20:15' },
  status_ingresso: 'ativo',
};

/** O ingresso cancelado (n a partir de 1), quando e por quê. */
export const REFUNDED_TICKET = {
  n: 2,
  horasDepois: 20,
  motivo: 'Um dos amigos não poderá ir (pedido por telefone)',
};
