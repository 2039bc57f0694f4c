import { describe, expect, it } from 'vitest';
import {
  applyIncrements,
  differenceText,
  moveIncrements,
  openingFigures,
  registerDifference,
  saleIncrements,
  salesTotal,
  withdrawalError,
} from './cash-register.ts';
import { formatBRL } from './money.ts';

describe('a register by increments', () => {
  it('expects the float plus cash sales less withdrawals plus top-ups, and each method its sales', () => {
    let f = openingFigures(20_000);
    f = applyIncrements(f, saleIncrements('dinheiro', 11_000));
    f = applyIncrements(f, saleIncrements('pix', 5_500));
    f = applyIncrements(f, saleIncrements('maquininha', 7_700));
    f = applyIncrements(f, saleIncrements('dinheiro', 3_000));
    f = applyIncrements(f, moveIncrements('sangria', 10_000));
    f = applyIncrements(f, moveIncrements('suprimento', 500));
    expect(f.esperado).toEqual({ dinheiro: 24_500, pix: 5_500, maquininha: 7_700 });
    expect(f.vendas.dinheiro).toEqual({ quantidade: 2, valor: 14_000 });
    expect(f.sangrias).toBe(10_000);
    expect(f.suprimentos).toBe(500);
    expect(salesTotal(f)).toBe(27_200);
  });

  it('refuses a withdrawal above the cash expected', () => {
    expect(withdrawalError(5_000, 5_000)).toBeNull();
    expect(withdrawalError(5_000, 5_001)).toBe(
      `A sangria não pode passar do dinheiro esperado no caixa (${formatBRL(5_000)})`,
    );
  });

  it('states the difference by method and in all', () => {
    const diff = registerDifference(
      { dinheiro: 24_500, pix: 5_500, maquininha: 7_700 },
      { dinheiro: 24_000, pix: 5_500, maquininha: 7_800 },
    );
    expect(diff).toEqual({ dinheiro: -500, pix: 0, maquininha: 100, total: -400 });
    expect(differenceText(-500)).toBe(`Falta de ${formatBRL(500)}`);
    expect(differenceText(100)).toBe(`Sobra de ${formatBRL(100)}`);
    expect(differenceText(0)).toBe('Sem diferença');
  });
});
