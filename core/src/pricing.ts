// Order totals as pure functions over integer centavos. The server prices every order with
// these; the browser uses the same code only to preview.

export const DEFAULT_FEE_RATE = 0.1;

/**
 * The fee rate an order pays: the event's own (`taxa_servico`, a rate in 0..1) when it has a valid
 * one, else the admin's default (site_settings/payments). The checkout charges it and the
 * wizard previews it, from the same function.
 */
export function effectiveFeeRate(eventRate: unknown, settingsDefault: number): number {
  return typeof eventRate === 'number' && Number.isFinite(eventRate) && eventRate >= 0 && eventRate <= 1
    ? eventRate
    : settingsDefault;
}

export interface PricedLine {
  /** centavos */
  unitPrice: number;
  quantity: number;
}

export interface Totals {
  subtotal: number;
  fee: number;
  discount: number;
  total: number;
}

const PPM = 1_000_000;

/**
 * amount × rate rounded half up to an integer, in integer arithmetic (rate in parts per
 * million) so that 0.1 × 1005 gives exactly 101 and never 100 through float error.
 */
export function applyRate(amount: number, rate: number): number {
  const ppm = Math.round(rate * PPM);
  return Math.floor((amount * ppm + PPM / 2) / PPM);
}

function assertCentavos(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer, got ${value}`);
  }
}

function assertRate(feeRate: number): void {
  if (!Number.isFinite(feeRate) || feeRate < 0 || feeRate > 1) {
    throw new RangeError(`feeRate must be between 0 and 1, got ${feeRate}`);
  }
}

/**
 * The service fee of ONE ticket: its price × the rate, rounded half up to the centavo (applyRate).
 * The fee is reckoned per ticket and never on a sum, so that n tickets cost exactly n × the
 * fee-inclusive price every page shows for one, and the server charges that very figure (a fee
 * rounded once on a subtotal could differ by a centavo). A free ticket (0) has no fee.
 */
export function ticketFee(unitPrice: number, feeRate: number): number {
  assertCentavos(unitPrice, 'unitPrice');
  assertRate(feeRate);
  return applyRate(unitPrice, feeRate);
}

/** One ticket's price, its fee and what the buyer pays for it (price + fee), in centavos. */
export interface PriceWithFee {
  price: number;
  fee: number;
  total: number;
}

export function priceWithFee(unitPrice: number, feeRate: number): PriceWithFee {
  const fee = ticketFee(unitPrice, feeRate);
  return { price: unitPrice, fee, total: unitPrice + fee };
}

/**
 * subtotal = Σ unitPrice × quantity; fee = Σ ticketFee(unitPrice) × quantity (per ticket, see
 * ticketFee); discount = the coupon's (coupons.ts couponDiscount), never above the subtotal;
 * total = subtotal + fee − discount. Throws RangeError on non-integer or negative prices,
 * quantities or discount, or a rate outside 0..1: a bad price is a bug to surface, not to paper over.
 */
export function computeTotals(input: {
  lines: readonly PricedLine[];
  feeRate?: number | null;
  /** centavos */
  discount?: number;
}): Totals {
  const feeRate = input.feeRate ?? DEFAULT_FEE_RATE;
  assertRate(feeRate);
  let subtotal = 0;
  let fee = 0;
  for (const line of input.lines) {
    assertCentavos(line.unitPrice, 'unitPrice');
    assertCentavos(line.quantity, 'quantity');
    subtotal += line.unitPrice * line.quantity;
    fee += ticketFee(line.unitPrice, feeRate) * line.quantity;
  }
  assertCentavos(input.discount ?? 0, 'discount');
  const discount = Math.min(input.discount ?? 0, subtotal);
  return { subtotal, fee, discount, total: subtotal + fee - discount };
}

export const NOT_SOLD_ONLINE_MESSAGE =
  'Esta opção não é vendida pelo site. Fale com a organização do evento.';

/**
 * Whether a price-table option can be bought online. One the admin left without a value (the
 * seed's 'Caravana universitária (sob consulta)') is shown as text and never sold: only a value
 * of 0, set on purpose, makes a free ticket.
 */
export function isSoldOnline<T extends { valor_centavos: number | null }>(
  item: T,
): item is T & { valor_centavos: number } {
  return typeof item.valor_centavos === 'number' && Number.isFinite(item.valor_centavos);
}

/** Ticket type name stored on the cart line and the ticket: table name + ' - ' + option label. */
export function ticketTypeName(tableName: string, optionLabel: string): string {
  return `${tableName} - ${optionLabel}`;
}
