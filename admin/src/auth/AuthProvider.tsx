// The session: follows Firebase Auth's ID token (so new claims are seen), signs in and out, and
// lets only the latest token read set the state.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  type User,
} from 'firebase/auth';
import { isStaff, roleFromClaims, scopeFromClaims } from '@gn/core/roles';
import { auth } from '../lib/firebase';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';

async function readState(user: User, forceRefresh: boolean): Promise<AuthState> {
  const token = await user.getIdTokenResult(forceRefresh);
  const role = roleFromClaims(token.claims);
  return { status: 'signed-in', user, role, scope: scopeFromClaims(token.claims), isStaff: isStaff(role) };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  // Token reads are async; only the latest one may win, or a slow stale read could
  // overwrite a fresh sign-in or sign-out.
  const latestRead = useRef(0);
  // Set before Firebase signs out, so every state produced by that sign-out (the token
  // listener's and ours) says it was deliberate.
  const signingOut = useRef(false);

  const apply = useCallback(async (user: User | null, forceRefresh: boolean) => {
    const read = ++latestRead.current;
    let next: AuthState = { status: 'anonymous', signedOut: signingOut.current };
    if (user) {
      try {
        next = await readState(user, forceRefresh);
      } catch (error) {
        // A token that cannot be read (revoked, disabled account) means no usable session.
        console.error('Falha ao ler o token de autenticação', error);
      }
    }
    if (read === latestRead.current) setState(next);
    return next;
  }, []);

  // onIdTokenChanged (not onAuthStateChanged) so a refreshed token with new claims is seen.
  useEffect(() => onIdTokenChanged(auth, (user) => void apply(user, false)), [apply]);

  const signIn = useCallback(async (email: string, password: string) => {
    signingOut.current = false;
    const credential = await signInWithEmailAndPassword(auth, email, password);
    // Forced refresh: claims granted since the last token must count now. Errors propagate
    // to the form; setting the state here lets the caller navigate straight into /admin.
    const next = await readState(credential.user, true);
    latestRead.current++;
    setState(next);
  }, []);

  const signOut = useCallback(async () => {
    signingOut.current = true;
    try {
      await firebaseSignOut(auth);
    } catch (error) {
      signingOut.current = false;
      throw error;
    }
    await apply(null, false);
  }, [apply]);

  const value = useMemo<AuthContextValue>(() => ({ ...state, signIn, signOut }), [state, signIn, signOut]);
  return <AuthContext value={value}>{children}</AuthContext>;
}
