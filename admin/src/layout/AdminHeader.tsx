// The sticky top bar of the admin: the drawer button below lg, the search, the public site's
// publish state, the theme switch and the user menu.
import { Menu as MenuIcon } from 'lucide-react';
import { can } from '@gn/core/roles';
import { useAuth } from '../auth/use-auth';
import { ThemeToggle } from '../theme/ThemeToggle';
import { IconButton } from '../ui/IconButton';
import { HeaderSearch } from './HeaderSearch';
import { PublishStatus } from './publish-state/PublishStatus';
import { UserMenu } from './UserMenu';

export function AdminHeader({ onOpenDrawer }: { onOpenDrawer: () => void }) {
  const auth = useAuth();
  // The search and the publish state read content, orders and users: the whole back office's.
  const managesContent = auth.status === 'signed-in' && can(auth.role, 'gerir_conteudo');
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-line bg-surface/90 px-4 backdrop-blur sm:px-6">
      <IconButton label="Abrir menu" icon={MenuIcon} onClick={onOpenDrawer} className="-ml-1 lg:hidden" />
      {managesContent ? <HeaderSearch /> : null}
      <div className="ml-auto flex min-w-0 items-center gap-1">
        {managesContent ? <PublishStatus /> : null}
        <ThemeToggle />
        <UserMenu />
      </div>
    </header>
  );
}
