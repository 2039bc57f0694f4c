import { describe, expect, it } from 'vitest';
import { claimedMessage, normalizeEmail, verificationSentMessage } from './email-verification.ts';
import { claimTicketsRequestSchema, verifyEmailRequestSchema } from './schemas/email-verification.ts';

describe('e-mail verification words', () => {
  it('counts the claimed tickets in pt-BR', () => {
    expect(claimedMessage(1)).toBe('1 ingresso transferido para o seu e-mail foi adicionado à sua conta.');
    expect(claimedMessage(3)).toBe(
      '3 ingressos transferidos para o seu e-mail foram adicionados à sua conta.',
    );
  });

  it('names the address the link went to', () => {
    expect(verificationSentMessage('ana@x.com')).toContain('ana@x.com');
  });

  it('normalises addresses as Firebase Auth keeps them', () => {
    expect(normalizeEmail('  Ana.Lima@Example.COM ')).toBe('ana.lima@example.com');
  });

  it('takes empty bodies only', () => {
    for (const schema of [verifyEmailRequestSchema, claimTicketsRequestSchema]) {
      expect(schema.safeParse({}).success).toBe(true);
      expect(schema.safeParse({ email: 'x@y.z' }).success).toBe(false);
    }
  });
});
