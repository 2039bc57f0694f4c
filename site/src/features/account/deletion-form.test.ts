import { describe, expect, it } from 'vitest';
import { DELETION_CONFIRMATION_WORD } from '@gn/core/account-deletion';
import { deletionFormErrors, firstInvalidField, typedConfirmation } from './deletion-form';

describe('deletionFormErrors', () => {
  it('wants a password and the confirmation word, in any case and with spaces around', () => {
    expect(deletionFormErrors('segredo', ` ${DELETION_CONFIRMATION_WORD.toLowerCase()} `)).toEqual({
      password: undefined,
      word: undefined,
    });
    expect(deletionFormErrors('', 'outra')).toEqual({
      password: 'Informe sua senha',
      word: `Digite ${DELETION_CONFIRMATION_WORD} para confirmar`,
    });
  });

  it('focuses the password first, then the word', () => {
    expect(firstInvalidField(deletionFormErrors('', ''))).toBe('excluir-senha');
    expect(firstInvalidField(deletionFormErrors('x', ''))).toBe('excluir-confirmacao');
    expect(firstInvalidField(deletionFormErrors('x', DELETION_CONFIRMATION_WORD))).toBeNull();
  });

  it('sends the word trimmed and in capitals', () => {
    expect(typedConfirmation('  excluir ')).toBe('EXCLUIR');
  });
});
