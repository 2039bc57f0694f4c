// The count line above a list: number agreement and the searched, loaded and capped cases.
import { describe, expect, it } from 'vitest';
import { listCountText } from './list-count';

const noun = { one: 'pedido', many: 'pedidos' };

describe('listCountText', () => {
  it('agrees in number and tells searched, loaded and capped lists apart', () => {
    expect(listCountText(1, noun, { searched: true, done: true, searchLimit: 100 })).toBe(
      '1 pedido encontrado',
    );
    expect(listCountText(2, noun, { searched: true, done: true, searchLimit: 100 })).toBe(
      '2 pedidos encontrados',
    );
    expect(listCountText(100, noun, { searched: true, done: true, searchLimit: 100 })).toBe(
      '100 pedidos (os primeiros 100: refine a busca)',
    );
    expect(listCountText(1250, noun, { searched: false, done: false, searchLimit: 100 })).toBe(
      '1.250 pedidos carregados',
    );
    expect(listCountText(3, noun, { searched: false, done: true, searchLimit: 100 })).toBe('3 pedidos');
  });
});
