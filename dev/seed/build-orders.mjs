// The demo customer's orders and tickets as Firestore documents (pure, deterministic for a given
// `now` and signing key), in the shapes of core/src/order.ts (Order) and core/src/stored/ticket.ts (Ticket) and
// docs/data-model.md. Priced with the same core functions as the checkout.

import { createHash } from 'node:crypto';
import { formatSerialCode } from '@gn/core/ids';
import { orderEventIds } from '@gn/core/order-events';
import {
  computeTotals,
  DEFAULT_FEE_RATE,
  effectiveFeeRate,
  isSoldOnline,
  ticketFee,
  ticketTypeName,
} from '@gn/core/pricing';
import { issueTicketCode } from '@gn/core/server/ticket-code';

/** The local emulators' key; the functions read the same variable (a secret in production). */
export const LOCAL_TICKET_SIGNING_KEY = 'gn-local-ticket-signing-key';

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * 'TKT-{timestamp}-{8 base-36}' like newSerialCode(), but with the random part derived from the
 * ticket id, so that the seed stays deterministic (a re-seed keeps the codes printed on PDFs).
 */
export function demoSerialCode(ticketId, issuedAt) {
  const hash = createHash('sha256').update(ticketId).digest('hex').slice(0, 16);
  const random = BigInt(`0x${hash}`).toString(36).slice(-8).padStart(8, '0');
  return formatSerialCode(issuedAt.getTime(), random);
}

const isoDay = (date) => date.toISOString().slice(0, 10);

/**
 * @param {{ orders: readonly object[], events: Map<string, object>, pricingTables: readonly object[],
 *   customer: { uid: string, nome: string, email: string, cpf: string | null, telefone: string | null },
 *   adminUid: string, at: (dias: number, hora: string) => Date, signingKey: string }} input
 * @returns {{ collection: 'orders' | 'tickets', id: string, data: Record<string, unknown> }[]}
 */
export function buildDemoOrders({ orders, events, pricingTables, customer, adminUid, at, signingKey }) {
  const docs = [];
  for (const o of orders) {
    const sale = demoSale(o, events, pricingTables, at);
    docs.push({ collection: 'orders', id: o.id, data: orderData(o, sale, customer, adminUid) });
    for (let n = 1; n <= o.qnt; n++) docs.push(ticketDoc(o, sale, n, { customer, adminUid, signingKey }));
  }
  return docs;
}

/**
 * What one demo order sold, and when: its event, price option and totals, and the moments it
 * was placed, paid (or closed) and its tickets issued.
 */
function demoSale(o, events, pricingTables, at) {
  const event = events.get(o.event_id);
  const table = pricingTables.find((t) => t.id === o.pricing_table_id);
  const option = table?.itens.find((i) => i.id === o.item_id);
  if (!event || !table || !option) throw new Error(`seed: ${o.id} references unknown content`);

  const createdAt = at(o.criado.dias, o.criado.hora);
  const paid = o.status === 'pago';
  const paidAt = paid ? new Date(createdAt.getTime() + 4 * MINUTE) : null;
  const closedAt = paidAt ?? new Date(createdAt.getTime() + DAY);
  // Tickets are issued with the payment (the cancelled demo order's, when it was placed).
  const issuedAt = paidAt ?? createdAt;
  const tipo = ticketTypeName(table.nome, option.label);
  if (!isSoldOnline(option)) throw new Error(`seed: ${option.id} has no price and is not sold online`);
  const preco = option.valor_centavos;
  // The seed's payments settings keep the default rate (DEFAULT_FEE_RATE).
  const feeRate = effectiveFeeRate(event.taxa_servico, DEFAULT_FEE_RATE);
  const totals = computeTotals({ lines: [{ unitPrice: preco, quantity: o.qnt }], feeRate });
  const taxa = ticketFee(preco, feeRate);
  return { event, table, option, createdAt, paid, paidAt, closedAt, issuedAt, tipo, preco, taxa, totals };
}

/** The order document of a demo sale. */
function orderData(o, sale, customer, adminUid) {
  const { event, table, option, createdAt, paidAt, closedAt, tipo, preco, taxa, totals } = sale;
  const items = [
    {
      event_id: o.event_id,
      event_titulo: event.titulo,
      event_slug: event.slug,
      pricing_table_id: table.id,
      item_id: option.id,
      tipo_ingresso: tipo,
      preco,
      taxa_unitaria: taxa,
      qnt: o.qnt,
      data_evento: event.data_inicio,
      local_evento: event.local,
    },
  ];
  return {
    user_id: customer.uid,
    status: o.status,
    items,
    event_ids: orderEventIds(items),
    subtotal: totals.subtotal,
    taxas: totals.fee,
    desconto: totals.discount,
    total: totals.total,
    cupom: null,
    comprador: {
      nome: customer.nome,
      email: customer.email,
      cpf: customer.cpf ?? '',
      telefone: customer.telefone ?? '',
    },
    payment_provider: 'asaas',
    billing_type: o.billing_type,
    asaas_payment_id: `pay_${o.id.replace(/-/g, '_')}`,
    asaas_invoice_url: null,
    asaas_due_date: isoDay(new Date(createdAt.getTime() + DAY)),
    asaas_bankslip_url: null,
    pix: null,
    reserva_expira_em: null,
    idempotency_key: `seed-${o.id}`,
    status_historico: statusHistory(o, sale, adminUid),
    email_enviado_em: paidAt,
    created_at: createdAt,
    updated_at: closedAt,
    paid_at: paidAt,
  };
}

/** Placed at checkout, then paid by the webhook or cancelled by the admin. */
function statusHistory(o, { createdAt, paid, paidAt, closedAt }, adminUid) {
  return [
    {
      de: null,
      para: 'aguardando_pagamento',
      em: createdAt,
      origem: 'checkout',
      por: null,
      motivo: null,
    },
    paid
      ? {
          de: 'aguardando_pagamento',
          para: 'pago',
          em: paidAt,
          origem: 'webhook',
          por: null,
          motivo: 'PAYMENT_RECEIVED',
        }
      : {
          de: 'aguardando_pagamento',
          para: o.status,
          em: closedAt,
          origem: 'admin',
          por: adminUid,
          motivo: 'Cancelado a pedido do cliente',
        },
  ];
}

/** The n-th ticket (from 1) of a demo order; a used one was checked in just after the doors opened. */
function ticketDoc(o, sale, n, { customer, adminUid, signingKey }) {
  const { event, issuedAt, tipo, preco, taxa } = sale;
  const id = `${o.id}-${n}`;
  const serial = demoSerialCode(id, issuedAt);
  const used = o.status_ingresso === 'usado';
  const data = {
    order_id: o.id,
    event_id: o.event_id,
    user_id: customer.uid,
    tipo,
    quantidade: 1,
    preco_unitario: preco,
    taxa_unitaria: taxa,
    status: o.status_ingresso,
    codigo_serial: serial,
    // GN2, as the functions issue: the offline scanner verifies it with the public key.
    qr_code: issueTicketCode(signingKey, {
      ticketId: id,
      serial,
      eventId: o.event_id,
      tipo,
      titular: customer.nome,
      meia: false,
      lugarAcessivel: null,
    }),
    titular: customer.nome,
    created_at: issuedAt,
    usado_em: used ? new Date(event.data_inicio.getTime() + (10 + n) * MINUTE) : null,
    checkin_por: used ? adminUid : null,
    evento: {
      titulo: event.titulo,
      data_inicio: event.data_inicio,
      local: event.local,
      capa_url: event.capa_url,
      classificacao_indicativa: event.classificacao_indicativa ?? null,
      regra_menores: event.regra_menores ?? null,
    },
  };
  return { collection: 'tickets', id, data };
}
