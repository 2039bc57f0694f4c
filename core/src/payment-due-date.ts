// The Asaas `dueDate` of a new charge, a São Paulo calendar day. Apart from checkout-rules.ts so
// that the browser's ticket panel, which asks checkout-rules whether an event sells, does not
// download the time-zone library (about 9 KB compressed) for a function only the server calls.
import { TZDate } from '@date-fns/tz';
import { SAO_PAULO_TZ } from './dates.ts';
import type { PaymentMethod } from './payment.ts';
import { boletoHoldEnd, DEFAULT_BOLETO_HOLD_HOURS } from './checkout-rules.ts';

function saoPauloDay(now: Date, plusDays: number): TZDate {
  const sp = new TZDate(now.getTime(), SAO_PAULO_TZ);
  return new TZDate(sp.getFullYear(), sp.getMonth(), sp.getDate() + plusDays, SAO_PAULO_TZ);
}

function isoDay(d: TZDate): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Asaas `dueDate` ('YYYY-MM-DD', São Paulo): today for PIX and card; for boleto the day its hold ends. */
export function paymentDueDate(
  method: PaymentMethod,
  now: Date,
  boletoHoldHours = DEFAULT_BOLETO_HOLD_HOURS,
): string {
  return isoDay(saoPauloDay(method === 'boleto' ? boletoHoldEnd(now, boletoHoldHours) : now, 0));
}
