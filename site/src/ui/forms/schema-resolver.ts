// A react-hook-form resolver for the core zod schemas. (@hookform/resolvers is installed only in
// the admin workspace and is not resolvable from the site; this is the part of it we need.)
// Structurally typed, so it does not depend on the core package's zod version.
//
// The schema is loaded lazily: zod stays out of the page's first JavaScript (it arrives with the
// first validation, or earlier through `preload`), and the islands can be rendered at build time
// without importing zod there (the prerender step resolves the root's zod 3, not core's zod 4).
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

export interface ParseSchema<T> {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

/** Every field's first message, keyed by its top-level name (the forms here are flat). */
export function issuesToErrors(issues: readonly Issue[]): Record<string, { type: string; message: string }> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of issues) {
    const key = issue.path.map((part) => String(part)).join('.');
    if (key !== '' && !errors[key]) errors[key] = { type: 'validation', message: issue.message };
  }
  return errors;
}

export function schemaResolver<T extends FieldValues>(load: () => Promise<ParseSchema<T>>): Resolver<T> {
  return async (values) => {
    const schema = await load();
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    return { values: {}, errors: issuesToErrors(result.error.issues) as FieldErrors<T> };
  };
}
