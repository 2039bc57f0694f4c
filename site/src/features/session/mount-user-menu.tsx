// Loaded by SessionArea.astro only when a session hint exists: renders the user menu into every
// session slot of the page (header and drawer) and keeps it in step with Firebase.
import { createRoot, type Root } from 'react-dom/client';
import { onUserChange, type SessionUser } from './session';
import { UserMenu, type SessionVariant } from './UserMenu';
import { showAnonymous, showSignedIn } from './session-dom';

const roots = new Map<HTMLElement, Root>();

function render(user: SessionUser): void {
  for (const area of document.querySelectorAll<HTMLElement>('[data-session-area]')) {
    const slot = area.querySelector<HTMLElement>('[data-session-menu]');
    if (!slot) continue;
    const variant = (area.dataset.variant === 'drawer' ? 'drawer' : 'header') satisfies SessionVariant;
    let root = roots.get(slot);
    if (!root) {
      root = createRoot(slot);
      roots.set(slot, root);
    }
    root.render(<UserMenu user={user} variant={variant} />);
  }
  showSignedIn(user);
}

function unmountAll(): void {
  for (const root of roots.values()) root.unmount();
  roots.clear();
  showAnonymous();
}

export function mountUserMenus(user: SessionUser): void {
  render(user);
  // Later changes: signed out in another tab, session revoked, claims refreshed.
  onUserChange((next) => {
    if (next) render(next);
    else unmountAll();
  });
}
