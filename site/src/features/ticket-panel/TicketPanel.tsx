// The 'Ingressos' island of the event page: choose a type (a published price table), then a price
// option, and 'Comprar Ingresso' puts that one line in the cart and goes to /checkout. Kept lean:
// no Firebase SDK here. The session module loads Auth only when a session hint exists and the
// buyer presses the button; the live stock is one REST fetch.
// Over 300 lines on purpose: one island, one state (type, option, stock, session, busy), read top
// to bottom; its rules are in ticket-panel.ts, live-stock.ts and the cart.
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { formatBRL } from '@gn/core/money';
import { isSoldOnline } from '@gn/core/pricing';
import { AppToaster } from '../../ui/AppToaster';
import { currentUser, hasSessionHint, redirectToSignIn } from '../session/session';
import { setFlash } from '../session/flash';
import { putInCart } from '../cart/cart-store';
import { fetchDisponivel } from './live-stock';
import { rememberChoice, takeChoice } from './choice-memory';
import {
  cartLine,
  fromPrice,
  MESSAGES,
  purchaseBlocker,
  selectionError,
  showStock,
  stockText,
  type PanelEvent,
  type PanelItem,
  type PanelTable,
} from './ticket-panel';

export interface TicketPanelProps {
  event: PanelEvent;
  /** The event's published price tables, in the event's order. */
  tables: PanelTable[];
  /** Build time (ms): what 'now' is until the browser's clock takes over after hydration. */
  builtAt: number;
  /** Stock at build time: only decides the first paint of 'Esgotado'; the live read replaces it. */
  buildDisponivel: number | null;
}

function priceLabel(item: PanelItem): string | null {
  return item.valor_centavos === null ? null : formatBRL(item.valor_centavos);
}

export default function TicketPanel({ event, tables, builtAt, buildDisponivel }: TicketPanelProps) {
  const uid = useId();
  const [tableId, setTableId] = useState<string | null>(null);
  const [itemId, setItemId] = useState<string | null>(null);
  const [now, setNow] = useState(builtAt);
  const [disponivel, setDisponivel] = useState<number | null>(buildDisponivel === 0 ? 0 : null);
  const [liveRead, setLiveRead] = useState(false);
  const [busy, setBusy] = useState(false);
  const [panelButtonVisible, setPanelButtonVisible] = useState(false);
  const panelButton = useRef<HTMLButtonElement>(null);
  const optionsGroup = useRef<HTMLFieldSetElement>(null);
  const typesGroup = useRef<HTMLFieldSetElement>(null);

  const table = tables.find((t) => t.id === tableId) ?? null;
  const item = table?.itens.find((i) => i.id === itemId) ?? null;
  const blocker = purchaseBlocker({
    dataInicio: event.data_inicio,
    statusInscricoes: event.status_inscricoes,
    disponivel,
    now,
  });
  const lowest = fromPrice(tables);

  // After hydration: the browser's clock, a choice remembered across sign-in, the live stock
  // (again whenever the tab comes back into view).
  useEffect(() => {
    setNow(Date.now());
    const remembered = takeChoice(event.id);
    const rememberedTable = remembered && tables.find((t) => t.id === remembered.tableId);
    if (rememberedTable) {
      setTableId(rememberedTable.id);
      setItemId(rememberedTable.itens.some((i) => i.id === remembered.itemId) ? remembered.itemId : null);
    }

    let controller: AbortController | null = null;
    const read = () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      fetchDisponivel(event.id, current.signal)
        .then((value) => {
          if (current.signal.aborted) return;
          // Unknown (null) after a failed read: keep what we had, say nothing.
          if (value !== null) setDisponivel(value);
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
  }, [event.id, tables]);

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
    const next = tables.find((t) => t.id === id);
    // One option only: it is the choice.
    setItemId(next && next.itens.length === 1 ? next.itens[0]!.id : null);
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
        if (tableId) rememberChoice({ eventId: event.id, tableId, itemId });
        redirectToSignIn({
          returnTo: `/eventos/${event.slug}`,
          flash: { type: 'error', message: MESSAGES.signIn },
        });
        return;
      }
      // 2. A type, then an option.
      const problem = selectionError(table, item);
      if (problem || !table || !item) {
        toast.error(problem ?? MESSAGES.noType);
        (problem === MESSAGES.noOption ? optionsGroup : typesGroup).current?.querySelector('input')?.focus();
        setBusy(false);
        return;
      }
      // 3. One line in the cart, then the checkout (which prices the order again on the server).
      await putInCart(cartLine(event, table, item));
      toast.success(MESSAGES.added);
      setFlash({ type: 'success', message: MESSAGES.added });
      window.location.assign('/checkout');
    } catch (error) {
      console.error('Falha ao adicionar ao carrinho', error);
      toast.error('Não foi possível adicionar o ingresso. Tente novamente.');
      setBusy(false);
    }
  }

  const chosenPrice = item && isSoldOnline(item) ? item.valor_centavos : null;
  const typeFrom = table ? fromPrice([table]) : null;
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
            <div className="divide-y divide-line overflow-hidden rounded-xl border border-line">
              {table.itens.map((i) => (
                <label
                  key={i.id}
                  className="flex cursor-pointer items-center gap-3 px-3.5 py-3 transition-colors hover:bg-surface-muted has-checked:bg-accent-soft has-disabled:cursor-not-allowed has-focus-visible:outline-2 has-focus-visible:-outline-offset-2 has-focus-visible:outline-accent-ink"
                >
                  <input
                    type="radio"
                    name={`${uid}-option-${table.id}`}
                    value={i.id}
                    checked={i.id === itemId}
                    onChange={() => setItemId(i.id)}
                    // Shown for information, never sold online (see isSoldOnline).
                    disabled={!isSoldOnline(i)}
                    aria-describedby={isSoldOnline(i) ? undefined : `${uid}-offline-${i.id}`}
                    className="size-4 shrink-0 accent-accent focus-visible:outline-none"
                  />
                  <span className="min-w-0 flex-1 text-sm">{i.label}</span>
                  {priceLabel(i) ? (
                    <span className="text-sm font-semibold whitespace-nowrap">{priceLabel(i)}</span>
                  ) : (
                    <span id={`${uid}-offline-${i.id}`} className="text-xs text-ink-muted">
                      Fora da venda online
                    </span>
                  )}
                </label>
              ))}
            </div>
          </fieldset>
        )}

        <div aria-live="polite" aria-atomic="true" className="mt-5 space-y-1">
          {table ? (
            <p className="flex items-baseline justify-between gap-3">
              <span className="text-sm text-ink-muted">Valor do ingresso</span>
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
          {blocker ? (
            <p id={reasonId} className="text-sm font-semibold text-danger" data-testid="ticket-blocker">
              {blocker}
            </p>
          ) : (
            stockVisible &&
            disponivel !== null && (
              <p className="text-sm font-medium text-success" data-testid="ticket-stock">
                {stockText(disponivel)}
              </p>
            )
          )}
        </div>

        {buyButton(panelButton, 'mt-4 w-full text-base')}
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
                (table ? (item ? `${table.nome} · ${item.label}` : table.nome) : 'Ingressos a partir de')}
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
