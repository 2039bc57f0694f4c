// Every zod schema of the project is built from this module. Zod 4 compiles object parsers with
// `new Function()` when the page allows it, and its probe alone makes the browser report a
// Content-Security-Policy violation: both sites forbid eval (see the README's security headers).
// Jitless parsing is fast enough for forms and API bodies. The setting is read when a schema is
// built, so it must run before any z.object(): importing z from here guarantees that.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
