import { describe, expect, it } from 'vitest';
import { newProfile } from './profile';

describe('newProfile', () => {
  it('has exactly the keys the rules let the owner create (created_at is added at write time)', () => {
    expect(newProfile('u1', '  Ana Souza ', 'ana@gn.local', 'gn-dark')).toEqual({
      user_id: 'u1',
      nome: 'Ana Souza',
      email: 'ana@gn.local',
      telefone: null,
      preferencias: { tema: 'gn-dark', notificacoes_email: true },
    });
  });

  it('cuts the name to the 100 characters the rules accept', () => {
    expect(newProfile('u1', 'x'.repeat(150), 'a@b.c', null).nome).toHaveLength(100);
  });
});
