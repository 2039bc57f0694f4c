// CNPJ (Brazilian company registry number): 14 characters, the last two are check digits
// (modulo 11). Since July 2026 (IN RFB 2.229/2024) new numbers may carry letters in their first
// 12 characters; each counts as its ASCII code minus 48, so a digit counts as itself and the
// check digits stay numeric. Stored bare and upper-case ('11222333000181').

/** What a CNPJ is typed with, reduced to its characters: digits and (new numbers) letters. */
export function cnpjDigits(input: string): string {
  return input.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

const WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit of the first `length` characters (12 for the first digit, 13 for the second). */
function checkDigit(chars: string, length: number): number {
  const weights = WEIGHTS.slice(WEIGHTS.length - length);
  let sum = 0;
  for (let i = 0; i < length; i++) sum += (chars.charCodeAt(i) - 48) * weights[i]!;
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The 14-character CNPJ that a 12-character base completes to (its two check digits appended). */
export function cnpjFromBase(base: string): string {
  if (!/^[0-9A-Z]{12}$/.test(base)) throw new Error('cnpjFromBase: 12 characters expected');
  const thirteen = base + String(checkDigit(base, 12));
  return thirteen + String(checkDigit(thirteen, 13));
}

/** Accepts masked or bare input; rejects wrong check digits and all-equal sequences. */
export function isValidCnpj(input: string): boolean {
  const c = cnpjDigits(input);
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(c) || /^(.)\1{13}$/.test(c)) return false;
  return checkDigit(c, 12) === Number(c[12]) && checkDigit(c, 13) === Number(c[13]);
}

/**
 * '11222333000181' → '11.222.333/0001-81'. Progressive, so it also masks an input as it is typed
 * ('112223' → '11.222.3'); characters beyond 14 are dropped.
 */
export function formatCnpj(input: string): string {
  const c = cnpjDigits(input).slice(0, 14);
  const parts: [number, number, string][] = [
    [0, 2, ''],
    [2, 5, '.'],
    [5, 8, '.'],
    [8, 12, '/'],
    [12, 14, '-'],
  ];
  return parts
    .filter(([from]) => c.length > from)
    .map(([from, to, sep]) => sep + c.slice(from, to))
    .join('');
}
