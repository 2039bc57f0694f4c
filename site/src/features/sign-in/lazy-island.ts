// Hydrates a build-time-rendered React island on the visitor's first interaction with it (pointer
// over or down, touch, focus, key), so that a visitor who only reads the page downloads no React,
// form or validation code. Before hydration the HTML works as is (inputs accept text, which
// hydration keeps: the forms use uncontrolled inputs); a click on a button, a navigation key on a
// widget (arrow keys on the tabs) or a submit made before it is held and replayed on the same DOM
// node once React has taken over.

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

export function hydrateOnInteraction(
  root: HTMLElement,
  load: () => Promise<Hydrate>,
): { hydrateNow: () => void } {
  // idle → loading (code downloading) → hydrating → ready. Until ready, clicks, submits and
  // navigation keys are held and kept from React (our capture listeners on the root run before
  // React's, which hydrateRoot adds later), then replayed once: React does not reliably replay
  // what arrives while it hydrates, and a held event must not also reach it (applied twice).
  let state: 'idle' | 'loading' | 'hydrating' | 'ready' = 'idle';
  const holding = () => state !== 'ready';
  let pendingClick: HTMLElement | null = null;
  let pendingSubmit: HTMLFormElement | null = null;
  let pendingKeys: { target: HTMLElement; init: KeyboardEventInit }[] = [];

  const replay = () => {
    const click = pendingClick;
    const form = pendingSubmit;
    const keys = pendingKeys;
    pendingClick = null;
    pendingSubmit = null;
    pendingKeys = [];
    for (const { target, init } of keys) {
      if (target.isConnected) target.dispatchEvent(new KeyboardEvent('keydown', init));
    }
    if (form?.isConnected) form.requestSubmit();
    else if (click?.isConnected) click.click();
  };

  const start = () => {
    if (state !== 'idle') return;
    state = 'loading';
    load()
      .then((hydrate) => {
        state = 'hydrating';
        hydrate(root, () => {
          state = 'ready';
          root.dataset.hydrated = '';
          for (const type of TRIGGERS) root.removeEventListener(type, start);
          replay();
        });
      })
      .catch((error: unknown) => {
        // A failed download (offline): the next interaction tries again.
        console.error('Falha ao carregar o formulário', error);
        state = 'idle';
      });
  };

  for (const type of TRIGGERS) root.addEventListener(type, start, { passive: true });

  // Until React handles them, a native submit would reload the page: hold it instead.
  root.addEventListener(
    'submit',
    (event) => {
      if (!holding()) return;
      // Never let the browser post the form (a reload).
      event.preventDefault();
      event.stopImmediatePropagation();
      pendingSubmit = event.target as HTMLFormElement;
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
        pendingClick = button;
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
      pendingKeys.push({
        target,
        init: { key: event.key, code: event.code, shiftKey: event.shiftKey, bubbles: true, cancelable: true },
      });
    },
    true,
  );
  // Arrived with the pointer already over the island, or with focus in it (autofocus, back button).
  if (root.matches(':hover') || root.contains(document.activeElement)) start();
  return { hydrateNow: start };
}
