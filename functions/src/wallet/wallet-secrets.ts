// The wallets' signing material, from the secrets (config.ts, WALLET_SECRETS). In production they
// are Apple's Pass Type ID certificate and key, Apple's WWDR certificate and the Google service
// account's key; under the local stack, a TEST chain the stack made (dev/lib/wallet-test-keys.mjs),
// which no phone trusts. A PEM may be given as is or as base64 of it (one line in
// functions/.secret.local).
import { createHmac } from 'node:crypto';
import { readEnv, type EnvName } from '../config.ts';

export interface AppleSigning {
  passTypeIdentifier: string;
  teamIdentifier: string;
  signerCert: string;
  signerKey: string;
  wwdr: string;
}

export interface GoogleSigning {
  issuerId: string;
  /** the service account's e-mail: the JWT's issuer */
  clientEmail: string;
  /** its PKCS#8 private key (PEM) */
  privateKey: string;
}

/** A PEM as given, or decoded from base64. */
export function pemOf(value: string): string {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  return Buffer.from(value, 'base64').toString('utf8');
}

function required(name: EnvName): string | null {
  return readEnv(name) ?? null;
}

/** Apple's signing material, or null when the deployment has none (the button then answers 503). */
export function appleSigning(): AppleSigning | null {
  const [cert, key, wwdr, passType, team] = [
    required('APPLE_PASS_CERT'),
    required('APPLE_PASS_KEY'),
    required('APPLE_WWDR_CERT'),
    required('APPLE_PASS_TYPE_ID'),
    required('APPLE_TEAM_ID'),
  ];
  if (!cert || !key || !wwdr || !passType || !team) return null;
  return {
    passTypeIdentifier: passType,
    teamIdentifier: team,
    signerCert: pemOf(cert),
    signerKey: pemOf(key),
    wwdr: pemOf(wwdr),
  };
}

/** Google's issuer and service account, or null when the deployment has none. */
export function googleSigning(): GoogleSigning | null {
  const issuerId = required('GOOGLE_WALLET_ISSUER_ID');
  const raw = required('GOOGLE_WALLET_SA_KEY');
  if (!issuerId || !raw) return null;
  const json = raw.trim().startsWith('{') ? raw : Buffer.from(raw, 'base64').toString('utf8');
  const key = JSON.parse(json) as { client_email?: unknown; private_key?: unknown };
  if (typeof key.client_email !== 'string' || typeof key.private_key !== 'string') {
    throw new Error('GOOGLE_WALLET_SA_KEY: client_email and private_key are required');
  }
  return { issuerId, clientEmail: key.client_email, privateKey: pemOf(key.private_key) };
}

/**
 * The pass's authenticationToken (Apple: at least 16 characters): derived from the pass key with
 * a label of its own, so no token is stored and a new key retires every old token at once.
 */
export function passAuthenticationToken(signing: Pick<AppleSigning, 'signerKey'>, serial: string): string {
  const key = createHmac('sha256', signing.signerKey).update('carteira:apple:autenticacao:v1').digest();
  return createHmac('sha256', key).update(serial).digest('base64url');
}
