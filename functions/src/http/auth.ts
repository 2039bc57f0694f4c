// Authentication for the API: the requireUser and requireAdmin middlewares verify the Firebase ID
// token (revoked and disabled accounts refused) and caller() gives handlers the verified user.
import type { RequestHandler, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { auth } from '../firebase.ts';
import { ApiError } from './errors.ts';
import { firebaseErrorCode } from './firebase-errors.ts';

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
 * Verifies `Authorization: Bearer <Firebase ID token>`. checkRevoked=true also refuses tokens of
 * disabled (banned) users and tokens issued before a revocation (role change, ban).
 */
async function verifyCaller(authorization: string | undefined): Promise<DecodedIdToken> {
  const token = bearerToken(authorization);
  if (!token) throw new ApiError('unauthenticated', LOGIN_REQUIRED);
  try {
    return await auth().verifyIdToken(token, true);
  } catch (error) {
    // Every auth/* failure (expired, revoked, disabled, malformed) is the client's; others are ours.
    if (firebaseErrorCode(error)?.startsWith('auth/')) {
      throw new ApiError('unauthenticated', LOGIN_REQUIRED);
    }
    throw error;
  }
}

export const requireUser: RequestHandler = async (req, res, next) => {
  res.locals.caller = await verifyCaller(req.get('authorization'));
  next();
};

/** A signed-in caller whose token carries the custom claim `admin: true` (see set-role). */
export const requireAdmin: RequestHandler = async (req, res, next) => {
  res.locals.caller = await verifyCaller(req.get('authorization'));
  if (caller(res).admin !== true) {
    throw new ApiError('forbidden', 'Acesso restrito a administradores');
  }
  next();
};
