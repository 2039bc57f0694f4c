// The demo box office (issue #31): at the Sons do Cerrado festival, yesterday's register of the
// bilheteria, closed with R$ 5,00 missing from the drawer, with sales in each method (cash,
// card machine, PIX), a withdrawal and a top-up; and today's register, still open, with one cash
// sale. Door orders and tickets are built as the demo's other orders (build-orders.mjs), then
// marked as the box office marks them (canal, bilheteria, no Asaas charge for cash and card), and
// the registers' figures are the sums of their movements (core/src/cash-register.ts).
import {
  applyIncrements,
  moveIncrements,
  openingFigures,
  registerDifference,
  saleIncrements,
} from '@gn/core/cash-register';
import { ANONYMOUS_DOOR_BUYER, DOOR_METHOD_LABELS, doorAccountId } from '@gn/core/door-sale';
import { buildDemoOrders } from './build-orders.mjs';
import { DEMO_BOX_OFFICE, DEMO_DOOR_EVENT_ID } from './demo-users.mjs';

const MINUTE = 60_000;
const OPERATOR = DEMO_BOX_OFFICE;

/** Each register: when it opened (days from today, time), its float, its sales and cash moves. */
const REGISTERS = [
  {
    id: 'demo-caixa-ontem',
    aberto: { dias: -1, hora: '14:00' },
    fechado: { dias: -1, hora: '22:30' },
    troco_inicial: 20_000,
    vendas: [
      { id: 'demobil-dinheiro-1', item: 'inteira', qnt: 2, metodo: 'dinheiro', recebido: 30_000, minuto: 20 },
      { id: 'demobil-maquininha-1', item: 'inteira', qnt: 1, metodo: 'maquininha', minuto: 45 },
      { id: 'demobil-pix-1', item: 'meia', qnt: 2, metodo: 'pix', minuto: 70 },
      { id: 'demobil-dinheiro-2', item: 'meia', qnt: 1, metodo: 'dinheiro', recebido: 10_000, minuto: 95 },
      { id: 'demobil-maquininha-2', item: 'meia', qnt: 1, metodo: 'maquininha', minuto: 130 },
    ],
    moves: [
      { tipo: 'sangria', valor: 20_000, motivo: 'Depósito no cofre', minuto: 150 },
      { tipo: 'suprimento', valor: 5_000, motivo: 'Moedas para troco', minuto: 160 },
    ],
    /** counted money at closing: R$ 5,00 missing from the drawer */
    falta_dinheiro: 500,
  },
  {
    id: 'demo-caixa-hoje',
    aberto: { dias: 0, hora: '08:00' },
    fechado: null,
    troco_inicial: 15_000,
    vendas: [
      { id: 'demobil-dinheiro-3', item: 'inteira', qnt: 1, metodo: 'dinheiro', recebido: 15_000, minuto: 10 },
    ],
    moves: [],
  },
];

const plus = (date, minutes) => new Date(date.getTime() + minutes * MINUTE);

/** The door order's fields on top of a demo order (sale: the register's entry). */
function markAsDoorSale(order, sale, register, soldAt) {
  const pix = sale.metodo === 'pix';
  const total = order.total;
  Object.assign(order, {
    canal: 'bilheteria',
    bilheteria: {
      caixa_id: register.id,
      operador_uid: OPERATOR.uid,
      operador_nome: OPERATOR.nome,
      operador_email: OPERATOR.email,
      metodo: sale.metodo,
      recebido: sale.recebido ?? null,
      troco: sale.recebido === undefined ? null : sale.recebido - total,
      autorizacao: sale.metodo === 'maquininha' ? `A${sale.id.length}${sale.minuto}X7` : null,
      bandeira: sale.metodo === 'maquininha' ? 'visa' : null,
      modalidade: sale.metodo === 'maquininha' ? 'credito' : null,
    },
    billing_type: pix ? 'PIX' : null,
    asaas_customer_id: pix ? 'cus_demo_bilheteria' : null,
    asaas_payment_id: pix ? order.asaas_payment_id : null,
    asaas_due_date: pix ? order.asaas_due_date : null,
    email_enviado_em: null,
    created_at: soldAt,
    updated_at: soldAt,
    paid_at: soldAt,
    status_historico: [
      { de: null, para: 'aguardando_pagamento', em: soldAt, origem: 'checkout', por: null, motivo: null },
      {
        de: 'aguardando_pagamento',
        para: 'pago',
        em: soldAt,
        origem: pix ? 'webhook' : 'bilheteria',
        por: pix ? null : OPERATOR.uid,
        motivo: pix ? 'PAYMENT_RECEIVED' : `Venda na bilheteria: ${DOOR_METHOD_LABELS[sale.metodo]}`,
      },
    ],
  });
}

/** A door sale's order and tickets, as the demo's orders are built, marked as the box office marks them. */
function doorSaleDocs(sale, register, soldAt, { events, pricingTables, at, signingKey }) {
  const orderDocs = buildDemoOrders({
    orders: [
      {
        id: sale.id,
        event_id: DEMO_DOOR_EVENT_ID,
        pricing_table_id: 'pt-pista',
        item_id: sale.item,
        qnt: sale.qnt,
        status: 'pago',
        billing_type: 'PIX',
        criado: register.aberto,
        status_ingresso: 'ativo',
      },
    ],
    events,
    pricingTables,
    customer: {
      uid: doorAccountId(sale.id),
      nome: ANONYMOUS_DOOR_BUYER,
      email: '',
      cpf: null,
      telefone: null,
    },
    adminUid: OPERATOR.uid,
    at,
    signingKey,
  });
  const order = orderDocs.find((d) => d.collection === 'orders').data;
  markAsDoorSale(order, sale, register, soldAt);
  for (const t of orderDocs.filter((d) => d.collection === 'tickets')) t.data.created_at = soldAt;
  return { orderDocs, order };
}

/**
 * @param {{ events: Map<string, object>, pricingTables: readonly object[], at: (dias: number, hora: string) => Date,
 *   signingKey: string }} input
 */
export function buildBoxOfficeDemo({ events, pricingTables, at, signingKey }) {
  const docs = [];
  for (const register of REGISTERS) {
    const openedAt = at(register.aberto.dias, register.aberto.hora);
    let figures = openingFigures(register.troco_inicial);
    const movements = [
      {
        id: 'abertura',
        tipo: 'abertura',
        metodo: 'dinheiro',
        valor: register.troco_inicial,
        order_id: null,
        motivo: null,
        em: openedAt,
      },
    ];
    for (const sale of register.vendas) {
      const soldAt = plus(openedAt, sale.minuto);
      const { orderDocs, order } = doorSaleDocs(sale, register, soldAt, {
        events,
        pricingTables,
        at,
        signingKey,
      });
      docs.push(...orderDocs);
      figures = applyIncrements(figures, saleIncrements(sale.metodo, order.total));
      movements.push({
        id: `venda-${sale.id}`,
        tipo: 'venda',
        metodo: sale.metodo,
        valor: order.total,
        order_id: sale.id,
        motivo: null,
        em: soldAt,
      });
    }
    for (const move of register.moves) {
      figures = applyIncrements(figures, moveIncrements(move.tipo, move.valor));
      movements.push({
        id: `${move.tipo}-${move.minuto}`,
        tipo: move.tipo,
        metodo: 'dinheiro',
        valor: move.valor,
        order_id: null,
        motivo: move.motivo,
        em: plus(openedAt, move.minuto),
      });
    }
    const closedAt = register.fechado ? at(register.fechado.dias, register.fechado.hora) : null;
    const contado = closedAt
      ? { ...figures.esperado, dinheiro: figures.esperado.dinheiro - register.falta_dinheiro }
      : null;
    if (closedAt) {
      movements.push({
        id: 'fechamento',
        tipo: 'fechamento',
        metodo: 'dinheiro',
        valor: contado.dinheiro,
        order_id: null,
        motivo: 'Faltaram R$ 5,00 na contagem',
        em: closedAt,
      });
    }
    docs.push({
      collection: 'cash_registers',
      id: register.id,
      data: {
        status: closedAt ? 'fechado' : 'aberto',
        event_id: DEMO_DOOR_EVENT_ID,
        event_titulo: events.get(DEMO_DOOR_EVENT_ID).titulo,
        operador_uid: OPERATOR.uid,
        operador_nome: OPERATOR.nome,
        operador_email: OPERATOR.email,
        aberto_em: openedAt,
        fechado_em: closedAt,
        ...figures,
        contado,
        diferenca: contado ? registerDifference(figures.esperado, contado) : null,
        observacao: closedAt ? 'Faltaram R$ 5,00 na contagem' : null,
      },
    });
    for (const { id, ...m } of movements) {
      docs.push({
        collection: `cash_registers/${register.id}/movimentos`,
        id,
        data: { ...m, por: OPERATOR.uid, por_nome: OPERATOR.nome },
      });
    }
    if (!closedAt)
      docs.push({
        collection: 'cash_register_locks',
        id: OPERATOR.uid,
        data: { caixa_id: register.id, em: openedAt },
      });
  }
  return docs;
}
