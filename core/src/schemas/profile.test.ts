import { describe, expect, it } from 'vitest';
import { PHONE_INVALID_MESSAGE } from '../phone.ts';
import { AVATAR_MAX_BYTES, avatarFileError, preferencesSchema, profileUpdateSchema } from './profile.ts';

describe('profileUpdateSchema', () => {
  it('accepts an empty or a 10/11-digit phone', () => {
    expect(profileUpdateSchema.safeParse({ nome: 'Ana', telefone: '' }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ nome: 'Ana', telefone: '(11) 3333-4444' }).success).toBe(true);
    expect(profileUpdateSchema.safeParse({ nome: 'Ana', telefone: '(11) 98765-4321' }).success).toBe(true);
  });
  it('reports the spec messages', () => {
    expect(
      profileUpdateSchema.safeParse({ nome: 'Ana', telefone: '(11) 9876' }).error?.issues[0]?.message,
    ).toBe(PHONE_INVALID_MESSAGE);
    expect(profileUpdateSchema.safeParse({ nome: 'A', telefone: '' }).error?.issues[0]?.message).toBe(
      'Nome deve ter no mínimo 2 caracteres',
    );
  });
});

describe('preferencesSchema', () => {
  it('knows the two themes', () => {
    expect(preferencesSchema.safeParse({ tema: 'gn-dark', notificacoes_email: true }).success).toBe(true);
    expect(preferencesSchema.safeParse({ tema: null, notificacoes_email: false }).success).toBe(true);
    expect(preferencesSchema.safeParse({ tema: 'dark', notificacoes_email: false }).success).toBe(false);
  });
});

describe('avatarFileError', () => {
  it('accepts images up to 10 MB', () => {
    expect(AVATAR_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(avatarFileError({ type: 'image/png', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(avatarFileError({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe(
      'Imagem deve ter no máximo 10MB',
    );
    expect(avatarFileError({ type: 'application/pdf', size: 10 })).toBe('Arquivo deve ser uma imagem');
  });
});
