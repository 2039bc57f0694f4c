// Brazilian phone numbers: typed as '(DD) XXXXX-XXXX', stored as '+55' + digits.

export const PHONE_INVALID_MESSAGE = 'Telefone inválido. Use o formato (XX) XXXXX-XXXX';
export const PHONE_MAX_LENGTH = 15;
export const COUNTRY_CODE = '+55';

function digitsOf(input: string): string {
  return input.replace(/\D/g, '');
}

/**
 * Progressive mask as the user types: '(11', '(11) 9876', '(11) 9876-5432' (10 digits),
 * '(11) 98765-4321' (11 digits). Only digits count; at most 11 are kept, so the result is at
 * most 15 characters. Nothing is appended after the last digit, so backspace works.
 */
export function maskPhone(input: string): string {
  const d = digitsOf(input).slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const ddd = d.slice(0, 2);
  const rest = d.slice(2);
  if (rest.length <= 4) return `(${ddd}) ${rest}`;
  const split = rest.length === 9 ? 5 : 4;
  return `(${ddd}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** Empty is fine (the field is optional); otherwise 10 or 11 digits. */
export function isValidPhone(input: string | null | undefined): boolean {
  const n = digitsOf(input ?? '').length;
  return n === 0 || n === 10 || n === 11;
}

/** '(11) 98765-4321' → '+5511987654321'; empty → null. */
export function phoneToStorage(masked: string | null | undefined): string | null {
  const d = digitsOf(masked ?? '');
  return d === '' ? null : `${COUNTRY_CODE}${d}`;
}

/** '+5511987654321' → '(11) 98765-4321'; null → ''. */
export function phoneFromStorage(stored: string | null | undefined): string {
  if (!stored) return '';
  let d = digitsOf(stored);
  if (stored.trim().startsWith(COUNTRY_CODE) || (d.length > 11 && d.startsWith('55'))) d = d.slice(2);
  return maskPhone(d);
}
