// The admin app's settings, fixed at build time from VITE_* variables (vite.config.ts refuses
// to build without the required ones). Everything else reads settings from here, never from
// import.meta.env directly.

function required(name: string, value: string | undefined): string {
  if (!value) throw new Error(`Configuração ausente: ${name}`);
  return value;
}

function optional(value: string | undefined): string | null {
  return value ? value : null;
}

function parseHostPort(value: string | null): { host: string; port: number } | null {
  if (!value) return null;
  const separator = value.lastIndexOf(':');
  const port = Number(value.slice(separator + 1));
  if (separator <= 0 || !Number.isInteger(port)) {
    throw new Error(`VITE_FIRESTORE_EMULATOR_HOST inválido: ${value}`);
  }
  return { host: value.slice(0, separator), port };
}

const env = import.meta.env;
const projectId = required('VITE_FIREBASE_PROJECT_ID', env.VITE_FIREBASE_PROJECT_ID);

export const config = {
  firebase: {
    projectId,
    apiKey: required('VITE_FIREBASE_API_KEY', env.VITE_FIREBASE_API_KEY),
    authDomain: optional(env.VITE_FIREBASE_AUTH_DOMAIN) ?? `${projectId}.firebaseapp.com`,
  },
  /** e.g. http://127.0.0.1:9099; null in production. */
  authEmulatorUrl: optional(env.VITE_AUTH_EMULATOR_URL),
  /** e.g. { host: '127.0.0.1', port: 8080 }; null in production. */
  firestoreEmulator: parseHostPort(optional(env.VITE_FIRESTORE_EMULATOR_HOST)),
  /** Absolute URL of the public site, without a trailing slash. */
  siteUrl: required('VITE_SITE_URL', env.VITE_SITE_URL).replace(/\/+$/, ''),
} as const;

/** Absolute link to a page of the public site (the two apps live on different origins). */
export function siteLink(path: string): string {
  return config.siteUrl + (path.startsWith('/') ? path : `/${path}`);
}
