// Amounts typed in the admin's number inputs (reais, '0.01' steps) and the integer centavos stored:
// the price-table items and the coupons' fixed discounts. Pure, unit-tested with their models.
import { centavosToReais, reaisToCentavos } from '@gn/core/money';

/** Marks a typed value that is not an amount, so that the schema rejects it with its own message. */
export const INVALID_CENTAVOS = -1;

/** 12000 → '120.00'; null → ''. The number input shows it in the browser's locale. */
export function centavosToInput(centavos: number | null | undefined): string {
  return centavos == null ? '' : centavosToReais(centavos).toFixed(2);
}

/** '' → null; '120.5' → 12050; a negative or unreadable value → a value the schema refuses. */
export function inputToCentavos(valor: string): number | null {
  const text = valor.trim().replace(',', '.');
  if (text === '') return null;
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(text)) return INVALID_CENTAVOS;
  const reais = Number(text);
  return Number.isFinite(reais) ? reaisToCentavos(reais) : INVALID_CENTAVOS;
}
