// 'Comprar Ingresso': signed in (else the choice is remembered and /entrar brings the buyer back),
// a type and at least one ticket (else a toast and the focus on what is missing), then the lines
// in the cart and /checkout, or the virtual queue first for a high-demand event.
import type { RefObject } from 'react';
import { toast } from '../../ui/toasts';
import { currentUser, hasSessionHint, redirectToSignIn } from '../session/session';
import { setFlash } from '../session/flash';
import { putInCart } from '../cart/cart-store';
import { admissionFor, queuePath } from '../../lib/queue-admission';
import { rememberChoice } from './choice-memory';
import type { PanelView } from './panel-view';
import { cartLine, MESSAGES, selectionError, type PanelEvent, type Quantities } from './ticket-panel';

export interface BuyInput {
  event: PanelEvent;
  tableId: string | null;
  quantities: Quantities;
  view: PanelView;
  filaVirtual: boolean;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  typesGroup: RefObject<HTMLFieldSetElement | null>;
  optionsGroup: RefObject<HTMLFieldSetElement | null>;
}

/** Anonymous visitors (no session hint) never load the Auth SDK. */
async function signedIn(): Promise<boolean> {
  if (!hasSessionHint()) return false;
  try {
    return (await currentUser()) !== null;
  } catch (error) {
    console.error('Falha ao verificar a sessão', error);
    return false;
  }
}

export async function buy(input: BuyInput): Promise<void> {
  const { event, tableId, quantities, view, setBusy } = input;
  if (input.busy || view.blocker) return;
  setBusy(true);
  try {
    // 1. Signed in?
    if (!(await signedIn())) {
      toast.error(MESSAGES.signIn);
      if (tableId) rememberChoice({ eventId: event.id, tableId, quantities: { ...quantities } });
      redirectToSignIn({
        returnTo: `/eventos/${event.slug}`,
        flash: { type: 'error', message: MESSAGES.signIn },
      });
      return;
    }
    // 2. A type, then at least one ticket.
    const problem = selectionError(view.table, view.lines);
    if (problem) {
      toast.error(problem);
      (problem === MESSAGES.noOption ? input.optionsGroup : input.typesGroup).current
        ?.querySelector<HTMLElement>('input, button:not(:disabled)')
        ?.focus();
      setBusy(false);
      return;
    }
    // 3. The lines in the cart, then the checkout (which prices the order again on the server).
    await putInCart(
      view.lines.map((l) => cartLine(event, l.table, l.item, l.qnt)),
      { max_por_pedido: event.max_por_pedido, ingresso_nominal: event.ingresso_nominal },
    );
    toast.success(MESSAGES.added);
    setFlash({ type: 'success', message: MESSAGES.added });
    // A high-demand event: the virtual queue first, unless this tab was admitted already.
    const queued = input.filaVirtual && !admissionFor(event.id);
    window.location.assign(queued ? queuePath(event.id) : '/checkout');
  } catch (error) {
    console.error('Falha ao adicionar ao carrinho', error);
    toast.error('Não foi possível adicionar o ingresso. Tente novamente.');
    setBusy(false);
  }
}
