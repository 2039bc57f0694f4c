// react-hook-form's zodResolver (@hookform/resolvers) for the core zod schemas, loaded lazily:
// zod and the resolver stay out of the page's first JavaScript (they arrive with the first
// validation, or earlier through `preload`), and the islands can be rendered at build time
// without importing zod there. The schema parses itself (core's jitless zod 4: the CSP forbids
// eval), so the resolver never needs a zod of its own.
import type { FieldValues, Resolver } from 'react-hook-form';
import type { zodResolver } from '@hookform/resolvers/zod';

/** A core schema, as zodResolver takes it. */
export type CoreSchema = Parameters<typeof zodResolver>[0];

export function schemaResolver<T extends FieldValues>(load: () => Promise<CoreSchema>): Resolver<T> {
  return async (values, context, options) => {
    const [{ zodResolver: resolverFor }, schema] = await Promise.all([
      import('@hookform/resolvers/zod'),
      load(),
    ]);
    return (resolverFor(schema) as unknown as Resolver<T>)(values, context, options);
  };
}
