// What the checkout answers for an order: its state and what the buyer needs to pay it (the
// CheckoutAnswer of core), read from the stored document, so a retry answers like the first try.
import type { CheckoutAnswer } from '@gn/core/schemas/checkout';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';

function iso(value: unknown): string | null {
  return value instanceof Timestamp ? value.toDate().toISOString() : null;
}

export function answerFor(snap: DocumentSnapshot): CheckoutAnswer {
  const o = snap.data()!;
  return {
    orderId: snap.id,
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
