// A cart line's price as the checkout shows it: what its tickets cost with the service fee
// included, and each ticket's fee itemised, as the event page showed them (core's arithmetic, the
// one the server charges with: the fee is reckoned per ticket).
import type { CartItem } from '@gn/core/cart';
import { formatBRL } from '@gn/core/money';
import { feeNote, paidLabel } from '@gn/core/offer-price';
import { priceWithFee } from '@gn/core/pricing';

export interface LinePrice {
  /** 'R$ 264,00' (the line, fee included), '...' while the fee rate loads */
  total: string;
  /** 'R$ 132,00' or 'Gratuito': one ticket, fee included */
  each: string;
  /** 'inclui R$ 12,00 de taxa de serviço' for one ticket; null without a fee */
  note: string | null;
}

/** `feeRate` null: not known yet (the checkout's terms are loading). */
export function linePrice(item: Pick<CartItem, 'preco' | 'qnt'>, feeRate: number | null): LinePrice {
  if (feeRate === null) return { total: '...', each: '...', note: null };
  const one = priceWithFee(item.preco, feeRate);
  return {
    total: one.total === 0 ? paidLabel(one) : formatBRL(one.total * item.qnt),
    each: paidLabel(one),
    note: feeNote(one.fee),
  };
}
