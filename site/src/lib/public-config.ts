// Browser configuration, fixed at build time (PUBLIC_* variables set by the local runner or by the
// production build). The only module that reads import.meta.env on the site.
export const publicConfig = {
  projectId: import.meta.env.PUBLIC_FIREBASE_PROJECT_ID ?? 'demo-gn',
  apiKey: import.meta.env.PUBLIC_FIREBASE_API_KEY ?? 'demo-key',
  authDomain: import.meta.env.PUBLIC_FIREBASE_AUTH_DOMAIN as string | undefined,
  /** e.g. http://127.0.0.1:5099 under the emulators; undefined in production. */
  authEmulatorUrl: import.meta.env.PUBLIC_AUTH_EMULATOR_URL as string | undefined,
  /** e.g. 127.0.0.1:5080 under the emulators; undefined in production. */
  firestoreEmulatorHost: import.meta.env.PUBLIC_FIRESTORE_EMULATOR_HOST as string | undefined,
  /** Absolute URL of the admin app (its own origin). */
  adminUrl: import.meta.env.PUBLIC_ADMIN_URL ?? 'https://admin.gningressos.com.br',
};

/** Base URL of Firestore's REST API: public documents can be read with a plain fetch, no SDK. */
export function firestoreRestBase(): string {
  const host = publicConfig.firestoreEmulatorHost;
  const origin = host ? `http://${host}` : 'https://firestore.googleapis.com';
  return `${origin}/v1/projects/${publicConfig.projectId}/databases/(default)/documents`;
}
