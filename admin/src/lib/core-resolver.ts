// A react-hook-form resolver around one of core's zod schemas (core has its own zod 4; the admin
// app never builds schemas itself). The form keeps its own shape (e.g. a price as typed reais);
// `toInput` turns it into the schema's input, and `mapPath` points an issue back at the form
// field that caused it (e.g. itens.0.valor_centavos → itens.0.valor).
import { set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };
type SafeParse<O> = (
  input: unknown,
) => { success: true; data: O } | { success: false; error: { readonly issues: readonly Issue[] } };

export type CoreSchema<O> = { safeParse: SafeParse<O> };

/** Form-field paths of a form whose items live in a field array (`useFieldArray`). */
export type ResolverOptions<F> = {
  toInput: (values: F) => unknown;
  mapPath?: (path: string) => string;
  /** Extra checks the schema does not make: path → message. */
  extraIssues?: (values: F) => Issue[];
  /** Names of the field arrays: an issue on the array itself goes to `<name>.root`. */
  arrays?: readonly string[];
};

/** Issues → nested FieldErrors, the first message per field. */
export function issuesToErrors(
  issues: readonly Issue[],
  options: Pick<ResolverOptions<unknown>, 'mapPath' | 'arrays'> = {},
) {
  const errors: Record<string, unknown> = {};
  const seen = new Set<string>();
  for (const issue of issues) {
    let path = issue.path.map(String).join('.');
    if (options.mapPath) path = options.mapPath(path);
    if (options.arrays?.includes(path)) path = `${path}.root`;
    if (path === '' || seen.has(path)) continue;
    seen.add(path);
    set(errors, path, { type: 'validate', message: issue.message });
  }
  return errors;
}

export function coreResolver<F extends FieldValues, O extends FieldValues>(
  schema: CoreSchema<O>,
  options: ResolverOptions<F>,
): Resolver<F, unknown, O> {
  return (values) => {
    const result = schema.safeParse(options.toInput(values));
    const extra = options.extraIssues?.(values) ?? [];
    if (result.success && extra.length === 0) return { values: result.data, errors: {} };
    const issues = [...extra, ...(result.success ? [] : result.error.issues)];
    return { values: {}, errors: issuesToErrors(issues, options) as FieldErrors<F> };
  };
}
