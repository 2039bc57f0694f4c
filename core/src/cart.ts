// The browser cart (localStorage 'gn-cart'). Pure functions: each returns a new cart, and the
// island saves it. Prices here are only a preview; the server prices the order again.
import { z } from './zod.ts';
import type { OrderLine } from './order.ts';
import { computeTotals, type Totals } from './pricing.ts';
import { couponDiscount, type CouponTerms } from './coupons.ts';
import { couponTermsSchema } from './schemas/coupon-terms.ts';
import { DEFAULT_MAX_PER_ORDER, MAX_PER_ORDER_CEILING, PRICE_KINDS, type PriceKind } from './box-office.ts';
import { quantityStep, WHEELCHAIR_HOLDER_LABELS, wheelchairRoleOf } from './wheelchair.ts';

export const CART_STORAGE_KEY = 'gn-cart';
/**
 * Hardening beyond docs/spec/storefront.md §5 (which only sets a minimum of 1): a cap per line,
 * also enforced by the checkout schema: no event lets one order take more (the event's own limit is
 * checked on top).
 */
export const MAX_QUANTITY = MAX_PER_ORDER_CEILING;

/**
 * A cart line is an order line (core's OrderLine) whose event start is an ISO string, as the cart
 * lives in localStorage: the schema reads it back, and the type is what the schema accepts.
 */
const cartItemSchema = z.object({
  event_id: z.string(),
  event_titulo: z.string(),
  event_slug: z.string(),
  tipo_ingresso: z.string(),
  preco: z.number().int().min(0),
  qnt: z.number().int().min(1),
  data_evento: z.string(),
  local_evento: z.string(),
  pricing_table_id: z.string(),
  item_id: z.string(),
  tipo_preco: z.enum(Object.keys(PRICE_KINDS) as [PriceKind, ...PriceKind[]]).optional(),
}) satisfies z.ZodType<OrderLine<string>>;

export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * The cart holds the lines of one event's order, as the checkout of docs/spec/storefront.md §2
 * sells one event at a time.
 */
export interface Cart {
  items: CartItem[];
  /** the applied coupon's code, or null */
  cupom: string | null;
  /** its terms as the coupon box's check answered them (a preview: the server decides again) */
  cupom_termos?: CouponTerms | null;
  /** the event's limit of tickets per order, as the ticket panel knew it (the server checks again) */
  max_por_pedido?: number;
  /** the event names its tickets: the checkout asks each ticket's holder */
  ingresso_nominal?: boolean;
}

/** What the cart keeps of the event its lines belong to. */
export interface CartEvent {
  max_por_pedido: number;
  ingresso_nominal: boolean;
}

const cartSchema = z
  .object({
    items: z.array(cartItemSchema),
    cupom: z.string().nullable(),
    cupom_termos: couponTermsSchema.nullable().optional().catch(null),
    max_por_pedido: z.number().int().min(1).max(MAX_PER_ORDER_CEILING).optional().catch(undefined),
    ingresso_nominal: z.boolean().optional().catch(undefined),
  })
  // A code without its terms (a cart kept from before coupons had terms) cannot be previewed:
  // the buyer types it again and the server checks it.
  .transform((cart) =>
    cart.cupom && !cart.cupom_termos ? { ...cart, cupom: null, cupom_termos: null } : cart,
  );

export function emptyCart(): Cart {
  return { items: [], cupom: null };
}

/** The most tickets the cart's order may hold (the event's limit, as far as the cart knows it). */
export function cartLimit(cart: Cart): number {
  return cart.max_por_pedido ?? DEFAULT_MAX_PER_ORDER;
}

/**
 * Putting an event's choice in the cart replaces what was there (one event per order); the coupon
 * stays. Lines without a quantity are dropped, quantities are capped at MAX_QUANTITY.
 */
export function putLines(cart: Cart, lines: readonly CartItem[], event: CartEvent): Cart {
  const items = lines
    .filter((l) => Number.isInteger(l.qnt) && l.qnt >= 1)
    .map((l) => ({ ...l, qnt: Math.min(l.qnt, MAX_QUANTITY) }));
  return { items, cupom: cart.cupom, cupom_termos: cart.cupom_termos ?? null, ...event };
}

/**
 * One label per ticket, in the order of the lines ('Pista - Inteira' twice for 2 of it): the
 * holders' rows. A wheelchair space's two say whose each is ('… · pessoa em cadeira de rodas').
 */
export function ticketLabels(cart: Cart): string[] {
  return cart.items.flatMap((i) =>
    Array.from({ length: i.qnt }, (_, unit) =>
      i.tipo_preco === 'cadeirante'
        ? `${i.tipo_ingresso} · ${WHEELCHAIR_HOLDER_LABELS[wheelchairRoleOf(unit)]}`
        : i.tipo_ingresso,
    ),
  );
}

/** The checkout asks each ticket's holder: the event names its tickets, or the order holds a wheelchair space. */
export function namesHolders(cart: Cart): boolean {
  return cart.ingresso_nominal === true || cart.items.some((i) => i.tipo_preco === 'cadeirante');
}

/**
 * Quantities below 1 (or not whole, or an unknown index) are ignored; above what the order may
 * still take (the cart's limit less the other lines, never above MAX_QUANTITY) are capped. A
 * wheelchair space's line moves in whole pairs.
 */
export function updateQuantity(cart: Cart, index: number, quantity: number): Cart {
  if (!Number.isInteger(quantity) || quantity < 1) return cart;
  const line = cart.items[index];
  if (!line) return cart;
  const step = quantityStep(line.tipo_preco);
  const others = cartItemCount(cart) - line.qnt;
  const room = Math.max(step, Math.min(MAX_QUANTITY, cartLimit(cart) - others));
  const items = cart.items.slice();
  const wanted = Math.max(step, Math.min(quantity, room));
  items[index] = { ...line, qnt: wanted - (wanted % step) };
  return { ...cart, items };
}

export function removeItem(cart: Cart, index: number): Cart {
  if (!cart.items[index]) return cart;
  return { ...cart, items: cart.items.filter((_, i) => i !== index) };
}

/** Empties items and coupon; the caller also removes the stored copy. */
export function clearCart(): Cart {
  return emptyCart();
}

/** Applies a coupon the server accepted for this cart (the coupon box's check). */
export function applyCoupon(cart: Cart, terms: CouponTerms): Cart {
  return { ...cart, cupom: terms.codigo, cupom_termos: terms };
}

export function removeCoupon(cart: Cart): Cart {
  return { ...cart, cupom: null, cupom_termos: null };
}

/**
 * Reads the stored cart. Nothing stored → empty cart; unreadable or wrongly shaped → empty
 * cart and console.error('Failed to parse cart', cause), as docs/spec/storefront.md §8 says.
 */
export function parseStoredCart(text: string | null | undefined): Cart {
  if (text === null || text === undefined || text === '') return emptyCart();
  try {
    return cartSchema.parse(JSON.parse(text));
  } catch (cause) {
    console.error('Failed to parse cart', cause);
    return emptyCart();
  }
}

export function serializeCart(cart: Cart): string {
  return JSON.stringify(cart);
}

export function cartItemCount(cart: Cart): number {
  return cart.items.reduce((n, item) => n + item.qnt, 0);
}

/** Preview totals of the cart (feeRate: the event's taxa_servico, null → default). */
export function cartTotals(cart: Cart, feeRate?: number | null): Totals {
  const lines = cart.items.map((i) => ({ ...i, unitPrice: i.preco, quantity: i.qnt }));
  return computeTotals({
    lines,
    feeRate: feeRate ?? null,
    discount: cart.cupom ? couponDiscount(cart.cupom_termos ?? null, lines) : 0,
  });
}
