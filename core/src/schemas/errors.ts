// Functions answer 400 with one pt-BR message; forms toast the first one (docs/spec/storefront.md
// §8: "first validation message shown").

export const INVALID_DATA_MESSAGE = 'Dados inválidos';

/** The first issue's message of a ZodError (structurally typed, so any zod version fits). */
export function firstErrorMessage(error: { issues: readonly { message: string }[] }): string {
  return error.issues[0]?.message ?? INVALID_DATA_MESSAGE;
}
