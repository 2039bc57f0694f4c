// The signed-in part of the header (a menu button) and of the drawer (a plain list). Mounted by
// mount-user-menu.tsx only when a session exists, so anonymous visitors never download it.
import { useState } from 'react';
import { ChevronDown, LogOut, Settings, ShieldCheck, Ticket, UserRound } from 'lucide-react';
import { publicConfig } from '../../lib/public-config';
import { initialsOf } from '../../lib/initials';
import { signOutEverywhere, type SessionUser } from './session';
import { useMenuButton } from './use-menu-button';

export type SessionVariant = 'header' | 'drawer';

export const ACCOUNT_LINKS = [
  { href: '/conta', label: 'Minha Conta', icon: UserRound },
  { href: '/conta/ingressos', label: 'Meus Ingressos', icon: Ticket },
  { href: '/conta/configuracoes', label: 'Configurações', icon: Settings },
] as const;

export function adminHref(): string {
  return `${publicConfig.adminUrl.replace(/\/+$/, '')}/admin`;
}

function displayNameOf(user: SessionUser): string {
  return user.displayName?.trim() || user.email || 'Minha conta';
}

function Avatar({ user, size = 'md' }: { user: SessionUser; size?: 'md' | 'lg' }) {
  const dims = size === 'lg' ? 'size-10 text-sm' : 'size-8 text-xs';
  return (
    <span
      aria-hidden="true"
      className={`${dims} inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-fuchsia-600 font-bold text-white`}
    >
      {initialsOf(user)}
    </span>
  );
}

function AdminLink({ block = false }: { block?: boolean }) {
  return (
    <a
      href={adminHref()}
      data-testid="admin-link"
      className={
        block
          ? 'flex min-h-12 items-center gap-3 rounded-xl px-3 text-base font-semibold text-accent-ink transition-colors hover:bg-accent-soft'
          : 'inline-flex h-10 items-center gap-1.5 rounded-full border border-accent-ink/30 bg-accent-soft px-3.5 text-sm font-semibold text-accent-ink transition-colors hover:border-accent-ink/60'
      }
    >
      <ShieldCheck className={block ? 'size-5' : 'size-4'} aria-hidden="true" />
      {/* The name stays 'Admin' for assistive tech even where the text is visually hidden. */}
      <span className={block ? '' : 'max-sm:sr-only'}>Admin</span>
    </a>
  );
}

function useSigningOut() {
  const [busy, setBusy] = useState(false);
  return {
    busy,
    signOut: () => {
      setBusy(true);
      void signOutEverywhere();
    },
  };
}

/** The drawer: the same destinations as a vertical list. */
function DrawerList({ user }: { user: SessionUser }) {
  const { busy, signOut } = useSigningOut();
  return (
    <div data-testid="user-menu" className="space-y-1">
      <div className="flex items-center gap-3 px-3 pb-3">
        <Avatar user={user} size="lg" />
        <div className="min-w-0">
          <p className="truncate font-semibold">{displayNameOf(user)}</p>
          {user.email && user.displayName && <p className="truncate text-sm text-ink-muted">{user.email}</p>}
        </div>
      </div>
      <ul className="space-y-1" aria-label="Minha conta">
        {ACCOUNT_LINKS.map(({ href, label, icon: Icon }) => (
          <li key={href}>
            <a
              href={href}
              className="flex min-h-12 items-center gap-3 rounded-xl px-3 text-base font-semibold text-ink transition-colors hover:bg-surface-muted"
            >
              <Icon className="size-5 text-ink-muted" aria-hidden="true" />
              {label}
            </a>
          </li>
        ))}
        {user.isAdmin && (
          <li>
            <AdminLink block />
          </li>
        )}
        <li>
          <button
            type="button"
            onClick={signOut}
            disabled={busy}
            className="flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left text-base font-semibold text-danger transition-colors hover:bg-surface-muted disabled:opacity-60"
          >
            <LogOut className="size-5" aria-hidden="true" />
            Sair
          </button>
        </li>
      </ul>
    </div>
  );
}

/** The header: an accessible menu button (WAI-ARIA menu pattern) plus the Admin button. */
function HeaderMenu({ user }: { user: SessionUser }) {
  const { open, toggle, buttonRef, menuRef, rootRef, menuId, buttonId, onButtonKeyDown, onMenuKeyDown } =
    useMenuButton();
  const { busy, signOut } = useSigningOut();

  const itemClass =
    'flex min-h-10 w-full items-center gap-3 px-3 py-2 text-left text-sm font-medium outline-none hover:bg-surface-muted focus:bg-accent-soft';

  return (
    <div className="flex items-center gap-2" data-testid="user-menu">
      {user.isAdmin && <AdminLink />}
      <div ref={rootRef} className="relative">
        <button
          ref={buttonRef}
          id={buttonId}
          type="button"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={toggle}
          onKeyDown={onButtonKeyDown}
          className="inline-flex h-11 items-center gap-2 rounded-full border border-line bg-surface py-1 pr-2.5 pl-1 text-sm font-semibold text-ink transition-colors hover:bg-surface-muted aria-expanded:bg-surface-muted"
        >
          <Avatar user={user} />
          <span className="max-w-[10rem] truncate max-md:sr-only">{displayNameOf(user)}</span>
          <span className="sr-only">: menu da conta</span>
          <ChevronDown
            className={`size-4 text-ink-muted transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </button>
        {open && (
          <div
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-labelledby={buttonId}
            onKeyDown={onMenuKeyDown}
            className="absolute right-0 z-50 mt-2 w-64 overflow-hidden rounded-2xl border border-line bg-surface py-1 shadow-xl shadow-black/10 dark:shadow-black/50"
          >
            <div role="none" className="border-b border-line px-3 py-3">
              <p role="none" className="truncate text-sm font-semibold">
                {displayNameOf(user)}
              </p>
              {user.email && user.displayName && (
                <p role="none" className="truncate text-xs text-ink-muted">
                  {user.email}
                </p>
              )}
            </div>
            <div role="none" className="py-1">
              {ACCOUNT_LINKS.map(({ href, label, icon: Icon }) => (
                <a
                  key={href}
                  href={href}
                  role="menuitem"
                  tabIndex={-1}
                  className={`${itemClass} text-ink focus:text-accent-ink`}
                >
                  <Icon className="size-4 text-ink-muted" aria-hidden="true" />
                  {label}
                </a>
              ))}
            </div>
            <div role="none" className="border-t border-line py-1">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                disabled={busy}
                onClick={signOut}
                className={`${itemClass} text-danger`}
              >
                <LogOut className="size-4" aria-hidden="true" />
                Sair
              </button>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

export function UserMenu({ user, variant }: { user: SessionUser; variant: SessionVariant }) {
  return variant === 'drawer' ? <DrawerList user={user} /> : <HeaderMenu user={user} />;
}
