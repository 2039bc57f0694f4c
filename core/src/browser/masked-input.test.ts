import { describe, expect, it } from 'vitest';
import { formatCpf } from '../cpf.ts';
import { caretAfterMask } from './masked-input.ts';
import { maskPhone } from '../phone.ts';

/** Types `edit` into `text` at `caret` ('\b' = Backspace) as a browser would, then masks it. */
function edit(text: string, caret: number, key: string, mask: (value: string) => string) {
  const raw =
    key === '\b'
      ? text.slice(0, caret - 1) + text.slice(caret)
      : text.slice(0, caret) + key + text.slice(caret);
  const rawCaret = key === '\b' ? caret - 1 : caret + key.length;
  const value = mask(raw);
  return { value, caret: caretAfterMask(raw, rawCaret, value) };
}

describe('caretAfterMask', () => {
  it('a digit deleted in the middle of a CPF leaves the caret there, and the next one takes its place', () => {
    const deleted = edit('123.456.789-00', 6, '\b', formatCpf); // after '123.45'
    expect(deleted).toEqual({ value: '123.467.890-0', caret: 5 });
    expect(edit(deleted.value, deleted.caret, '5', formatCpf).value).toBe('123.456.789-00');
  });

  it('the phone switches between 10 and 11 digits and keeps the caret on its digit', () => {
    const deleted = edit('(11) 98765-4321', 6, '\b', maskPhone); // after '(11) 9'
    expect(deleted).toEqual({ value: '(11) 8765-4321', caret: 5 });
    expect(edit(deleted.value, deleted.caret, '9', maskPhone)).toEqual({
      value: '(11) 98765-4321',
      caret: 6,
    });
  });

  it('typing at the end follows the separators the mask adds', () => {
    expect(edit('123', 3, '4', formatCpf)).toEqual({ value: '123.4', caret: 5 });
    expect(edit('(11', 3, '9', maskPhone)).toEqual({ value: '(11) 9', caret: 6 });
  });

  it('with no digit before the caret it goes to the first digit', () => {
    expect(caretAfterMask('x', 0, '')).toBe(0);
    expect(caretAfterMask('(11) 9', 0, '(11) 9')).toBe(1);
  });
});
