// The /entrar page script (runs on arrival, before any interaction): hydrates the panel lazily,
// and sends a visitor who is already signed in straight to the return path.
import { hasSessionHint } from '../session/hint';
import { resolveReturnPath } from '../session/return-path';
import { hydrateOnInteraction } from '../../lib/lazy-island';

export function startSignInPage(root: HTMLElement): void {
  const island = hydrateOnInteraction(root, () => import('./hydrate-sign-in').then((m) => m.hydrate));
  // A link to the sign-up tab (/entrar#criar-conta) needs React to show that tab.
  if (window.location.hash === '#criar-conta') island.hydrateNow();

  if (hasSessionHint()) {
    import('../session/session')
      .then((session) => session.currentUser())
      .then((user) => {
        if (user) window.location.replace(resolveReturnPath(window.location.search));
      })
      .catch((error: unknown) => console.error('Falha ao verificar a sessão', error));
  }
}
