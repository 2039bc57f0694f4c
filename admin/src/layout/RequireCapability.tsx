// A section's door inside the admin layout: a member of staff whose role lacks the section's
// capability (core/src/roles.ts) sees why, with a way to the sections they may open. The API
// refuses the same calls (403), so this only spares a screen of errors.
import { ShieldOff } from 'lucide-react';
import { Link, Navigate, Outlet } from 'react-router-dom';
import { can, FORBIDDEN_FOR_ROLE_MESSAGE, ROLE_LABELS, type Capability } from '@gn/core/roles';
import { homeFor } from './nav-items';
import { useAuth } from '../auth/use-auth';

export function RequireCapability({ capability }: { capability: Capability }) {
  const auth = useAuth();
  // AdminGuard above lets only signed-in staff through.
  if (auth.status !== 'signed-in' || can(auth.role, capability)) return <Outlet />;
  return (
    <div role="alert" className="flex flex-col items-center justify-center px-4 py-20 text-center">
      <ShieldOff className="size-10 text-ink-muted" aria-hidden="true" />
      <h1 className="mt-3 text-xl font-semibold text-ink">{FORBIDDEN_FOR_ROLE_MESSAGE}</h1>
      <p className="mt-1 text-sm text-ink-muted">Seu perfil: {ROLE_LABELS[auth.role]}.</p>
      <Link
        to={homeFor(auth.role)}
        className="mt-6 inline-flex h-10 items-center rounded-lg bg-accent px-4 text-sm font-semibold text-on-accent hover:bg-accent-hover"
      >
        Ir para o meu painel
      </Link>
    </div>
  );
}

/** /admin itself: the dashboard for whoever may see reports, else the role's first section. */
export function AdminHome({ children }: { children: React.ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'signed-in' && !can(auth.role, 'ver_relatorios')) {
    return <Navigate to={homeFor(auth.role)} replace />;
  }
  return children;
}
