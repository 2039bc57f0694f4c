// The contract summary a paid order's confirmation repeats (Decreto 7.962/2013, art. 4º II): the
// same core texts the checkout's review step showed, from the stored order, its event's
// cancellation and transfer settings, and the company that sells.
import type { Firestore } from 'firebase-admin/firestore';
import { boxOfficeOf } from '@gn/core/box-office-settings';
import { cancellationPolicyOf } from '@gn/core/cancellation';
import { contractSummary, type ContractSummary } from '@gn/core/contract-summary';
import { methodOfBillingType } from '@gn/core/payment';
import type { WithId } from '@gn/core/stored/fields';
import type { StoredOrder } from '@gn/core/stored/order';
import { companySettings } from '../settings/company-settings.ts';
import { eventDoc } from '../store/documents.ts';
import { h } from './mail-layout.ts';

/** The order's summary, or null for an order without lines. */
export async function orderContract(
  db: Firestore,
  order: WithId<StoredOrder>,
): Promise<ContractSummary | null> {
  const first = order.items[0];
  if (!first) return null;
  const [event, seller] = await Promise.all([eventDoc(db, first.event_id).get(), companySettings(db)]);
  const stored = event.data() ?? {};
  return contractSummary({
    event: { titulo: first.event_titulo, inicio: first.data_evento, local: first.local_evento },
    lines: order.items.map((l) => ({ tipo: l.tipo_ingresso, qnt: l.qnt, tipo_preco: l.tipo_preco })),
    totals: { subtotal: order.subtotal, taxas: order.taxas, desconto: order.desconto, total: order.total },
    payment: {
      method: methodOfBillingType(order.billing_type),
      parcelas: order.parcelas,
      valor_parcela: order.valor_parcela,
      juros: order.juros,
      total_cobrado: order.total_cobrado,
    },
    cancellation: cancellationPolicyOf(stored),
    transferDeadlineHours: boxOfficeOf(stored).transferDeadlineHours,
    seller,
  });
}

/** The summary as the e-mail's HTML part shows it: a titled list, the terms' link absolute. */
export function contractHtml(summary: ContractSummary, siteUrl: string): string {
  const items = summary.items
    .map((i) => `<li style="margin:0 0 6px"><strong>${h(i.label)}:</strong> ${h(i.text)}</li>`)
    .join('');
  const terms = `${siteUrl}${summary.terms.path}`;
  return `
      <h2 style="margin:28px 0 8px;font-size:16px;color:#16131f">${h(summary.title)}</h2>
      <ul style="margin:0;padding-left:18px;color:#3b3750;font-size:14px;line-height:1.5">${items}</ul>
      <p style="margin:8px 0 0;color:#57536a;font-size:13px">${h(summary.terms.intro)} <a href="${h(terms)}" style="color:#5b34f2">${h(summary.terms.label)}</a>.</p>`;
}
