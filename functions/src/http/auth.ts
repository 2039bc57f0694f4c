// Authentication for the API: the requireUser and requireStaff middlewares verify the Firebase ID
// token (revoked and disabled accounts refused) and caller() gives handlers the verified user. A
// user route checks revocation against the functions' own record (revocations.ts: one Firestore
// read, no Auth lookup per request); a back-office route also asks Firebase (checkRevoked), and
// allow(capability) holds each area to the roles of core/src/roles.ts.
import type { RequestHandler, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { auth } from '../firebase.ts';
import { SIGN_IN_ERRORS } from '@gn/core/schemas/auth';
import { ApiError, refusalError } from './errors.ts';
import { firebaseErrorCode } from './firebase-errors.ts';
import { isRevokedToken } from './revocations.ts';
import {
  can,
  canAt,
  FORBIDDEN_FOR_ROLE_MESSAGE,
  isStaff,
  OUTSIDE_SCOPE_MESSAGE,
  roleFromClaims,
  scopeFromClaims,
  type Capability,
  type Role,
  type StaffScope,
} from '@gn/core/roles';

const LOGIN_REQUIRED = 'Faça login para continuar';

/** The verified caller, stored by `requireUser` for the handlers after it. */
export function caller(res: Response): DecodedIdToken {
  const user = res.locals.caller as DecodedIdToken | undefined;
  // A handler reading the caller without the middleware in front is a wiring bug, not a 401.
  if (!user) throw new Error('caller() used on a route without requireUser');
  return user;
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * Verifies `Authorization: Bearer <Firebase ID token>` (signature and expiry, with Google's keys
 * cached by the SDK) and refuses a session the functions revoked (a role change, a ban, a
 * deletion). `withFirebaseCheck` also asks the Auth service (checkRevoked), which sees as well
 * a password change and an account disabled in the console.
 */
async function verifyCaller(
  authorization: string | undefined,
  { withFirebaseCheck }: { withFirebaseCheck: boolean },
): Promise<DecodedIdToken> {
  const token = bearerToken(authorization);
  if (!token) throw new ApiError('unauthenticated', LOGIN_REQUIRED);
  let decoded: DecodedIdToken;
  try {
    decoded = await auth().verifyIdToken(token, withFirebaseCheck);
  } catch (error) {
    // Every auth/* failure (expired, revoked, disabled, malformed) is the client's; a lookup that
    // did not answer (a timeout under a rush) is no reason to sign anyone out: 503, try again.
    const code = firebaseErrorCode(error);
    if (code?.startsWith('auth/') && code !== 'auth/internal-error') {
      throw new ApiError('unauthenticated', LOGIN_REQUIRED);
    }
    throw refusalError('unavailable', SIGN_IN_ERRORS.checkUnavailable);
  }
  if (await isRevokedToken(decoded)) throw new ApiError('unauthenticated', LOGIN_REQUIRED);
  return decoded;
}

export const requireUser: RequestHandler = async (req, res, next) => {
  res.locals.caller = await verifyCaller(req.get('authorization'), { withFirebaseCheck: false });
  next();
};

/**
 * The staff role a verified token states (roles.ts roleFromClaims). A role change revokes the
 * user's sessions (set-role), so a token with an old role is refused by verifyCaller before here.
 */
export function callerRole(token: DecodedIdToken): Role {
  return roleFromClaims(token);
}

function staffGate(check: { withFirebaseCheck: boolean }): RequestHandler {
  return async (req, res, next) => {
    res.locals.caller = await verifyCaller(req.get('authorization'), check);
    if (!isStaff(callerRole(caller(res)))) {
      throw new ApiError('forbidden', 'Acesso restrito a administradores');
    }
    next();
  };
}

/** The back office's door: a signed-in member of staff (any role but the customer's). */
export const requireStaff: RequestHandler = staffGate({ withFirebaseCheck: true });

/**
 * The event door's routes (scans, the scanner's download and sync): staff as requireStaff, with
 * revocation checked against the functions' record only. A gate scans thousands of tickets an
 * hour; an Auth lookup per scan is a network call and a quota paid at the worst moment (issue
 * #28 saw them time out under a rush). A role change or ban still refuses at once (it writes the
 * record); a password change in the console waits for the token's expiry, within the hour.
 */
export const requireDoorStaff: RequestHandler = staffGate({ withFirebaseCheck: false });

/** Behind requireStaff: the caller's role has `capability` (roles.ts); 403 in pt-BR otherwise. */
export function allow(capability: Capability): RequestHandler {
  return (req, res, next) => {
    if (!can(callerRole(caller(res)), capability)) {
      throw new ApiError('forbidden', FORBIDDEN_FOR_ROLE_MESSAGE);
    }
    next();
  };
}

/** The events and lists a scoped member of staff works at: the `escopo` claim set with the role. */
export function callerScope(token: DecodedIdToken): StaffScope {
  return scopeFromClaims(token);
}

/**
 * Inside a handler behind requireStaff: the caller may do `capability` at this event (and list);
 * a porteiro of event A scanning at event B gets 403 in pt-BR.
 */
export function requireAt(
  res: Response,
  capability: Capability,
  place: { eventId: string; listId?: string | null },
): void {
  const token = caller(res);
  if (!canAt(callerRole(token), callerScope(token), capability, place)) {
    throw new ApiError(
      'forbidden',
      can(callerRole(token), capability) ? OUTSIDE_SCOPE_MESSAGE : FORBIDDEN_FOR_ROLE_MESSAGE,
    );
  }
}
