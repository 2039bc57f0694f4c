import { describe, expect, it } from 'vitest';
import { buyerFromProfile } from './buyer-defaults';

describe('buyerFromProfile', () => {
  it('masks the stored CPF digits and the +55 phone', () => {
    expect(
      buyerFromProfile(
        { nome: 'Carlos Cliente', email: 'c@gn.local', cpf: '52998224725', telefone: '+5511987654321' },
        'auth@gn.local',
      ),
    ).toEqual({
      nome: 'Carlos Cliente',
      email: 'c@gn.local',
      cpf: '529.982.247-25',
      telefone: '(11) 98765-4321',
      salvarNoPerfil: false,
    });
  });
  it('falls back to the account e-mail and empty fields; never saves to the profile unasked', () => {
    expect(buyerFromProfile({ nome: 'Ana', cpf: null, telefone: null }, 'ana@gn.local')).toEqual({
      nome: 'Ana',
      email: 'ana@gn.local',
      cpf: '',
      telefone: '',
      salvarNoPerfil: false,
    });
    expect(buyerFromProfile(undefined, null)).toEqual({
      nome: '',
      email: '',
      cpf: '',
      telefone: '',
      salvarNoPerfil: false,
    });
  });
});
