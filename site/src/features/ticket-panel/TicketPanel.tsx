// The 'Ingressos' island of the event page: choose a type (a published price table), then how many
// of each of its price options (steppers, e.g. 2 × Inteira + 1 × Meia-entrada, within the event's
// limit per order, the stock and the meia-entrada quota), and 'Comprar Ingresso' puts
// those lines in the cart and goes to /checkout. Kept lean: no Firebase SDK and no zod here. The
// session module loads Auth only when a session hint exists and the buyer presses the button; the
// live stock (with the meia-entrada figures the law asks for) is one REST fetch.
// Over 300 lines on purpose: one island, one state (type, quantities, stock, session, busy), read
// top to bottom; its rules are in ticket-panel.ts, live-stock.ts and the cart.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { formatBRL } from '@gn/core/money';
import { isSoldOnline } from '@gn/core/pricing';
import { meiaAvailabilityText } from '@gn/core/box-office';
import { AppToaster } from '../../ui/AppToaster';
import { QuantityStepper } from '../../ui/forms/QuantityStepper';
import { currentUser, hasSessionHint, redirectToSignIn } from '../session/session';
import { setFlash } from '../session/flash';
import { putInCart } from '../cart/cart-store';
import { admissionFor, queuePath } from '../../lib/queue-admission';
import { fetchStock } from './live-stock';
import { rememberChoice, takeChoice } from './choice-memory';
import { LoteList } from './LoteList';
import { WaitlistBox, type WaitlistOffer } from './WaitlistBox';
import { loteState, panelLotes, tablesInLote } from './panel-lotes';
import {
  cartLine,
  chosenCounts,
  chosenLines,
  fromPrice,
  installmentOffer,
  MESSAGES,
  offerText,
  optionKey,
  purchaseBlocker,
  roomFor,
  roomHint,
  selectionError,
  showStock,
  stockText,
  ticketsText,
  UNKNOWN_STOCK,
  type PanelEvent,
  type PanelItem,
  type PanelPayment,
  type PanelTable,
  type Quantities,
  type StockFigures,
} from './ticket-panel';

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
  buildStock: {
    disponivel: number;
    meia_total?: number;
    meia_disponivel?: number;
    lotes_vendidos?: Record<string, number>;
  } | null;
  /** the fee and the card installments ("ou em até 12x"); null when card is not offered */
  payment: PanelPayment | null;
}

/** The first figures: only a sold-out total and the meia-entrada quota are trusted from the build. */
function buildFigures(build: TicketPanelProps['buildStock']): StockFigures {
  return {
    ...UNKNOWN_STOCK,
    disponivel: build?.disponivel === 0 ? 0 : null,
    meiaTotal: build?.meia_total ?? null,
    meiaDisponivel: build?.meia_disponivel ?? null,
    lotesVendidos: build?.lotes_vendidos ?? null,
  };
}

/** A type's starting quantities: one ticket when it has a single option on sale, else none. */
function firstQuantities(table: PanelTable | undefined): Quantities {
  const only = table && table.itens.length === 1 && isSoldOnline(table.itens[0]!) ? table.itens[0]! : null;
  return only ? { [optionKey(table!, only)]: 1 } : {};
}

function priceLabel(item: PanelItem): string | null {
  return item.valor_centavos === null ? null : formatBRL(item.valor_centavos);
}

export default function TicketPanel({
  event,
  tables: tablePrices,
  builtAt,
  buildStock,
  payment,
}: TicketPanelProps) {
  const uid = useId();
  const [tableId, setTableId] = useState<string | null>(null);
  const [quantities, setQuantities] = useState<Quantities>({});
  const [now, setNow] = useState(builtAt);
  const [stock, setStock] = useState<StockFigures>(() => buildFigures(buildStock));
  const [liveRead, setLiveRead] = useState(false);
  const [busy, setBusy] = useState(false);
  const [panelButtonVisible, setPanelButtonVisible] = useState(false);
  const panelButton = useRef<HTMLButtonElement>(null);
  const optionsGroup = useRef<HTMLFieldSetElement>(null);
  const typesGroup = useRef<HTMLFieldSetElement>(null);

  // With lotes, the options cost what the lote on sale asks (live figures; the server decides).
  const lotes = useMemo(() => panelLotes(event.lotes), [event.lotes]);
  const lotesNow = loteState(lotes, stock.lotesVendidos, new Date(now));
  const lote = lotesNow.lote;
  const tables = useMemo(() => tablesInLote(tablePrices, lote), [tablePrices, lote]);

  const table = tables.find((t) => t.id === tableId) ?? null;
  // The quantities belong to the chosen type: changing the type starts again, as the spec's option did.
  const chosenTable = table ? [table] : [];
  const lines = chosenLines(chosenTable, quantities);
  const counts = chosenCounts(chosenTable, quantities);
  // A waiting-list offer: the places held for this buyer are theirs to buy, sold out or not.
  const [heldOffer, setHeldOffer] = useState<WaitlistOffer | null>(null);
  const disponivel = heldOffer ? heldOffer.quantity : stock.disponivel;
  const roomStock = heldOffer ? { ...stock, disponivel: heldOffer.quantity } : stock;
  const blocker = purchaseBlocker({
    dataInicio: event.data_inicio,
    statusInscricoes: event.status_inscricoes,
    // Every lote ended: nothing is sold any more, as with no ticket left.
    disponivel: lotesNow.ended ? 0 : disponivel,
    now,
  });
  const lowest = fromPrice(tables);
  // The law asks for the meia-entrada figures wherever quota tickets are sold.
  const sellsQuotaMeia = tables.some((t) => t.itens.some((i) => i.tipo === 'meia' && isSoldOnline(i)));

  // After hydration: the browser's clock, a choice remembered across sign-in, the live stock
  // (again whenever the tab comes back into view).
  useEffect(() => {
    setNow(Date.now());
    const remembered = takeChoice(event.id);
    const rememberedTable = remembered && tablePrices.find((t) => t.id === remembered.tableId);
    if (rememberedTable) {
      setTableId(rememberedTable.id);
      setQuantities(remembered.quantities);
    } else {
      // A type the visitor ticked before the island hydrated: React keeps the radio checked in
      // the page but not in its state, so the options would never show (and a second click on a
      // checked radio changes nothing). Take the page's choice as ours.
      const early = typesGroup.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
      const earlyTable = early && tablePrices.find((t) => t.id === early.value);
      if (earlyTable) {
        setTableId(earlyTable.id);
        setQuantities(firstQuantities(earlyTable));
      }
    }

    let controller: AbortController | null = null;
    const read = () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      fetchStock(event.id, current.signal)
        .then((live) => {
          if (current.signal.aborted) return;
          // Unknown (null) figures after a failed read: keep what we had, say nothing.
          setStock((before) => ({
            disponivel: live.disponivel ?? before.disponivel,
            total: live.total ?? before.total,
            meiaDisponivel: live.meiaDisponivel ?? before.meiaDisponivel,
            meiaTotal: live.meiaTotal ?? before.meiaTotal,
            lotesVendidos: live.lotesVendidos ?? before.lotesVendidos,
            filaEspera: live.filaEspera ?? before.filaEspera,
            filaVirtual: live.filaVirtual,
          }));
          setLiveRead(true);
        })
        .catch((error: unknown) => {
          if (!current.signal.aborted) console.warn('Estoque ao vivo indisponível', error);
        });
    };
    read();
    const onVisible = () => {
      if (document.visibilityState === 'visible') {
        setNow(Date.now());
        read();
      }
    };
    // Back from /entrar or /checkout through the back-forward cache: the page comes back as it
    // was left (busy); make it usable again and read the stock anew.
    const onPageShow = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      setBusy(false);
      setNow(Date.now());
      read();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', onPageShow);
      controller?.abort();
    };
  }, [event.id, tablePrices]);

  // The mobile bar steps aside while the panel's own button is on screen.
  useEffect(() => {
    const target = panelButton.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    // Visible means clear of the bar itself (the bottom 6rem of the screen).
    const observer = new IntersectionObserver(
      ([entry]) => setPanelButtonVisible(entry?.isIntersecting ?? false),
      {
        rootMargin: '0px 0px -96px 0px',
      },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  if (tables.length === 0) {
    return (
      <section
        aria-labelledby={`${uid}-title`}
        className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
      >
        <h2 id={`${uid}-title`} className="text-xl font-bold tracking-tight">
          Ingressos
        </h2>
        <p className="mt-3 text-ink-muted">{MESSAGES.unavailable}</p>
      </section>
    );
  }

  const chooseTable = (id: string) => {
    setTableId(id);
    setQuantities(firstQuantities(tables.find((t) => t.id === id)));
  };

  const setQuantity = (t: PanelTable, i: PanelItem, value: number) => {
    setQuantities((before) => ({ ...before, [optionKey(t, i)]: Math.max(0, value) }));
  };

  async function buy() {
    if (busy || blocker) return;
    setBusy(true);
    try {
      // 1. Signed in? Anonymous visitors (no hint) never load the Auth SDK.
      let signedIn = false;
      if (hasSessionHint()) {
        try {
          signedIn = (await currentUser()) !== null;
        } catch (error) {
          console.error('Falha ao verificar a sessão', error);
        }
      }
      if (!signedIn) {
        toast.error(MESSAGES.signIn);
        if (tableId) rememberChoice({ eventId: event.id, tableId, quantities: { ...quantities } });
        redirectToSignIn({
          returnTo: `/eventos/${event.slug}`,
          flash: { type: 'error', message: MESSAGES.signIn },
        });
        return;
      }
      // 2. A type, then at least one ticket.
      const problem = selectionError(table, lines);
      if (problem) {
        toast.error(problem);
        (problem === MESSAGES.noOption ? optionsGroup : typesGroup).current
          ?.querySelector<HTMLElement>('input, button:not(:disabled)')
          ?.focus();
        setBusy(false);
        return;
      }
      // 3. The lines in the cart, then the checkout (which prices the order again on the server).
      await putInCart(
        lines.map((l) => cartLine(event, l.table, l.item, l.qnt)),
        { max_por_pedido: event.max_por_pedido, ingresso_nominal: event.ingresso_nominal },
      );
      toast.success(MESSAGES.added);
      setFlash({ type: 'success', message: MESSAGES.added });
      // A high-demand event: the virtual queue first, unless this tab was admitted already.
      const queued = stock.filaVirtual && !admissionFor(event.id);
      window.location.assign(queued ? queuePath(event.id) : '/checkout');
    } catch (error) {
      console.error('Falha ao adicionar ao carrinho', error);
      toast.error('Não foi possível adicionar o ingresso. Tente novamente.');
      setBusy(false);
    }
  }

  const chosenPrice = counts.tickets > 0 ? counts.total : null;
  const offer = blocker ? null : installmentOffer(chosenPrice, payment);
  const typeFrom = table ? fromPrice([table]) : null;
  const showMeia = sellsQuotaMeia && stock.meiaTotal !== null && stock.meiaDisponivel !== null;
  const stockVisible = showStock(event.mostrar_estoque, liveRead ? disponivel : null);
  const buyDisabled = !table || blocker !== null || busy;
  const reasonId = `${uid}-reason`;

  const buyButton = (ref?: React.Ref<HTMLButtonElement>, extra = '') => (
    <button
      ref={ref}
      type="button"
      onClick={() => void buy()}
      disabled={buyDisabled}
      aria-describedby={blocker ? reasonId : undefined}
      className={`gn-btn-primary disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-muted disabled:shadow-none ${extra}`}
    >
      {busy ? (
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

  return (
    <>
      <section
        aria-labelledby={`${uid}-title`}
        className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
        data-testid="ticket-panel"
      >
        <div className="flex items-baseline justify-between gap-3">
          <h2 id={`${uid}-title`} className="text-xl font-bold tracking-tight">
            Ingressos
          </h2>
          {lowest !== null && (
            <p className="text-sm text-ink-muted">
              a partir de <span className="font-semibold text-ink">{formatBRL(lowest)}</span>
            </p>
          )}
        </div>

        <LoteList views={lotesNow.views} showLeft={event.mostrar_estoque && liveRead} />

        <fieldset ref={typesGroup} disabled={blocker !== null || busy} className="mt-5 min-w-0">
          <legend className="mb-2 text-sm font-semibold">Tipo de ingresso</legend>
          <div className="grid gap-2">
            {tables.map((t) => {
              const from = fromPrice([t]);
              const checked = t.id === tableId;
              return (
                <label
                  key={t.id}
                  className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-surface px-3.5 py-3 transition-colors hover:border-line-strong has-checked:border-accent has-checked:bg-accent-soft has-disabled:cursor-not-allowed has-disabled:opacity-70 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-ink"
                >
                  <input
                    type="radio"
                    name={`${uid}-type`}
                    value={t.id}
                    checked={checked}
                    onChange={() => chooseTable(t.id)}
                    className="mt-1 size-4 shrink-0 accent-accent focus-visible:outline-none"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold">{t.nome}</span>
                    {from !== null && (
                      <span className="block text-sm text-ink-muted">
                        {t.itens.length > 1 ? 'a partir de ' : ''}
                        {formatBRL(from)}
                      </span>
                    )}
                    {checked && t.descricao && (
                      <span className="mt-1 block text-sm text-ink-muted">{t.descricao}</span>
                    )}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>

        {table && table.itens.length > 0 && (
          <fieldset ref={optionsGroup} disabled={blocker !== null || busy} className="mt-5 min-w-0">
            <legend className="mb-2 text-sm font-semibold">Opção de preço</legend>
            <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line">
              {table.itens.map((i) => {
                const value = quantities[optionKey(table, i)] ?? 0;
                const hint = roomHint(i, counts, event.max_por_pedido, roomStock, lotesNow.left);
                const hintId = `${uid}-room-${i.id}`;
                return (
                  <li
                    key={i.id}
                    className={`flex items-center gap-3 px-3.5 py-2.5 ${value > 0 ? 'bg-accent-soft' : ''}`}
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm">{i.label}</span>
                      {priceLabel(i) ? (
                        <span className="block text-sm font-semibold whitespace-nowrap">{priceLabel(i)}</span>
                      ) : (
                        <span className="block text-xs text-ink-muted">Fora da venda online</span>
                      )}
                      {hint && value > 0 && (
                        <span id={hintId} className="block text-xs text-ink-muted">
                          {hint}
                        </span>
                      )}
                    </span>
                    {/* Shown for information, never sold online (see isSoldOnline). */}
                    {isSoldOnline(i) && (
                      <QuantityStepper
                        label={i.label}
                        value={value}
                        onChange={(n) => setQuantity(table, i, n)}
                        canIncrease={roomFor(i, counts, event.max_por_pedido, roomStock, lotesNow.left) > 0}
                        disabled={blocker !== null || busy}
                        reasonId={hint && value > 0 ? hintId : undefined}
                      />
                    )}
                  </li>
                );
              })}
            </ul>
            <p className="mt-2 text-xs text-ink-muted">
              Até {ticketsText(event.max_por_pedido)} por pedido.
              {event.ingresso_nominal &&
                ' Ingresso nominal: o nome e o CPF de cada titular são pedidos na compra.'}
            </p>
          </fieldset>
        )}

        <div aria-live="polite" aria-atomic="true" className="mt-5 space-y-1">
          {table ? (
            <p className="flex items-baseline justify-between gap-3">
              <span className="text-sm text-ink-muted">
                {counts.tickets > 0 ? `Total (${ticketsText(counts.tickets)})` : 'Valor do ingresso'}
              </span>
              <span className="text-2xl font-bold tracking-tight" data-testid="ticket-price">
                {chosenPrice !== null
                  ? formatBRL(chosenPrice)
                  : typeFrom !== null
                    ? `a partir de ${formatBRL(typeFrom)}`
                    : formatBRL(0)}
              </span>
            </p>
          ) : (
            !blocker && <p className="text-sm text-ink-muted">Escolha o tipo de ingresso para ver o valor.</p>
          )}
          {offer && (
            <p className="text-right text-sm text-ink-muted" data-testid="ticket-installments">
              {offer}
            </p>
          )}
          {blocker ? (
            <p id={reasonId} className="text-sm font-semibold text-danger" data-testid="ticket-blocker">
              {blocker}
            </p>
          ) : (
            <>
              {stockVisible && disponivel !== null && (
                <p className="text-sm font-medium text-success" data-testid="ticket-stock">
                  {stockText(disponivel)}
                </p>
              )}
              {showMeia && (
                <p className="text-sm text-ink-muted" data-testid="meia-stock">
                  {meiaAvailabilityText(stock.meiaDisponivel!, stock.meiaTotal!)}
                  {stock.total !== null && ` · ${offerText(stock.total)}`}
                </p>
              )}
            </>
          )}
        </div>

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
          Pagamento por PIX ou cartão. A taxa de serviço é somada no checkout.
        </p>
      </section>

      {/* Mobile buy bar: the choice and the button, always at hand below lg. */}
      <div
        className={`gn-buy-bar fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_rgb(0_0_0/0.08)] backdrop-blur transition-transform duration-200 lg:hidden ${
          panelButtonVisible ? 'translate-y-full' : ''
        }`}
        data-testid="buy-bar"
        inert={panelButtonVisible ? true : undefined}
      >
        <div className="mx-auto flex max-w-xl items-center gap-3">
          <div className="min-w-0 flex-1">
            <p className="truncate text-xs text-ink-muted">
              {blocker ??
                (counts.tickets > 0
                  ? ticketsText(counts.tickets)
                  : table
                    ? table.nome
                    : 'Ingressos a partir de')}
            </p>
            <p className="text-lg font-bold tracking-tight" data-testid="buy-bar-price">
              {chosenPrice !== null
                ? formatBRL(chosenPrice)
                : typeFrom !== null
                  ? formatBRL(typeFrom)
                  : lowest !== null
                    ? formatBRL(lowest)
                    : '—'}
            </p>
          </div>
          {table || blocker ? (
            buyButton(undefined, 'shrink-0')
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
      </div>
      <AppToaster />
    </>
  );
}
