// What the checkout answers for an order: its state and what the buyer needs to pay it (the
// CheckoutAnswer of core), from the stored document, so a retry answers like the first try: the
// first try answers from what it just wrote (answerOf), a retry from the document (answerFor).
import type { CheckoutAnswer } from '@gn/core/schemas/checkout';
import type { Order } from '@gn/core/order';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';

function iso(value: unknown): string | null {
  return value instanceof Timestamp ? value.toDate().toISOString() : null;
}

export function answerFor(snap: DocumentSnapshot): CheckoutAnswer {
  return answerOf(snap.id, snap.data() as AnsweredOrder);
}

/** The fields of an order the answer tells. */
export type AnsweredOrder = Pick<
  Order<Timestamp>,
  | 'status'
  | 'billing_type'
  | 'asaas_invoice_url'
  | 'asaas_bankslip_url'
  | 'pix'
  | 'reserva_expira_em'
  | 'total'
>;

export function answerOf(orderId: string, o: AnsweredOrder): CheckoutAnswer {
  return {
    orderId,
    status: o.status,
    billingType: o.billing_type ?? null,
    invoiceUrl: o.asaas_invoice_url ?? null,
    bankSlipUrl: o.asaas_bankslip_url ?? null,
    pix: o.pix
      ? { payload: o.pix.payload, encodedImage: o.pix.encoded_image, expiraEm: iso(o.pix.expira_em) }
      : null,
    reservaExpiraEm: iso(o.reserva_expira_em),
    total: o.total,
  };
}
