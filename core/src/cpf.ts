// CPF (Brazilian taxpayer id): 11 digits, the last two are check digits.

export function cpfDigits(input: string): string {
  return input.replace(/\D/g, '');
}

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** The 11-digit CPF that a 9-digit base completes to (its two check digits appended). */
export function cpfFromBase(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new Error('cpfFromBase: 9 digits expected');
  const ten = base + String(checkDigit(base, 9));
  return ten + String(checkDigit(ten, 10));
}

/** Accepts masked or bare input; rejects wrong check digits and all-equal sequences. */
export function isValidCpf(input: string): boolean {
  const d = cpfDigits(input);
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  return checkDigit(d, 9) === Number(d[9]) && checkDigit(d, 10) === Number(d[10]);
}

/**
 * '12345678909' → '123.456.789-09'. Progressive, so it also masks an input as it is typed
 * ('1234' → '123.4'); digits beyond 11 are dropped.
 */
export function formatCpf(input: string): string {
  const d = cpfDigits(input).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}
