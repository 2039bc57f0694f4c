// A portaria de demonstração (issue #30): o evento com mais ingressos vendidos (o Festival Sons do
// Cerrado) ganha listas de check-in com os nomes reais dos seus tipos de ingresso, e um pedido pago
// de um grupo cujos ingressos já passaram pela portaria (alguns entraram, um saiu do camarote),
// para que o painel "Dentro agora" de /admin/eventos/evt-sons-do-cerrado/portaria mostre números.

export const DOOR_EVENT_ID = 'evt-sons-do-cerrado';

export const DOOR_LISTS = [
  {
    id: 'portao-a-pista',
    nome: 'Portão A – Pista',
    tipos: ['Pista - Inteira', 'Pista - Meia-entrada', 'Pista - Ingresso Solidário (+1 kg de alimento)'],
    permite_saida: false,
  },
  {
    id: 'camarote',
    nome: 'Camarote',
    tipos: [
      'Camarote - Inteira',
      'Camarote - Meia-entrada',
      'Camarote - Camarote Open Bar',
      'Camarote VIP Patrocinador - Mesa para 4 pessoas',
      'Camarote VIP Patrocinador - Mesa para 8 pessoas',
    ],
    permite_saida: true,
  },
];

/** Quem comprou para o grupo (sem conta no site: os ingressos são nominais a cada pessoa). */
export const DOOR_BUYER = {
  uid: 'demo-grupo-portaria',
  nome: 'Beatriz Martins',
  email: 'beatriz.grupo@example.com',
  cpf: '39053344705',
  telefone: '+5561998765432',
};

/**
 * Os pedidos do grupo e, por ingresso, o titular e o que já aconteceu na portaria: minutos depois
 * da abertura dos portões (45 minutos antes do seed) em que entrou, e em que saiu (só no
 * camarote, que registra saídas).
 */
export const DOOR_ORDERS = [
  {
    order: {
      id: 'demoport-sons-pista',
      event_id: DOOR_EVENT_ID,
      pricing_table_id: 'pt-pista',
      item_id: 'inteira',
      qnt: 4,
      status: 'pago',
      billing_type: 'PIX',
      criado: { dias: -2, hora: '19:30' },
      status_ingresso: 'ativo',
    },
    tickets: [
      { titular: 'Beatriz Martins', entrada: 5 },
      { titular: 'Rafael Souza', entrada: 7 },
      { titular: 'Juliana Prado', entrada: 18 },
      { titular: 'Thiago Nunes' },
    ],
  },
  {
    order: {
      id: 'demoport-sons-camarote',
      event_id: DOOR_EVENT_ID,
      pricing_table_id: 'pt-camarote',
      item_id: 'open-bar',
      qnt: 2,
      status: 'pago',
      billing_type: 'CREDIT_CARD',
      criado: { dias: -2, hora: '19:34' },
      status_ingresso: 'ativo',
    },
    tickets: [
      { titular: 'Marina Costa', entrada: 12 },
      { titular: 'Eduardo Lima', entrada: 14, saida: 31 },
    ],
  },
];
