// The guard of /admin: anonymous users go to /entrar (with returnTo unless they just signed out),
// signed-in customers (no staff role in the token) to the public site.
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { siteLink } from '../config';
import { LayoutSkeleton } from '../ui/LayoutSkeleton';
import { useAuth } from './use-auth';

/** Wraps /admin: only a user whose ID token carries a staff role gets through. */
export function AdminGuard() {
  const auth = useAuth();
  const location = useLocation();
  const isNonAdmin = auth.status === 'signed-in' && !auth.isStaff;

  useEffect(() => {
    // The public site is another origin, so this is a full page load, not a router navigation.
    if (isNonAdmin) window.location.assign(siteLink('/'));
  }, [isNonAdmin]);

  if (auth.status === 'anonymous') {
    // After 'Sair' the next person to sign in should start at the dashboard.
    if (auth.signedOut) return <Navigate to="/entrar" replace />;
    const returnTo = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/entrar?returnTo=${returnTo}`} replace />;
  }
  if (auth.status === 'loading' || isNonAdmin) return <LayoutSkeleton />;
  return <Outlet />;
}
