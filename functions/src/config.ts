// The one reader of the functions' environment. Every variable the code reads is declared in
// ENV_VARS with what it is for, and `readEnv` only takes those names, so a new variable starts
// here; lint forbids `process.env` in every other file. Parsers that tests call with a made-up
// environment take an `EnvVars` argument whose default is `processEnv()`.
//
// Secrets (SECRETS) come from Secret Manager in production and from functions/.secret.local under
// the emulator (written by the local runner); a function sees a secret only when it names it in
// its options, which is what `secrets: [...SECRETS.x]` below each function does.

export const ENV_VARS = {
  // secrets
  ASAAS_API_KEY: 'Asaas API key ($aact_prod_… or $aact_hmlg_…)',
  ASAAS_WEBHOOK_TOKEN: "token Asaas sends in 'asaas-access-token' with every webhook",
  TICKET_SIGNING_KEY: "HMAC key of the tickets' QR codes (core/src/server/ticket-code.ts)",
  SMTP_PASSWORD: "password of SMTP_URL's user (kept out of the URL, which is plain configuration)",
  BUILD_REPORT_TOKEN: 'bearer token the site builder sends with its report of a build (webhooks/site-build)',
  APPLE_PASS_CERT: 'Apple Wallet: the Pass Type ID certificate (PEM, or base64 of the PEM)',
  APPLE_PASS_KEY: "Apple Wallet: that certificate's private key (PEM, or base64 of the PEM; unencrypted)",
  APPLE_WWDR_CERT: "Apple Wallet: Apple's WWDR intermediate certificate (G4; PEM or base64 of the PEM)",
  APPLE_PASS_TYPE_ID: "Apple Wallet: the Pass Type ID ('pass.br.com.gningressos.ingresso')",
  APPLE_TEAM_ID: "Apple Wallet: the developer account's Team ID",
  GOOGLE_WALLET_ISSUER_ID: 'Google Wallet: the issuer id of the Google Pay & Wallet Console',
  GOOGLE_WALLET_SA_KEY:
    "Google Wallet: the service account's JSON key (or base64 of it) that signs the save links",
  // plain configuration (functions/.env.<project>; the local runner's environment)
  ASAAS_BASE_URL: 'explicit Asaas API base, e.g. the local sandbox',
  ASAAS_ENVIRONMENT: "'production' (default) or 'sandbox' when ASAAS_BASE_URL is not set",
  SMTP_URL: 'SMTP server, e.g. smtps://user@smtp.provider.com:465; unset: no e-mail',
  MAIL_FROM: 'sender of the e-mails',
  SITE_URL: 'absolute URL of the public site (links in e-mails)',
  GN_INTERNAL_TOKEN: "bearer token of the local runner's internal calls (the sweep, the reminders)",
  GN_TRUSTED_PROXY_HOPS: 'X-Forwarded-For entries our own infrastructure appends',
  GN_BUILD_HOOK_URL: 'endpoint that rebuilds and deploys the static site',
  GN_BUILD_HOOK_TOKEN: 'bearer token of that endpoint',
  GN_PUBLISH_DEBOUNCE_SECONDS: 'wait before a content change rebuilds the site',
  GN_SETTINGS_CACHE_SECONDS: 'lifetime of cached site_settings documents',
  GN_RESERVATION_MINUTES: 'how long a checkout holds its tickets (tests shorten it)',
  GN_FILE_STORE_DIR: 'local folder for uploads instead of Cloud Storage',
  GN_FAULT_INJECTION: "'1' lets tests ask for a failure at a named point (never in production)",
  // set by the platform
  FUNCTIONS_EMULATOR: "'true' under the Firebase emulator",
} as const;

export type EnvName = keyof typeof ENV_VARS;
export type EnvVars = Readonly<Partial<Record<EnvName, string>>>;

/** The process environment, seen through the declared names. */
export function processEnv(): EnvVars {
  return process.env;
}

/** One variable, trimmed; undefined when unset or blank. */
export function readEnv(name: EnvName, env: EnvVars = processEnv()): string | undefined {
  return env[name]?.trim() || undefined;
}

/** The wallets' signing material and ids (functions/src/wallet/wallet-secrets.ts). */
export const WALLET_SECRETS = [
  'APPLE_PASS_CERT',
  'APPLE_PASS_KEY',
  'APPLE_WWDR_CERT',
  'APPLE_PASS_TYPE_ID',
  'APPLE_TEAM_ID',
  'GOOGLE_WALLET_ISSUER_ID',
  'GOOGLE_WALLET_SA_KEY',
] as const satisfies readonly EnvName[];

/** Which secrets each function binds (a function reads only the secrets it names). */
export const SECRETS = {
  api: [
    'ASAAS_API_KEY',
    'ASAAS_WEBHOOK_TOKEN',
    'TICKET_SIGNING_KEY',
    'SMTP_PASSWORD',
    'BUILD_REPORT_TOKEN',
    ...WALLET_SECRETS,
  ],
  sweep: ['ASAAS_API_KEY', 'TICKET_SIGNING_KEY'],
  mail: ['SMTP_PASSWORD'],
} as const satisfies Record<string, readonly EnvName[]>;
