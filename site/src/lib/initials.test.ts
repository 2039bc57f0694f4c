import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last names', () => {
    expect(initialsOf({ displayName: 'Carlos Cliente', email: 'c@gn.local' })).toBe('CC');
    expect(initialsOf({ displayName: ' ana  maria   souza ', email: null })).toBe('AS');
  });

  it('uses two letters of a single name, else the e-mail', () => {
    expect(initialsOf({ displayName: 'Beatriz', email: null })).toBe('BE');
    expect(initialsOf({ displayName: null, email: 'zeca@gn.local' })).toBe('Z');
    expect(initialsOf({ displayName: '', email: null })).toBe('?');
  });
});
