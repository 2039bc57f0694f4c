// Masked digit fields (CPF, phone) without losing the caret. The browser has applied the edit;
// the mask (formatCpf, maskPhone) rewrites the text, and the caret goes back after as many digits
// as stood before it, so deleting or typing a digit in the middle leaves the caret in place.
//
// Written here rather than taken from an input-mask library: react-imask (tried first) moves the
// caret on focus, after the browser has selected the field's text, so tabbing into a filled phone
// field and typing a new number inserted it after the '(' instead of replacing the old one.

/** Digits in `text` before `position`. */
function digitsBefore(text: string, position: number): number {
  return text.slice(0, position).replace(/\D/g, '').length;
}

/** The caret in `formatted` that stands after the same number of digits as `caret` did in `raw`. */
export function caretAfterMask(raw: string, caret: number, formatted: string): number {
  const wanted = digitsBefore(raw, caret);
  if (wanted === 0) {
    const first = formatted.search(/\d/);
    return first === -1 ? formatted.length : first;
  }
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!) && ++seen === wanted) return pastSeparators(formatted, i + 1);
  }
  return formatted.length;
}

/** Past the separators at `position` when a digit follows them ('(11|) 8765' → '(11) |8765'). */
function pastSeparators(formatted: string, position: number): number {
  const next = formatted.slice(position).search(/\d/);
  return next === -1 ? position : position + next;
}

/** Rewrites an input's value with `mask` after an edit and puts the caret back in its place. */
export function applyMask(input: HTMLInputElement, mask: (value: string) => string): void {
  const raw = input.value;
  const caret = input.selectionStart ?? raw.length;
  const formatted = mask(raw);
  if (formatted === raw) return;
  input.value = formatted;
  // Only a focused field has a caret to keep (a programmatic change leaves the selection alone).
  if (input.ownerDocument.activeElement === input) {
    const position = caretAfterMask(raw, caret, formatted);
    input.setSelectionRange(position, position);
  }
}
