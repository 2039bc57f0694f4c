// The 'Ingressos' island of the event page: choose a type (a published price table), then how many
// of each of its price options (steppers, e.g. 2 × Inteira + 1 × Meia-entrada, within the event's
// limit per order, the stock and the meia-entrada quota), and 'Comprar Ingresso' puts
// those lines in the cart and goes to /checkout. Kept lean: no Firebase SDK and no zod here. The
// session module loads Auth only when a session hint exists and the buyer presses the button; the
// live stock (with the meia-entrada figures the law asks for) is one REST fetch.
// The state lives here; panel-view.ts derives what a render shows, the hooks (use-*.ts) hold the
// effects, buy-flow.ts the purchase, and each part of the panel is its own component.
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { formatBRL } from '@gn/core/money';
import type { PriceWithFee } from '@gn/core/pricing';
import { BuyBar } from './BuyBar';
import { BuyButton } from './BuyButton';
import { buy } from './buy-flow';
import { LiveFigures } from './LiveFigures';
import { LoteList } from './LoteList';
import { OptionList } from './OptionList';
import { TypeChoice } from './TypeChoice';
import { WaitlistBox, type WaitlistOffer } from './WaitlistBox';
import { loteState, panelLotes, tablesInLote } from './panel-lotes';
import { offeredMethods, panelView, paymentFooter, type BuildStock, type PanelMethods } from './panel-view';
import type { PanelPayment } from './panel-prices';
import { MESSAGES, type PanelEvent, type PanelTable } from './ticket-panel';
import { usePanelButtonVisible } from './use-bar-visibility';
import { useChoice } from './use-choice';
import { useLiveStock } from './use-live-stock';

export interface TicketPanelProps {
  event: PanelEvent;
  /** The event's published price tables, in the event's order. */
  tables: PanelTable[];
  /** Build time (ms): what 'now' is until the browser's clock takes over after hydration. */
  builtAt: number;
  /**
   * Stock at build time: decides the first paint of 'Esgotado' and of the meia-entrada figures;
   * the live read replaces it.
   */
  buildStock: BuildStock | null;
  /** the event's service fee rate and the card installments ("ou em até 12x", null without card) */
  payment: PanelPayment;
  /** the payment methods enabled in the Pagamentos settings, named in the panel's footer */
  methods: PanelMethods;
}

function Unavailable({ titleId }: { titleId: string }) {
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="text-xl font-bold tracking-tight">
        Ingressos
      </h2>
      <p className="mt-3 text-ink-muted">{MESSAGES.unavailable}</p>
    </section>
  );
}

/** 'Ingressos' and the event's lowest price, service fee included. */
function PanelHeading({ titleId, lowest }: { titleId: string; lowest: PriceWithFee | null }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <h2 id={titleId} className="text-xl font-bold tracking-tight">
        Ingressos
      </h2>
      {lowest !== null && (
        <p className="text-sm text-ink-muted">
          a partir de <span className="font-semibold text-ink">{formatBRL(lowest.total)}</span>
        </p>
      )}
    </div>
  );
}

export default function TicketPanel({
  event,
  tables: tablePrices,
  builtAt,
  buildStock,
  payment,
  methods,
}: TicketPanelProps) {
  const uid = useId();
  const [busy, setBusy] = useState(false);
  // A waiting-list offer: the places held for this buyer are theirs to buy, sold out or not.
  const [heldOffer, setHeldOffer] = useState<WaitlistOffer | null>(null);
  const panelButton = useRef<HTMLButtonElement>(null);
  const optionsGroup = useRef<HTMLFieldSetElement>(null);
  const typesGroup = useRef<HTMLFieldSetElement>(null);
  const { tableId, quantities, chooseTable, setQuantity } = useChoice(event.id, tablePrices, typesGroup);
  const usable = useCallback(() => setBusy(false), []);
  const { now, stock, liveRead } = useLiveStock(event.id, builtAt, buildStock, usable);
  const panelButtonVisible = usePanelButtonVisible(panelButton);

  // With lotes, the options cost what the lote on sale asks (live figures; the server decides).
  const lotes = useMemo(() => panelLotes(event.lotes), [event.lotes]);
  const lotesNow = loteState(lotes, stock.lotesVendidos, new Date(now));
  const lote = lotesNow.lote;
  const tables = useMemo(() => tablesInLote(tablePrices, lote), [tablePrices, lote]);
  const view = panelView({
    event,
    tables,
    lotesNow,
    tableId,
    quantities,
    stock,
    liveRead,
    now,
    busy,
    heldQuantity: heldOffer ? heldOffer.quantity : null,
    payment,
  });

  if (tables.length === 0) return <Unavailable titleId={`${uid}-title`} />;

  const { table, blocker } = view;
  const locked = blocker !== null || busy;
  const reasonId = `${uid}-reason`;
  const groups = { typesGroup, optionsGroup };
  const onBuy = () =>
    void buy({ event, tableId, quantities, view, filaVirtual: stock.filaVirtual, busy, setBusy, ...groups });
  const buyButton = (ref: React.Ref<HTMLButtonElement> | undefined, className: string) => (
    <BuyButton
      buttonRef={ref}
      disabled={view.buyDisabled}
      busy={busy}
      describedBy={blocker ? reasonId : undefined}
      onBuy={onBuy}
      className={className}
    />
  );

  return (
    <>
      <section
        aria-labelledby={`${uid}-title`}
        className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
        data-testid="ticket-panel"
      >
        <PanelHeading titleId={`${uid}-title`} lowest={view.lowest} />

        <LoteList views={lotesNow.views} showLeft={event.mostrar_estoque && liveRead} />

        <TypeChoice
          groupRef={typesGroup}
          name={`${uid}-type`}
          tables={tables}
          tableId={tableId}
          feeRate={payment.feeRate}
          disabled={locked}
          onChoose={chooseTable}
        />

        {table && table.itens.length > 0 && (
          <OptionList
            groupRef={optionsGroup}
            idPrefix={uid}
            event={event}
            table={table}
            quantities={quantities}
            counts={view.counts}
            feeRate={payment.feeRate}
            roomStock={view.roomStock}
            loteLeft={lotesNow.left}
            disabled={locked}
            onQuantity={setQuantity}
          />
        )}

        <LiveFigures view={view} stock={stock} reasonId={reasonId} />

        {buyButton(panelButton, 'mt-4 w-full text-base')}
        <WaitlistBox
          eventId={event.id}
          eventSlug={event.slug}
          maxPerOrder={event.max_por_pedido}
          waiting={stock.filaEspera}
          soldOut={liveRead && blocker === MESSAGES.soldOut && !lotesNow.ended}
          onOffer={setHeldOffer}
        />
        <p className="mt-3 text-center text-xs text-ink-muted">
          {paymentFooter(offeredMethods(methods, event.data_inicio, now))}
        </p>
      </section>

      <BuyBar
        view={view}
        hidden={panelButtonVisible}
        buyButton={buyButton(undefined, 'shrink-0')}
        typesGroup={typesGroup}
      />
    </>
  );
}
