// The panel's clock and live stock after hydration: the browser's time replaces the build's, the
// stock is read once, again whenever the tab comes back into view, and again when the page comes
// back from the back-forward cache (then `onRestored` makes the panel usable again).
import { useEffect, useState } from 'react';
import { fetchStock } from './live-stock';
import { buildFigures, mergeStock, type BuildStock } from './panel-view';
import type { StockFigures } from './ticket-panel';

export function useLiveStock(
  eventId: string,
  builtAt: number,
  buildStock: BuildStock | null,
  onRestored: () => void,
): { now: number; stock: StockFigures; liveRead: boolean } {
  const [now, setNow] = useState(builtAt);
  const [stock, setStock] = useState<StockFigures>(() => buildFigures(buildStock));
  const [liveRead, setLiveRead] = useState(false);

  useEffect(() => {
    setNow(Date.now());
    let controller: AbortController | null = null;
    const read = () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      fetchStock(eventId, current.signal)
        .then((live) => {
          if (current.signal.aborted) return;
          setStock((before) => mergeStock(before, live));
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
      onRestored();
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
  }, [eventId, onRestored]);

  return { now, stock, liveRead };
}
