// Guard of the signed-in pages (/conta/**, checkout): a centred spinner while the session loads,
// the children once a user is known, and /entrar?returnTo=<this path + query> for anonymous
// visitors (who then come back here). Without a session hint it redirects at once, without
// loading the Auth SDK. It keeps following the session: signing out in another tab leaves too.
//
//   <RequireUser>{(user) => <AccountHome user={user} />}</RequireUser>
//   const user = useRequiredUser(); // null while loading (or leaving)
import { useEffect, useState, type ReactNode } from 'react';
import { Spinner } from '../../ui/Spinner';
import { hasSessionHint, onUserChange, redirectToSignIn, type SessionUser } from './session';

export function useRequiredUser(): SessionUser | null {
  const [user, setUser] = useState<SessionUser | null>(null);
  useEffect(() => {
    if (!hasSessionHint()) {
      redirectToSignIn();
      return;
    }
    return onUserChange((next) => {
      if (next) setUser(next);
      else {
        setUser(null);
        redirectToSignIn();
      }
    });
  }, []);
  return user;
}

export function PageSpinner({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center" data-testid="page-spinner">
      <Spinner className="size-10 text-accent-ink" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function RequireUser({ children }: { children: (user: SessionUser) => ReactNode }) {
  const user = useRequiredUser();
  return user ? <>{children(user)}</> : <PageSpinner />;
}

/**
 * The default export of a signed-in page's island: the page for the signed-in user (a spinner,
 * then a redirect for visitors).
 */
export function signedInIsland(Page: (props: { user: SessionUser }) => ReactNode) {
  return function SignedInIsland() {
    return <RequireUser>{(user) => <Page user={user} />}</RequireUser>;
  };
}
