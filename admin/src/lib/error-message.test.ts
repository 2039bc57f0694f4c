// Our own errors keep their pt-BR message; the SDK's technical ones get the screen's fallback.
import { describe, expect, it } from 'vitest';
import { tableInUseMessage } from '@gn/core/schemas/pricing-table';
import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it('shows our own messages and hides the SDK ones', () => {
    expect(errorMessage(new Error(tableInUseMessage(2)), 'Erro ao excluir tabela')).toBe(
      'Esta tabela está sendo usada por 2 evento(s) e não pode ser excluída',
    );
    const sdk = Object.assign(new Error('Missing or insufficient permissions.'), { name: 'FirebaseError' });
    expect(errorMessage(sdk, 'Erro ao salvar tabela')).toBe('Erro ao salvar tabela');
    expect(errorMessage('x', 'Erro ao salvar tabela')).toBe('Erro ao salvar tabela');
  });
});
