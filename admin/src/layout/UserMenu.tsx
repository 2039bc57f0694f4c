// The header's account menu: who is signed in, a link to their account on the public site, and
// 'Sair' (the guard then sends the page to /entrar).
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { toast } from 'sonner';
import { siteLink } from '../config';
import { useAuth } from '../auth/use-auth';

const ITEM_CLASS =
  'flex w-full items-center gap-2.5 rounded-md px-3 py-2 text-left text-sm text-ink data-focus:bg-surface-muted';

export function UserMenu() {
  const auth = useAuth();
  if (auth.status !== 'signed-in') return null;
  const email = auth.user.email ?? '';
  const name = auth.user.displayName || email;

  async function handleSignOut() {
    try {
      await auth.signOut();
      toast.success('Logout realizado com sucesso');
      // No navigate() here: AdminGuard sees the signed-out state and sends the page to /entrar;
      // navigating ourselves would race with it.
    } catch (error) {
      console.error(error);
      toast.error('Erro ao sair');
    }
  }

  return (
    <Menu>
      <MenuButton className="flex items-center gap-2 rounded-lg p-1 pr-2 text-sm text-ink hover:bg-surface-muted">
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-accent-soft font-semibold text-accent-ink"
        >
          {(name[0] ?? '?').toUpperCase()}
        </span>
        <span className="hidden max-w-48 truncate md:inline">{name}</span>
        <span className="sr-only md:hidden">Menu do usuário</span>
        <ChevronDown className="size-4 text-ink-muted" aria-hidden="true" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 w-60 rounded-xl border border-line bg-surface p-1.5 shadow-lg [--anchor-gap:6px] focus:outline-none"
      >
        <div className="px-3 py-2">
          <p className="truncate text-sm font-medium text-ink">{name}</p>
          {email !== name && <p className="truncate text-xs text-ink-muted">{email}</p>}
        </div>
        <MenuSeparator className="my-1 h-px bg-line" />
        <MenuItem>
          {/* The profile lives on the public site (another origin): a plain absolute link. */}
          <a href={siteLink('/conta')} className={ITEM_CLASS}>
            <UserRound className="size-4 text-ink-muted" aria-hidden="true" />
            Meu Perfil
          </a>
        </MenuItem>
        <MenuItem>
          <button type="button" onClick={handleSignOut} className={ITEM_CLASS}>
            <LogOut className="size-4 text-ink-muted" aria-hidden="true" />
            Sair
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
