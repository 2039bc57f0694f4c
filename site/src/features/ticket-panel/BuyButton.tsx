// 'Comprar Ingresso', in the panel and in the mobile bar: disabled until a type is chosen and while
// a purchase is blocked (then described by the reason) or under way ('Processando...').
import type { Ref } from 'react';

export function BuyButton(props: {
  /** a prop of its own, not `ref`: Preact's compat layer does not pass `ref` to function components */
  buttonRef?: Ref<HTMLButtonElement>;
  disabled: boolean;
  busy: boolean;
  /** the blocker's id when a reason blocks the purchase */
  describedBy: string | undefined;
  onBuy: () => void;
  className: string;
}) {
  return (
    <button
      ref={props.buttonRef}
      type="button"
      onClick={props.onBuy}
      disabled={props.disabled}
      aria-describedby={props.describedBy}
      className={`gn-btn-primary disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-muted disabled:shadow-none ${props.className}`}
    >
      {props.busy ? (
        <>
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
          />
          Processando...
        </>
      ) : (
        'Comprar Ingresso'
      )}
    </button>
  );
}
