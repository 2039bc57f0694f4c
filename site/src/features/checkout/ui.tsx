// Small shared pieces of the checkout screens: the modal dialog (ui/Modal), the button spinner,
// the green check of a confirmed order, the meia-entrada notice.
import { Check, IdCard } from 'lucide-react';
import { MEIA_DOCUMENT_NOTICE, needsMeiaDocument } from '@gn/core/box-office';
import type { Cart } from '@gn/core/cart';
import { Spinner } from '../../ui/Spinner';
import { Modal } from '../../ui/Modal';

export { Modal, Spinner };

/** The green check above 'Pedido criado!' (size-14) and 'Pagamento Confirmado!' (size-16). */
export function SuccessMark({ className }: { className: string }) {
  return (
    <span
      className={`flex items-center justify-center rounded-full bg-success-soft text-success ${className}`}
      aria-hidden="true"
    >
      <Check className="size-1/2" strokeWidth={2.5} />
    </span>
  );
}

/** Half-price tickets in the cart: the holder must prove the right at the door (Lei 12.933/2013). */
export function MeiaNotice({ cart }: { cart: Cart }) {
  if (!cart.items.some((i) => needsMeiaDocument(i.tipo_preco))) return null;
  return (
    <p
      className="mt-4 flex gap-3 rounded-xl border border-accent/30 bg-accent-soft px-4 py-3 text-sm text-ink"
      data-testid="meia-notice"
    >
      <IdCard aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-ink" />
      <span>
        {MEIA_DOCUMENT_NOTICE}{' '}
        <a href="/ajuda#meia-entrada" className="font-semibold underline">
          Quem tem direito
        </a>
      </span>
    </p>
  );
}
