import { describe, expect, it } from 'vitest';
import { menuKeyAction } from './menu-keys';

const labels = ['Minha Conta', 'Meus Ingressos', 'Configurações', 'Sair'];
const press = (key: string, index: number, mods: Partial<{ ctrlKey: boolean }> = {}) =>
  menuKeyAction({ key, ctrlKey: false, metaKey: false, altKey: false, ...mods }, index, labels);

describe('menuKeyAction', () => {
  it('moves with the arrows, wrapping, and jumps with Home and End', () => {
    expect(press('ArrowDown', 3)).toEqual({ kind: 'focus', index: 0 });
    expect(press('ArrowUp', 0)).toEqual({ kind: 'focus', index: 3 });
    expect(press('Home', 2)).toEqual({ kind: 'focus', index: 0 });
    expect(press('End', 0)).toEqual({ kind: 'focus', index: 3 });
  });

  it('closes on Escape and Tab, and presses the item on Space', () => {
    expect(press('Escape', 1)).toEqual({ kind: 'close' });
    expect(press('Tab', 1)).toEqual({ kind: 'leave' });
    expect(press(' ', 1)).toEqual({ kind: 'activate' });
  });

  it('finds the next item by its first letter, after the focused one', () => {
    expect(press('m', 0)).toEqual({ kind: 'focus', index: 1 });
    expect(press('M', 1)).toEqual({ kind: 'focus', index: 0 });
    expect(press('s', -1)).toEqual({ kind: 'focus', index: 3 });
    expect(press('x', 0)).toEqual({ kind: 'none' });
    expect(press('m', 0, { ctrlKey: true })).toEqual({ kind: 'none' });
    expect(press('Enter', 0)).toEqual({ kind: 'none' });
  });
});
