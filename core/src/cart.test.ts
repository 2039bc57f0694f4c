import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cartLimit,
  putLines,
  ticketLabels,
  applyCoupon,
  CART_STORAGE_KEY,
  cartItemCount,
  cartTotals,
  clearCart,
  emptyCart,
  MAX_QUANTITY,
  parseStoredCart,
  removeCoupon,
  removeItem,
  serializeCart,
  updateQuantity,
  namesHolders,
  type Cart,
  type CartItem,
} from './cart.ts';
import { GN10_TERMS } from './testing/coupon-terms.ts';
import { quantityStep } from './wheelchair.ts';

const GN10 = GN10_TERMS;

const item = (over: Partial<CartItem> = {}): CartItem => ({
  event_id: 'ev1',
  event_titulo: 'Show de Rock',
  event_slug: 'show-de-rock',
  tipo_ingresso: 'Pista - Inteira',
  preco: 5000,
  qnt: 3,
  data_evento: '2027-03-05T23:00:00.000Z',
  local_evento: 'São Paulo',
  pricing_table_id: 'pt1',
  item_id: 'it1',
  ...over,
});

afterEach(() => vi.restoreAllMocks());

describe('cart', () => {
  const one = (over: Partial<CartItem> = {}) =>
    putLines(emptyCart(), [item(over)], { max_por_pedido: 6, ingresso_nominal: false });

  it("putting an event's lines replaces what was there, keeping the coupon and noting the limit", () => {
    const before: Cart = { items: [item({ event_id: 'old' })], cupom: 'GN10', cupom_termos: GN10 };
    const meia = item({ item_id: 'it2', tipo_preco: 'meia', qnt: 1 });
    const after = putLines(before, [item({ qnt: 2 }), meia, item({ item_id: 'it3', qnt: 0 })], {
      max_por_pedido: 4,
      ingresso_nominal: true,
    });
    expect(after).toEqual({
      items: [item({ qnt: 2 }), meia],
      cupom: 'GN10',
      cupom_termos: GN10,
      max_por_pedido: 4,
      ingresso_nominal: true,
    });
    expect(ticketLabels(after)).toEqual(['Pista - Inteira', 'Pista - Inteira', 'Pista - Inteira']);
    expect(before.items[0]?.event_id).toBe('old');
    expect(cartLimit(after)).toBe(4);
    expect(cartLimit(emptyCart())).toBe(6);
    expect(
      putLines(emptyCart(), [item({ qnt: 99 })], { max_por_pedido: 20, ingresso_nominal: false }).items[0]
        ?.qnt,
    ).toBe(MAX_QUANTITY);
    expect(CART_STORAGE_KEY).toBe('gn-cart');
  });

  it("ignores quantities below 1 and caps at what the order's limit leaves", () => {
    const cart = one();
    expect(updateQuantity(cart, 0, 2).items[0]?.qnt).toBe(2);
    expect(updateQuantity(cart, 0, 0)).toBe(cart);
    expect(updateQuantity(cart, 0, -1)).toBe(cart);
    expect(updateQuantity(cart, 0, 1.5)).toBe(cart);
    expect(updateQuantity(cart, 5, 2)).toBe(cart);
    expect(updateQuantity(cart, 0, 99).items[0]?.qnt).toBe(6);
    const two = putLines(emptyCart(), [item({ qnt: 2 }), item({ item_id: 'it2', qnt: 3 })], {
      max_por_pedido: 6,
      ingresso_nominal: false,
    });
    expect(updateQuantity(two, 1, 9).items[1]?.qnt).toBe(4);
  });

  it('moves a wheelchair space in pairs, names its holders and says whose each ticket is', () => {
    const pair = putLines(
      emptyCart(),
      [item({ item_id: 'cad', tipo_ingresso: 'Pista - Cadeirante', tipo_preco: 'cadeirante', qnt: 2 })],
      { max_por_pedido: 5, ingresso_nominal: false },
    );
    expect(namesHolders(pair)).toBe(true);
    expect(namesHolders(one())).toBe(false);
    expect(namesHolders({ ...one(), ingresso_nominal: true })).toBe(true);
    expect(ticketLabels(pair)).toEqual([
      'Pista - Cadeirante · pessoa em cadeira de rodas',
      'Pista - Cadeirante · acompanhante',
    ]);
    expect(quantityStep('cadeirante')).toBe(2);
    expect(quantityStep('meia')).toBe(1);
    expect(quantityStep(undefined)).toBe(1);
    // 3 is half a pair: down to 2; the limit of 5 leaves room for two pairs, not two and a half.
    expect(updateQuantity(pair, 0, 3).items[0]?.qnt).toBe(2);
    expect(updateQuantity(pair, 0, 4).items[0]?.qnt).toBe(4);
    expect(updateQuantity(pair, 0, 6).items[0]?.qnt).toBe(4);
  });

  it('removes lines, clears, and counts', () => {
    const cart = updateQuantity(one(), 0, 2);
    expect(cartItemCount(cart)).toBe(2);
    expect(removeItem(cart, 0).items).toEqual([]);
    expect(removeItem(cart, 3)).toBe(cart);
    expect(clearCart()).toEqual({ items: [], cupom: null });
  });

  it('keeps an accepted coupon with its terms, and removes both', () => {
    const cart = applyCoupon(emptyCart(), GN10);
    expect(cart).toEqual({ items: [], cupom: 'GN10', cupom_termos: GN10 });
    expect(removeCoupon(cart)).toEqual({ items: [], cupom: null, cupom_termos: null });
  });

  it('previews totals with the event fee and the coupon', () => {
    const cart = applyCoupon(updateQuantity(one(), 0, 2), GN10);
    expect(cartTotals(cart)).toEqual({ subtotal: 10000, fee: 1000, discount: 1000, total: 10000 });
    expect(cartTotals(cart, 0.05)).toEqual({ subtotal: 10000, fee: 500, discount: 1000, total: 9500 });
  });

  it('round-trips through storage', () => {
    const cart: Cart = { items: [item({ qnt: 2 })], cupom: 'GN10', cupom_termos: GN10 };
    expect(parseStoredCart(serializeCart(cart))).toEqual(cart);
    // A code kept without its terms cannot be previewed: it is dropped, the buyer types it again.
    expect(parseStoredCart(JSON.stringify({ items: [], cupom: 'GN10' }))).toEqual({
      items: [],
      cupom: null,
      cupom_termos: null,
    });
    expect(parseStoredCart(null)).toEqual(emptyCart());
  });

  it('starts empty and logs "Failed to parse cart" when the stored copy is unreadable', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseStoredCart('{not json')).toEqual(emptyCart());
    expect(parseStoredCart('{"items":[{"event_id":1}],"cupom":null}')).toEqual(emptyCart());
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy.mock.calls[0]?.[0]).toBe('Failed to parse cart');
  });
});
