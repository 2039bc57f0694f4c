// The stored cart (localStorage 'gn-cart', see cart-store.ts and core/cart.ts) as React state:
// every change is saved at once, and a change made in another tab shows here too.
import { useCallback, useEffect, useState } from 'react';
import { CART_STORAGE_KEY, emptyCart, parseStoredCart, serializeCart, type Cart } from '@gn/core/cart';

function readStored(): Cart {
  try {
    return parseStoredCart(localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return emptyCart(); // storage disabled
  }
}

function store(cart: Cart): void {
  try {
    // Clearing removes the stored copy (docs/spec/storefront.md §4: 'Clearing empties items and
    // coupon and removes it').
    if (cart.items.length === 0 && cart.cupom === null) localStorage.removeItem(CART_STORAGE_KEY);
    else localStorage.setItem(CART_STORAGE_KEY, serializeCart(cart));
  } catch (error) {
    console.error('Falha ao salvar o carrinho', error);
  }
}

export function useStoredCart(): [Cart, (change: (cart: Cart) => Cart) => void] {
  const [cart, setCart] = useState<Cart>(readStored);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) setCart(readStored());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const update = useCallback((change: (cart: Cart) => Cart) => {
    setCart((current) => {
      const next = change(current);
      if (next !== current) store(next);
      return next;
    });
  }, []);

  return [cart, update];
}
