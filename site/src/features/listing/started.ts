// The site is static: an event that started after the build would still be advertised as upcoming.
// Items carry data-start (ISO instant); these helpers compare it with the visitor's clock.

function started(el: HTMLElement, now: number): boolean {
  const t = Date.parse(el.dataset.start ?? '');
  return Number.isFinite(t) && t <= now;
}

/** One card: marked data-past (styled as 'Evento realizado') once its event has started. */
export function markIfStarted(el: HTMLElement, now = Date.now()): void {
  if (started(el, now)) el.setAttribute('data-past', '');
}

/** List pages: mark events that have started (data-past), styled as 'Evento realizado'. */
export function markStartedEvents(root: ParentNode = document): void {
  const now = Date.now();
  for (const el of root.querySelectorAll<HTMLElement>('[data-start]')) markIfStarted(el, now);
}

/**
 * Home's upcoming lists ([data-upcoming data-limit]): drop the events that have started, show the
 * first `limit` of the rest (the build renders a few spares), and the empty text when none is left.
 */
export function trimUpcoming(root: ParentNode = document): void {
  const now = Date.now();
  for (const list of root.querySelectorAll<HTMLElement>('[data-upcoming]')) {
    const limit = Number(list.dataset.limit) || 3;
    const items = Array.from(list.querySelectorAll<HTMLElement>(':scope > [data-start]'));
    let kept = 0;
    for (const el of items) {
      if (started(el, now)) {
        el.remove();
        continue;
      }
      el.hidden = kept >= limit;
      kept += 1;
    }
    if (kept === 0) {
      list.hidden = true;
      const empty = list.id
        ? document.querySelector<HTMLElement>(`[data-upcoming-empty="${list.id}"]`)
        : null;
      if (empty) empty.hidden = false;
    }
  }
}
