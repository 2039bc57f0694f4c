// Counts shown to people: pt-BR integers ('1.234') and the line above a paged or searched list.

const integer = new Intl.NumberFormat('pt-BR');

/** 1234 → '1.234' */
export function formatInteger(value: number): string {
  return integer.format(value);
}

/**
 * The line above a paged or searched list: '1 pedido encontrado', '25 pedidos carregados',
 * '100 pedidos (os primeiros 100: refine a busca)'.
 */
export function listCountText(
  count: number,
  noun: { one: string; many: string },
  state: { searched: boolean; done: boolean; searchLimit: number },
): string {
  const base = count === 1 ? `1 ${noun.one}` : `${formatInteger(count)} ${noun.many}`;
  if (state.searched) {
    if (count >= state.searchLimit) return `${base} (os primeiros ${state.searchLimit}: refine a busca)`;
    return `${base} ${count === 1 ? 'encontrado' : 'encontrados'}`;
  }
  return state.done ? base : `${base} ${count === 1 ? 'carregado' : 'carregados'}`;
}
