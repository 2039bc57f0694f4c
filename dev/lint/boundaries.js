import { readdirSync } from 'node:fs';

// The import boundaries that eslint.config.js enforces, kept apart so that the layering reads as
// one list. Paths are from the repository root (eslint runs there). Each zone says: files under
// `target` may not import anything under `from` (except the `except` paths, relative to `from`).

/** Schemas come from core/src/zod.ts (jitless: the sites' CSP forbids eval). */
export const ZOD_PATH = {
  name: 'zod',
  message: "Import z from core/src/zod.ts (jitless: the sites' CSP forbids eval).",
  allowTypeImports: true,
};

export const noFrameworkInCore = {
  paths: [ZOD_PATH, 'express'],
  patterns: [
    { group: ['react', 'react-*', 'react/*', 'react-dom/*'], message: 'core is pure: no UI framework.' },
    {
      group: ['firebase', 'firebase/*', 'firebase-*', '@firebase/*', '@google-cloud/*'],
      message: 'core is pure: no Firebase.',
    },
  ],
};

/**
 * core's root runs in the browser and on the server alike: what needs one of them lives in
 * core/src/browser (download, masked input, countdown) or core/src/server (ticket signing).
 */
export const noFrameworkInCoreRoot = {
  paths: noFrameworkInCore.paths,
  patterns: [
    ...noFrameworkInCore.patterns,
    {
      group: ['node:*', '**/browser/*', '**/server/*'],
      message:
        "core's root is for both sides: Node or browser-only code goes in core/src/server or core/src/browser.",
    },
  ],
};

const F = './functions/src';
/** Domain modules of the functions: they hold the rules and the writes, never a route. */
const FUNCTIONS_DOMAIN = [
  'account',
  'audit',
  'checkout',
  'content',
  'coupons',
  'files',
  'mail',
  'orders',
  'outbox',
  'payments',
  'privacy',
  'publish',
  'queue',
  'settings',
  'stock',
  'tickets',
  'waitlist',
  'wallet',
];
const FUNCTIONS_TOP = [`${F}/api`, `${F}/app.ts`, `${F}/index.ts`];

/**
 * functions/src, from the ground up: config.ts, firebase.ts, the HTTP kit (http/) and the stored
 * documents' references (store/); the domain
 * modules; the routes (api/<surface>/); the app (app.ts) and the deployed functions (index.ts).
 */
export const functionsLayers = [
  {
    target: [`${F}/http`, `${F}/store`, `${F}/config.ts`, `${F}/firebase.ts`],
    from: [...FUNCTIONS_DOMAIN.map((dir) => `${F}/${dir}`), ...FUNCTIONS_TOP],
    message:
      'http/, store/, config.ts and firebase.ts are the ground floor: they import no domain module and no route.',
  },
  {
    target: FUNCTIONS_DOMAIN.map((dir) => `${F}/${dir}`),
    from: FUNCTIONS_TOP,
    message: 'A domain module holds no route code and imports none.',
  },
  {
    // mail/ renders tickets (their PDFs) and delivers what use cases record: below it, a use case
    // records its message in the outbox instead of sending it.
    target: [`${F}/tickets`, `${F}/outbox`],
    from: `${F}/mail`,
    message:
      'tickets/ and outbox/ sit below mail/ (which renders tickets): record the message with outbox/outbox.ts, the mail sender delivers it.',
  },
  {
    // E-mail leaves one way: a use case or a route records its message in the mail outbox and
    // mail/deliver-outbox.ts sends it. Only the mail layer's own senders call a send-*.ts: the
    // outbox's sender, the paid-order trigger and the reminders' schedule (exported by index.ts);
    // api/internal is the local stand-in of that schedule (the emulator runs none).
    target: [
      ...FUNCTIONS_DOMAIN.filter((dir) => dir !== 'mail').map((dir) => `${F}/${dir}`),
      ...['public', 'me', 'admin', 'webhooks'].map((surface) => `${F}/api/${surface}`),
      `${F}/app.ts`,
    ],
    from: `${F}/mail/send-*.ts`,
    message:
      'E-mail leaves through the mail outbox: record the message with outbox/outbox.ts (recordMessage), and give its kind a builder in mail/deliver-outbox.ts.',
  },
  ...['public', 'me', 'admin', 'webhooks', 'internal'].map((surface) => ({
    target: `${F}/api/${surface}`,
    from: `${F}/api`,
    except: [`./${surface}`],
    message: 'One API surface does not import another: shared code belongs to a domain module or http/.',
  })),
];

/** The sub-folders of a folder (a route, a feature): each is a zone of its own. */
function foldersOf(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const A = './admin/src';
/** admin/src: each route is on its own (shared pieces live in lib/ and ui/, which import no route). */
export const adminLayers = [
  ...foldersOf(`${A}/routes`).map((route) => ({
    target: `${A}/routes/${route}`,
    from: `${A}/routes`,
    except: [`./${route}`],
    message: 'A route does not import another route: move the shared piece to admin/src/lib or admin/src/ui.',
  })),
  {
    target: [`${A}/lib`, `${A}/ui`],
    from: `${A}/routes`,
    message: 'lib/ and ui/ are shared by the routes: they import none.',
  },
  {
    target: `${A}/lib`,
    from: [`${A}/ui`, `${A}/layout`, `${A}/auth`],
    message: 'lib/ is the logic under the components: it imports no component (ui/, layout/, auth/).',
  },
  {
    target: `${A}/auth`,
    from: `${A}/layout`,
    message: 'The layout shows who is signed in, so auth/ imports no layout piece: shared pieces go in ui/.',
  },
];

const S = './site/src';
/** Features every other feature may use: the signed-in session, the cart, a placed order's views. */
const SHARED_FEATURES = ['session', 'cart', 'orders'];
/**
 * site/src: a feature imports no other feature but the shared ones (which import no other
 * feature themselves); lib/ and ui/ import no feature.
 */
export const siteLayers = [
  ...foldersOf(`${S}/features`).map((feature) => ({
    target: `${S}/features/${feature}`,
    from: `${S}/features`,
    except: [
      `./${feature}`,
      ...SHARED_FEATURES.filter((shared) => shared !== feature).map((shared) => `./${shared}`),
    ],
    message: `A site feature imports only the shared features (${SHARED_FEATURES.join(', ')}): move the shared piece to site/src/lib or site/src/ui.`,
  })),
  ...SHARED_FEATURES.map((shared) => ({
    target: `${S}/features/${shared}`,
    from: `${S}/features`,
    except: [...new Set([`./${shared}`, './session'])],
    message: 'A shared feature imports only the session.',
  })),
  {
    target: [`${S}/lib`, `${S}/ui`],
    from: `${S}/features`,
    message: 'lib/ and ui/ are shared by the features: they import none.',
  },
];
