// The mobile buy bar, below lg: the choice (or the reason it cannot be bought) with its price
// (service fee included, the fee itemised under it), and
// the buy button, or 'Escolher ingresso' that leads to the types while none is chosen. It steps
// aside (translated away and inert) while the panel's own button is on screen.
import type { ReactNode, RefObject } from 'react';
import { barCaption, barPrice, type PanelView } from './panel-view';

export function BuyBar(props: {
  view: PanelView;
  hidden: boolean;
  /** the buy button, shown once a type is chosen or a reason blocks the purchase */
  buyButton: ReactNode;
  typesGroup: RefObject<HTMLFieldSetElement | null>;
}) {
  const { view, typesGroup } = props;
  const price = barPrice(view);
  return (
    <div
      className={`gn-buy-bar fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_rgb(0_0_0/0.08)] backdrop-blur transition-transform duration-200 lg:hidden ${
        props.hidden ? 'translate-y-full' : ''
      }`}
      data-testid="buy-bar"
      inert={props.hidden ? true : undefined}
    >
      <div className="mx-auto flex max-w-xl items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-xs text-ink-muted">{barCaption(view)}</p>
          <p className="text-lg font-bold tracking-tight" data-testid="buy-bar-price">
            {price.label}
          </p>
        </div>
        {view.table || view.blocker ? (
          props.buyButton
        ) : (
          <button
            type="button"
            className="gn-btn-primary shrink-0"
            onClick={() => {
              const first = typesGroup.current?.querySelector('input');
              typesGroup.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
              first?.focus({ preventScroll: true });
            }}
          >
            Escolher ingresso
          </button>
        )}
      </div>
      {/* The fee the price holds, on a line of its own under the row (it would wrap beside the button). */}
      {price.note && (
        <p
          className="mx-auto mt-0.5 max-w-xl text-[0.6875rem] leading-tight text-ink-muted"
          data-testid="buy-bar-fee"
        >
          {price.note}
        </p>
      )}
    </div>
  );
}
