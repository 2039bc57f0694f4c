// The section links, shared by the desktop sidebar and the mobile drawer.
import { NavLink } from 'react-router-dom';
import { useAuth } from '../auth/use-auth';
import { navItemsFor } from './nav-items';

/** The section links; shared by the desktop sidebar and the mobile drawer. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const auth = useAuth();
  // Each role sees only the sections it may open (the API holds the same line).
  const items = auth.status === 'signed-in' ? navItemsFor(auth.role) : [];
  return (
    <nav aria-label="Seções do painel" className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="space-y-0.5">
        {items.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              // '/admin' must not stay highlighted on every sub-section.
              end={to === '/admin'}
              onClick={onNavigate}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
                  isActive
                    ? 'bg-accent-soft text-accent-ink'
                    : 'text-ink-muted hover:bg-surface-muted hover:text-ink'
                }`
              }
            >
              <Icon className="size-[1.125rem] shrink-0" aria-hidden="true" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
