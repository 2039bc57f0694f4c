// Reading a stored settings document: whatever is in Firestore (missing, from an older version,
// hand-edited) becomes valid settings or the defaults, so a damaged document never breaks a
// checkout or a build.
import type { z } from '../zod.ts';

/**
 * A stored document (possibly missing, from an older version, or hand-edited) → valid settings:
 * the schema's result when it passes, else the defaults. Extra keys (updated_by, updated_at)
 * are ignored.
 */
export function parseStoredSettings<S extends z.ZodType, D = z.output<S>>(
  schema: S,
  data: unknown,
  defaults: D,
): z.output<S> | D {
  if (data === undefined || data === null) return defaults;
  const parsed = schema.safeParse(data);
  return parsed.success ? parsed.data : defaults;
}
