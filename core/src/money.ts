// Money is integer centavos everywhere inside the code; reais only appear at the edges
// (formatting for people, the provider's decimal `value`, the admin's "0.01 step" inputs).

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 'R$ 1.234,56' (Intl puts a no-break space U+00A0 after 'R$'). */
export function formatBRL(centavos: number): string {
  return brl.format(centavos / 100);
}

/**
 * Reais → centavos, rounded half away from zero. Shifts the decimal point in the number's text
 * form so that 1.005 becomes 101 (plain `1.005 * 100` is 100.49999…).
 */
export function reaisToCentavos(reais: number): number {
  if (!Number.isFinite(reais)) return 0;
  const abs = Math.abs(reais);
  const text = String(abs);
  const shifted = text.includes('e') ? abs * 100 : Number(`${text}e2`);
  const rounded = Math.round(shifted);
  return reais < 0 ? -rounded : rounded;
}

export function centavosToReais(centavos: number): number {
  return centavos / 100;
}

/**
 * The text-price rule of docs/spec/storefront.md §5: drop every character that is neither a digit
 * nor a comma, turn the comma into a decimal point, read the number. 'R$ 1.234,50' → 123450; '50' →
 * 5000; '' or unreadable → 0. Like the original (`replace(',', '.')` + `parseFloat`), only the
 * first comma becomes a point and reading stops at the second.
 */
export function parsePriceText(text: string): number {
  const cleaned = text.replace(/[^\d,]/g, '').replace(',', '.');
  const reais = Number.parseFloat(cleaned);
  return Number.isNaN(reais) ? 0 : reaisToCentavos(reais);
}
