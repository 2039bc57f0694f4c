// Named records (price and category tables, their options) are listed by name, in Portuguese order.
export function byName<T extends { nome: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
}
