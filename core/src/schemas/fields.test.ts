import { describe, expect, it } from 'vitest';
import { FIRESTORE_ID_MAX, idField, isFirestoreId } from './fields.ts';

describe('Firestore ids given by clients', () => {
  it.each([
    'evt-sons-do-cerrado',
    'mJ3kP9xQ2rT5vW8yZ1aB4cD6eF7g', // an Auth uid
    '0f8e2c1a-4b5d-4e6f-8a9b-0c1d2e3f4a5b', // a UUID
    `${'a'.repeat(40)}-3`, // a ticket id
    'inteira',
    'Meia entrada',
    'x'.repeat(FIRESTORE_ID_MAX),
  ])('accepts %s', (id) => {
    expect(isFirestoreId(id)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['a path', 'events/x'],
    ['a slash', '/'],
    ['dot', '.'],
    ['dot dot', '..'],
    ['reserved', '__x__'],
    ['reserved name', '__name__'],
    ['a lone surrogate', 'a\uD800b'],
    ['a control character', 'a\u0000b'],
    ['too long', 'x'.repeat(FIRESTORE_ID_MAX + 1)],
    ['not a string', 42],
  ])('refuses %s', (_label, id) => {
    expect(isFirestoreId(id)).toBe(false);
  });

  it('idField trims, then refuses with its pt-BR message', () => {
    expect(idField().parse('  evt-1 ')).toBe('evt-1');
    const result = idField('Evento inválido').safeParse('a/b');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Evento inválido');
  });
});
