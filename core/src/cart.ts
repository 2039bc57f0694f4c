// The browser cart (localStorage 'gn-cart'). Pure functions: each returns a new cart, and the
// island saves it. Prices here are only a preview; the server prices the order again.
import { z } from './zod.ts';
import type { OrderLine } from './order.ts';
import { computeTotals, isValidCoupon, normalizeCouponCode, type Totals } from './pricing.ts';

export const CART_STORAGE_KEY = 'gn-cart';
/** Hardening beyond the spec (which only sets a minimum of 1): a cap per line, also enforced by the checkout schema. */
export const MAX_QUANTITY = 10;

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
}) satisfies z.ZodType<OrderLine<string>>;

export type CartItem = z.infer<typeof cartItemSchema>;

export interface Cart {
  items: CartItem[];
  cupom: string | null;
}

const cartSchema = z.object({
  items: z.array(cartItemSchema),
  cupom: z.string().nullable(),
});

export function emptyCart(): Cart {
  return { items: [], cupom: null };
}

/** Adding replaces every line with this one, at quantity 1 (the cart holds a single line). */
export function addToCart(cart: Cart, item: CartItem): Cart {
  return { items: [{ ...item, qnt: 1 }], cupom: cart.cupom };
}

/** Quantities below 1 (or not whole, or an unknown index) are ignored; above MAX_QUANTITY are capped. */
export function updateQuantity(cart: Cart, index: number, quantity: number): Cart {
  if (!Number.isInteger(quantity) || quantity < 1) return cart;
  const line = cart.items[index];
  if (!line) return cart;
  const items = cart.items.slice();
  items[index] = { ...line, qnt: Math.min(quantity, MAX_QUANTITY) };
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

/**
 * Applies a typed coupon. Empty input is ignored, as is a code that is not valid (the cart is
 * returned unchanged: check isValidCoupon first to tell the user). The stored code is upper-case.
 */
export function applyCoupon(cart: Cart, input: string): Cart {
  const code = normalizeCouponCode(input);
  if (code === null || !isValidCoupon(code)) return cart;
  return { ...cart, cupom: code };
}

export function removeCoupon(cart: Cart): Cart {
  return { ...cart, cupom: null };
}

/**
 * Reads the stored cart. Nothing stored → empty cart; unreadable or wrongly shaped → empty
 * cart and console.error('Failed to parse cart', cause), as the spec says.
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
  return computeTotals({
    lines: cart.items.map((i) => ({ unitPrice: i.preco, quantity: i.qnt })),
    feeRate: feeRate ?? null,
    coupon: cart.cupom,
  });
}
