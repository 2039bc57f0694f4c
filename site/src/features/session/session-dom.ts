// DOM switches of the header session area, shared by the inline loader and the user menu.
// `html[data-session="1"]` hides the 'Entrar' link and shows a placeholder (see SessionArea.astro);
// `[data-admin-only]` elements (e.g. the home's 'Gerenciar Banners') carry `hidden` until an admin
// is known.
import type { SessionUser } from './session';

export function showSignedIn(user: SessionUser): void {
  document.documentElement.dataset.session = 'user';
  for (const el of document.querySelectorAll<HTMLElement>('[data-admin-only]')) el.hidden = !user.isAdmin;
}

export function showAnonymous(): void {
  delete document.documentElement.dataset.session;
  for (const el of document.querySelectorAll<HTMLElement>('[data-admin-only]')) el.hidden = true;
}
