// The auth state the app shares (loading, anonymous, signed in with or without the admin claim)
// and its React context.
import { createContext } from 'react';
import type { User } from 'firebase/auth';

export type AuthState =
  | { status: 'loading' }
  /** signedOut: the user just chose 'Sair' (the guard then drops returnTo). */
  | { status: 'anonymous'; signedOut?: boolean }
  | { status: 'signed-in'; user: User; isAdmin: boolean };

export type AuthContextValue = AuthState & {
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
