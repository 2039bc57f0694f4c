import { adminSetPasswordSchema, adminSetRoleSchema } from '@gn/core/schemas/admin-users';
import { asaasWebhookSchema } from '@gn/core/schemas/asaas-webhook';
import { contactSchema } from '@gn/core/schemas/contact';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors.ts';
import { parseBody } from './validate.ts';

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    return (error as ApiError).message;
  }
  throw new Error('expected a 400');
}

describe('parseBody', () => {
  it('answers the data of a valid body (already parsed, a JSON string or a Buffer)', () => {
    const body = { userId: 'u1', role: 'financeiro', escopo: { eventos: [], listas: [] } };
    expect(parseBody(adminSetRoleSchema, body)).toEqual(body);
    expect(parseBody(adminSetRoleSchema, JSON.stringify(body))).toEqual(body);
    expect(parseBody(adminSetRoleSchema, Buffer.from(JSON.stringify(body)))).toEqual(body);
  });

  it("uses the schema's first pt-BR message", () => {
    expect(messageOf(() => parseBody(adminSetPasswordSchema, { userId: 'u1', newPassword: '123' }))).toBe(
      'A senha deve ter no mínimo 6 caracteres',
    );
    expect(messageOf(() => parseBody(adminSetPasswordSchema, undefined))).toBe('Usuário inválido');
  });

  it("uses the schema's own pt-BR message for a field of the wrong type", () => {
    expect(messageOf(() => parseBody(adminSetRoleSchema, { userId: 'u1', shouldBeAdmin: 'sim' }))).toBe(
      'Escolha um perfil de acesso válido',
    );
  });

  it("refuses what is not a JSON object with 'Corpo da requisição inválido'", () => {
    for (const body of ['{"userId":', '[1]', '42', Buffer.from('não é json'), [1, 2]]) {
      expect(messageOf(() => parseBody(adminSetRoleSchema, body))).toBe('Corpo da requisição inválido');
    }
  });

  it('refuses lone surrogates in what the schema keeps (nested too, 100,000 levels deep) with a 400', () => {
    const malformed = 'Texto com caracteres inválidos';
    const contact = { nome: 'Ana a\uDC00b', email: 'ana@example.com', mensagem: 'Uma mensagem qualquer' };
    expect(messageOf(() => parseBody(contactSchema, contact))).toBe(malformed);
    // A field's own rule speaks first: an id with a lone surrogate is an invalid id.
    expect(messageOf(() => parseBody(adminSetRoleSchema, { userId: 'a\uD800', shouldBeAdmin: true }))).toBe(
      'Usuário inválido',
    );
    // The webhook schema keeps unknown fields: a key or a string deep inside them is checked too.
    const event = { id: 'evt_1', event: 'PAYMENT_RECEIVED' };
    expect(messageOf(() => parseBody(asaasWebhookSchema, { ...event, extra: [{ '\uDC00': 1 }] }))).toBe(
      malformed,
    );
    let deep: unknown = '\uD800';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(messageOf(() => parseBody(asaasWebhookSchema, { ...event, deep }))).toBe(malformed);
    // A well-formed pair (an emoji) is fine.
    expect(parseBody(contactSchema, { ...contact, nome: 'Ana \uD83D\uDE00' }).nome).toBe('Ana 😀');
  });
});
