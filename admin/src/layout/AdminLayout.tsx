// The frame of every /admin screen: skip link, sidebar from lg (drawer below it, closed when the
// window widens), header, and the screen itself in <main id="conteudo">.
import { useEffect, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { Wordmark } from '../ui/Wordmark';
import { AdminHeader } from './AdminHeader';
import { MobileDrawer } from './MobileDrawer';
import { SidebarNav } from './SidebarNav';

export function AdminLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);

  // The drawer is a modal that makes the page inert; at the lg breakpoint it is hidden, so a
  // window widened while it is open must close it or the page would stay unusable.
  useEffect(() => {
    const desktop = window.matchMedia('(min-width: 64rem)');
    const close = () => desktop.matches && setDrawerOpen(false);
    desktop.addEventListener('change', close);
    return () => desktop.removeEventListener('change', close);
  }, []);

  return (
    <div className="min-h-dvh lg:pl-64">
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-md bg-accent px-3 py-2 text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Pular para o conteúdo
      </a>
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col border-r border-line bg-surface lg:flex">
        <div className="flex h-16 items-center border-b border-line px-5">
          <Link to="/admin" className="rounded-md">
            <Wordmark />
          </Link>
        </div>
        <SidebarNav />
      </aside>
      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <AdminHeader onOpenDrawer={() => setDrawerOpen(true)} />
      <main
        id="conteudo"
        tabIndex={-1}
        className="mx-auto max-w-7xl px-4 py-6 focus:outline-none sm:px-6 lg:py-8"
      >
        <Outlet />
      </main>
    </div>
  );
}
