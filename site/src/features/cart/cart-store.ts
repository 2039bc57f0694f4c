// The browser cart under localStorage 'gn-cart' (docs/spec/storefront.md §3: saved on every change,
// restored at start, unreadable → empty). The rules (one event's lines, capped quantities, coupon
// kept, 'Failed to parse cart') are core/cart.ts; this file only reads and writes the stored copy.
// Prices in the stored cart are a preview for the checkout screens: the checkout function prices
// the order again from Firestore.
//
// core/cart.ts validates with zod (~24 KB gzip), so it is loaded when the buyer adds a ticket, not
// with the page: the event page's island stays small, and the checkout needs that chunk next anyway.
import type { Cart, CartEvent, CartItem } from '@gn/core/cart';

/**
 * Puts one event's `lines` in the stored cart in place of what was there, keeping the coupon and
 * noting the event's limit per order and whether it names its tickets; returns the cart.
 */
export async function putInCart(lines: readonly CartItem[], event: CartEvent): Promise<Cart> {
  const { putLines, CART_STORAGE_KEY, parseStoredCart, serializeCart } = await import('@gn/core/cart');
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    /* storage disabled: the write below throws and the caller reports it */
  }
  const cart = putLines(parseStoredCart(stored), lines, event);
  localStorage.setItem(CART_STORAGE_KEY, serializeCart(cart));
  return cart;
}
