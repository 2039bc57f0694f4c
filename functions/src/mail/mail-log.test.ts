import { describe, expect, it } from 'vitest';
import { recipientOf } from './mail-log.ts';

describe('recipientOf', () => {
  it('logs the address only, whatever form the mail names its recipient in', () => {
    expect(recipientOf({ to: 'a@example.com' })).toBe('a@example.com');
    expect(recipientOf({ to: { name: 'Maria José', address: 'maria@example.com' } })).toBe(
      'maria@example.com',
    );
    expect(recipientOf({ to: ['a@example.com', { name: 'B', address: 'b@example.com' }] })).toBe(
      'a@example.com, b@example.com',
    );
  });
});
