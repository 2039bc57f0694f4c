// The auth state the app shares (loading, anonymous, signed in with a staff role or as a customer)
// and its React context.
import { createContext } from 'react';
import type { User } from 'firebase/auth';
import type { Role, StaffScope } from '@gn/core/roles';

export type AuthState =
  | { status: 'loading' }
  /** signedOut: the user just chose 'Sair' (the guard then drops returnTo). */
  | { status: 'anonymous'; signedOut?: boolean }
  /** role and scope from the ID token's claims (core/src/roles.ts); isStaff: may open the back office */
  | { status: 'signed-in'; user: User; role: Role; scope: StaffScope; isStaff: boolean };

export type AuthContextValue = AuthState & {
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
