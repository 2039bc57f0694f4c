// POST /api/admin/door-sales/sales: a sale at the door, through the checkout's own pieces so that
// the door and the site sell the same stock under the same guarantees: priceOrder (options, lote
// prices, the site's fee, the per-order limit, named tickets, wheelchair pairs), the holder limits
// (per CPF across the site and the door), reserve (stock slots, lote places, meia quota, wheelchair
// spaces, the limits counted again) and storeOrder (create(): one order per idempotency key, so a
// double tap sells once). Then cash and card are paid at once (applyOrderStatus counts the sale on
// the register in that commit); PIX gets its Asaas charge and is paid by the webhook.
import { cpfDigits } from '@gn/core/cpf';
import {
  ANONYMOUS_DOOR_BUYER,
  changeFor,
  DOOR_HOLD_MINUTES,
  DOOR_METHOD_LABELS,
  DOOR_PIX_MINUTES,
  doorAccountId,
  type DoorSaleRecord,
} from '@gn/core/door-sale';
import { formatBRL } from '@gn/core/money';
import type { Order } from '@gn/core/order';
import { paymentDueDate } from '@gn/core/payment-due-date';
import type { CheckoutRequest } from '@gn/core/schemas/checkout';
import type { DoorSaleAnswer, DoorSaleRequest } from '@gn/core/schemas/door-sale';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { chargeOrder } from '../checkout/charge.ts';
import { assertUnderHolderLimits, slotHolder } from '../checkout/holder-limits.ts';
import type { CheckoutQuote } from '../checkout/price-checkout.ts';
import { priceOrder } from '../checkout/price-order.ts';
import { reserve } from '../checkout/reserve.ts';
import { withReservation } from '../checkout/reservation.ts';
import { storeOrder } from '../checkout/store-order.ts';
import { orderIdFor } from '../orders/order-id.ts';
import { applyOrderStatus } from '../orders/transitions.ts';
import { paymentSettings, type AppliedPaymentSettings } from '../settings/payment-settings.ts';
import { refreshAvailabilityCoalesced } from '../stock/coalesced-refresh.ts';
import { isAlreadyExists } from '../stock/numbered-claims.ts';
import { asTotal } from '../stock/slots-ground.ts';
import { eventDoc, orderDoc } from '../store/documents.ts';
import { doorCustomerId } from './door-customer.ts';
import { doorSaleError } from './door-errors.ts';
import { requireOpenRegister, type OpenRegister } from './register-store.ts';
import type { Operator } from './registers.ts';
import { doorSaleAnswer } from './sale-answer.ts';

/** The order id of a door sale: the operator's door and the screen's idempotency key. */
export function doorOrderId(operatorUid: string, idempotencyKey: string): string {
  return orderIdFor(`porta:${operatorUid}`, idempotencyKey);
}

/** The checkout request the shared pieces read: no coupon, no installments, the buyer as typed (or none). */
function asCheckoutRequest(request: DoorSaleRequest, buyer: DoorBuyer): CheckoutRequest {
  return {
    idempotencyKey: request.idempotencyKey,
    items: request.items,
    cupom: null,
    buyer: {
      nome: buyer.nome ?? ANONYMOUS_DOOR_BUYER,
      email: buyer.email ?? '',
      cpf: buyer.cpf ?? '',
      telefone: '',
      salvarNoPerfil: false,
    },
    titulares: request.titulares,
    method: 'pix',
    parcelas: 1,
  };
}

interface DoorBuyer {
  nome: string | null;
  cpf: string | null;
  email: string | null;
}

/** Cash and card are paid as they are recorded (a retry of a sale stopped halfway pays it too). */
async function payAtOnce(orderId: string, order: Pick<Order<Timestamp>, 'bilheteria' | 'status'>) {
  const sale = order.bilheteria;
  if (!sale || sale.metodo === 'pix' || order.status !== 'aguardando_pagamento') return;
  await applyOrderStatus(orderId, 'pago', {
    origem: 'bilheteria',
    por: sale.operador_uid,
    motivo: `Venda na bilheteria: ${DOOR_METHOD_LABELS[sale.metodo]}`,
  });
}

export async function sellAtDoor(
  db: Firestore,
  operator: Operator,
  request: DoorSaleRequest,
  now = new Date(),
): Promise<DoorSaleAnswer> {
  const eventId = request.items[0]!.event_id;
  const orderId = doorOrderId(operator.uid, request.idempotencyKey);
  const orderRef = orderDoc(db, orderId);
  const tableIds = [...new Set(request.items.map((l) => l.pricing_table_id))];
  const [[order, event, stock, ...tables], settings, open] = await Promise.all([
    db.getAll(
      orderRef,
      eventDoc(db, eventId),
      db.doc(`event_stock/${eventId}`),
      ...tableIds.map((id) => db.doc(`pricing_tables/${id}`)),
    ),
    paymentSettings(db),
    requireOpenRegister(db, operator.uid),
  ]);
  if (order!.exists) {
    await payAtOnce(orderId, order!.data() as Order<Timestamp>);
    return doorSaleAnswer(db, orderId);
  }
  if (open.register.event_id !== eventId) throw doorSaleError('otherEvent');

  const uid = doorAccountId(orderId);
  const { pagamento } = request;
  const buyer: DoorBuyer = {
    nome: request.comprador.nome ?? null,
    cpf: request.comprador.cpf ? cpfDigits(request.comprador.cpf) : null,
    email: request.comprador.email ?? null,
  };
  const checkout = asCheckoutRequest(request, buyer);
  const reads = { event: event!, tables: new Map(tableIds.map((id, n) => [id, tables[n]!])) };
  const [priced, customerId] = await Promise.all([
    priceOrder(db, checkout, { uid, now, door: true }, reads),
    pagamento.metodo === 'pix' ? doorCustomerId(db, buyer) : null,
  ]);
  // An anonymous buyer counts as a person of their own (this sale), never as one person with
  // every other anonymous buyer; a typed CPF counts across the site and the door.
  const holder = slotHolder(uid, buyer.cpf ?? uid, priced.holders, priced.quantity);
  const limits = { eventId, holder, cap: settings.limite_pendentes, limit: priced.event.boxOffice.maxPerCpf };
  const minutes = pagamento.metodo === 'pix' ? DOOR_PIX_MINUTES : DOOR_HOLD_MINUTES;
  const quote: CheckoutQuote = {
    priced,
    customerId: customerId ?? '',
    billingType: 'PIX',
    expiresAt: new Date(now.getTime() + minutes * 60_000),
    limits,
    stockTotal: asTotal(stock!.get('total')),
  };
  await assertUnderHolderLimits(db, { ...limits, claimed: false });

  let reservedTotal: number;
  try {
    reservedTotal = await holdAndStore(db, {
      operator,
      request,
      open,
      orderId,
      uid,
      buyer,
      checkout,
      quote,
      customerId,
      settings,
      now,
    });
  } catch (error) {
    // A concurrent retry of the same sale (a double tap) made the order first.
    if (isAlreadyExists(error)) return doorSaleAnswer(db, orderId);
    throw error;
  }

  const refreshed = refreshAvailabilityCoalesced(db, eventId, { stock: stock!, event: event! });
  try {
    if (pagamento.metodo !== 'pix' || reservedTotal === 0) {
      await applyOrderStatus(orderId, 'pago', {
        origem: 'bilheteria',
        por: operator.uid,
        motivo: `Venda na bilheteria: ${DOOR_METHOD_LABELS[pagamento.metodo]}`,
      });
    } else {
      await chargeOrder({
        orderId,
        customerId: customerId!,
        billingType: 'PIX',
        method: 'pix',
        valueCentavos: reservedTotal,
        dueDate: paymentDueDate('pix', now, settings.boleto_horas),
        description: `${priced.event.titulo} — venda na bilheteria (pedido ${orderId.slice(0, 8)})`,
      });
    }
  } finally {
    await refreshed;
  }
  return doorSaleAnswer(db, orderId);
}

/**
 * Holds the stock as the site's checkout does (reserve) and stores the order with the sale's
 * record; a cash payment short of the total (known once the lote is) gives everything back.
 */
async function holdAndStore(
  db: Firestore,
  input: {
    operator: Operator;
    request: DoorSaleRequest;
    open: OpenRegister;
    orderId: string;
    uid: string;
    buyer: DoorBuyer;
    checkout: CheckoutRequest;
    quote: CheckoutQuote;
    customerId: string | null;
    settings: AppliedPaymentSettings;
    now: Date;
  },
): Promise<number> {
  const { operator, request, open, orderId, uid, buyer, checkout, quote, customerId, settings, now } = input;
  const { pagamento } = request;
  const orderRef = orderDoc(db, orderId);
  return withReservation(null, async (reservation) => {
    const held = await reserve(db, reservation, {
      uid,
      request: checkout,
      orderId,
      quote,
      gates: { queued: null, offer: null },
      settings,
      now,
    });
    const total = held.totals.total;
    const change = pagamento.metodo === 'dinheiro' ? changeFor(total, pagamento.recebido) : null;
    if (change && !change.ok) {
      throw doorSaleError(
        'cashShort',
        `O valor recebido (${formatBRL(pagamento.metodo === 'dinheiro' ? pagamento.recebido : 0)}) é menor que o total (${formatBRL(total)}): faltam ${formatBRL(change.missing)}`,
      );
    }
    const sale: DoorSaleRecord = {
      caixa_id: open.id,
      operador_uid: operator.uid,
      operador_nome: operator.nome,
      operador_email: operator.email,
      metodo: pagamento.metodo,
      recebido: pagamento.metodo === 'dinheiro' ? pagamento.recebido : null,
      troco: change?.ok ? change.change : null,
      autorizacao: pagamento.metodo === 'maquininha' ? pagamento.autorizacao.toUpperCase() : null,
      bandeira: pagamento.metodo === 'maquininha' ? pagamento.bandeira : null,
      modalidade: pagamento.metodo === 'maquininha' ? pagamento.modalidade : null,
    };
    await storeOrder(db, orderRef, {
      uid,
      request: checkout,
      quote,
      reserved: held,
      now,
      extra: {
        canal: 'bilheteria',
        bilheteria: sale,
        // Cash and card never touch Asaas: no charge, no customer (a refund of them is manual).
        billing_type: pagamento.metodo === 'pix' ? 'PIX' : null,
        asaas_customer_id: customerId,
        comprador: {
          nome: buyer.nome ?? ANONYMOUS_DOOR_BUYER,
          email: buyer.email ?? '',
          cpf: buyer.cpf ?? '',
          telefone: null,
        },
      },
    });
    return held.plan.total;
  });
}
