// Hydrates a build-time-rendered React island on the visitor's first interaction with it (pointer
// over or down, touch, focus, key), so that a visitor who only reads the page downloads no React,
// form or validation code. Before hydration the HTML works as is (inputs accept text, which
// hydration keeps: the forms use uncontrolled inputs); a click on a button, a navigation key on a
// widget (arrow keys on the tabs) or a submit made before it is held and replayed on the same DOM
// node once React has taken over. Presses made before this module even ran are held by
// EarlyIslandEvents.astro (an inline script placed before the island) and handed over here.

export type Hydrate = (root: HTMLElement, onReady: () => void) => void;

const TRIGGERS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** Keys that move within a widget; text fields handle them natively, so only others are held. */
const NAVIGATION_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

function isTextField(el: Element): boolean {
  return (
    el instanceof HTMLTextAreaElement ||
    (el instanceof HTMLInputElement && el.type !== 'checkbox' && el.type !== 'radio')
  );
}

type Held =
  | { kind: 'click' | 'submit'; target: HTMLElement }
  | { kind: 'key'; target: HTMLElement; init: KeyboardEventInit };

interface EarlyEvent {
  type: 'click' | 'submit';
  target: HTMLElement;
}

declare global {
  interface Window {
    /** Filled by EarlyIslandEvents.astro before the page's modules run. */
    __gnEarlyIslandEvents?: EarlyEvent[];
  }
}

/** The events EarlyIslandEvents.astro held inside `root`, removed from its queue. */
function takeEarlyEvents(root: HTMLElement): EarlyEvent[] {
  const queue = window.__gnEarlyIslandEvents ?? [];
  const mine = queue.filter((e) => root.contains(e.target));
  window.__gnEarlyIslandEvents = queue.filter((e) => !mine.includes(e));
  return mine;
}

export const LOAD_FAILED_MESSAGE =
  'Não foi possível carregar o formulário. Verifique sua conexão e recarregue a página.';

/**
 * A message with a reload button just above the island (plain DOM, since React did not load; and
 * outside it, since React must hydrate exactly the build's HTML).
 */
function showLoadFailure(root: HTMLElement): void {
  if (root.previousElementSibling?.hasAttribute('data-island-error')) return;
  const box = document.createElement('div');
  box.dataset.islandError = '';
  box.setAttribute('role', 'alert');
  box.className =
    'mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-danger/30 bg-danger/10 px-3.5 py-2.5 text-sm font-medium text-danger';
  const text = document.createElement('span');
  text.textContent = LOAD_FAILED_MESSAGE;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Recarregar';
  reload.className = 'rounded-full border border-danger/40 px-3 py-1 font-semibold';
  reload.addEventListener('click', () => window.location.reload());
  box.append(text, reload);
  root.before(box);
}

/**
 * The module URL named by a failed dynamic import (Chromium and Firefox put it in the message).
 * Some browsers (Chromium 150, older Safari) remember a failed import() and fail every later
 * import() of that URL at once without asking the server again, so a retry after the network came
 * back would never load: the retry imports that URL with a query of its own instead.
 */
export function failedModuleUrl(error: unknown): string | null {
  const match =
    error instanceof Error ? /(https?:\/\/[^\s'"]+?\.m?js)(?=$|[\s'"?#])/.exec(error.message) : null;
  return match?.[1] ?? null;
}

/**
 * Presses held until React is ready, replayed once in the order they were made. A repeated press
 * of the same button or form counts once (an impatient double click must not send twice).
 */
function heldPresses() {
  let held: Held[] = [];
  return {
    hold(entry: Held): void {
      if (!held.some((h) => h.kind === entry.kind && h.target === entry.target && entry.kind !== 'key')) {
        held.push(entry);
      }
    },
    any: (): boolean => held.length > 0,
    /** The presses are dropped, not replayed later (after a failed load the visitor was told). */
    drop(): void {
      held = [];
    },
    replay(): void {
      const queue = held;
      held = [];
      for (const entry of queue) {
        if (!entry.target.isConnected) continue;
        if (entry.kind === 'key') entry.target.dispatchEvent(new KeyboardEvent('keydown', entry.init));
        else if (entry.kind === 'submit') (entry.target as HTMLFormElement).requestSubmit();
        else entry.target.click();
      }
    },
  };
}

/** The island's module: `load` at first, then after a failure its URL afresh (see failedModuleUrl). */
function retryingLoader(load: () => Promise<Hydrate>) {
  let retryUrl: string | null = null;
  let failures = 0;
  return {
    load: (): Promise<Hydrate> =>
      retryUrl === null
        ? load()
        : (
            import(/* @vite-ignore */ `${retryUrl}?tentativa=${failures}`) as Promise<{ hydrate: Hydrate }>
          ).then((module) => module.hydrate),
    failed(error: unknown): void {
      retryUrl = failedModuleUrl(error) ?? retryUrl;
      failures++;
    },
  };
}

/**
 * Capture listeners on the root that, while `holding()`, keep submits, button clicks and
 * navigation keys from React (they run before React's, which hydrateRoot adds later) and hold
 * them; a submit or a click also starts the load.
 */
function holdPressesUntilReady(
  root: HTMLElement,
  holding: () => boolean,
  presses: ReturnType<typeof heldPresses>,
  start: () => void,
): void {
  // Until React handles them, a native submit would reload the page: hold it instead.
  root.addEventListener(
    'submit',
    (event) => {
      if (!holding()) return;
      // Never let the browser post the form (a reload).
      event.preventDefault();
      event.stopImmediatePropagation();
      presses.hold({ kind: 'submit', target: event.target as HTMLFormElement });
      start();
    },
    true,
  );
  root.addEventListener(
    'click',
    (event) => {
      if (!holding()) return;
      const button = (event.target as Element).closest<HTMLElement>('button[type="button"]');
      if (button) {
        event.stopImmediatePropagation();
        presses.hold({ kind: 'click', target: button });
      }
      start();
    },
    true,
  );
  root.addEventListener(
    'keydown',
    (event) => {
      if (!holding() || !NAVIGATION_KEYS.has(event.key)) return;
      const target = event.target as HTMLElement;
      if (isTextField(target)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      presses.hold({
        kind: 'key',
        target,
        init: { key: event.key, code: event.code, shiftKey: event.shiftKey, bubbles: true, cancelable: true },
      });
    },
    true,
  );
}

/** `load`: the island's module, which exports `hydrate` (a retry imports it again by URL). */
export function hydrateOnInteraction(
  root: HTMLElement,
  load: () => Promise<Hydrate>,
): { hydrateNow: () => void } {
  // idle → loading (code downloading) → hydrating → ready. Until ready, clicks, submits and
  // navigation keys are held and kept from React (holdPressesUntilReady), then replayed once:
  // React does not reliably replay what arrives while it hydrates, and a held event must not also
  // reach it (applied twice).
  let state: 'idle' | 'loading' | 'hydrating' | 'ready' = 'idle';
  const presses = heldPresses();
  const loader = retryingLoader(load);

  const start = () => {
    if (state !== 'idle') return;
    state = 'loading';
    loader
      .load()
      .then((hydrate) => {
        state = 'hydrating';
        hydrate(root, () => {
          state = 'ready';
          root.dataset.hydrated = '';
          if (root.previousElementSibling?.hasAttribute('data-island-error'))
            root.previousElementSibling.remove();
          for (const type of TRIGGERS) root.removeEventListener(type, start);
          presses.replay();
        });
      })
      .catch((error: unknown) => {
        // Offline, or a publish replaced the build this page came from (its chunks are gone):
        // the next interaction tries again, and a visitor who pressed something is told why
        // nothing happened.
        console.error('Falha ao carregar o formulário', error);
        loader.failed(error);
        state = 'idle';
        if (presses.any()) showLoadFailure(root);
        presses.drop();
      });
  };

  for (const type of TRIGGERS) root.addEventListener(type, start, { passive: true });
  holdPressesUntilReady(root, () => state !== 'ready', presses, start);
  // From now on this module holds the island's events; take over what EarlyIslandEvents.astro
  // held while the page was still loading.
  root.setAttribute('data-island-live', '');
  const early = takeEarlyEvents(root);
  for (const { type, target } of early) presses.hold({ kind: type, target });
  // Arrived with the pointer already over the island, or with focus in it (autofocus, back button),
  // or pressed something before this script ran.
  if (early.length > 0 || root.matches(':hover') || root.contains(document.activeElement)) start();
  return { hydrateNow: start };
}
