import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact.ts';
import { firstErrorMessage } from './errors.ts';

const valid = { nome: 'Ana', email: 'ana@exemplo.com', mensagem: 'Olá, quero saber mais.' };
const first = (input: unknown) => {
  const r = contactSchema.safeParse(input);
  return r.success ? null : firstErrorMessage(r.error);
};

describe('contactSchema', () => {
  it('accepts and trims a valid message', () => {
    expect(contactSchema.parse({ ...valid, nome: '  Ana  ', email: ' ana@exemplo.com ' })).toEqual(valid);
  });
  it.each([
    [{ nome: 'A' }, 'Nome muito curto'],
    [{ nome: '   A   ' }, 'Nome muito curto'],
    [{ nome: 'A'.repeat(101) }, 'Nome muito longo'],
    [{ email: 'ana@' }, 'E-mail inválido'],
    [{ email: `${'a'.repeat(250)}@x.com` }, 'E-mail inválido'],
    [{ mensagem: 'curta' }, 'Mensagem muito curta'],
    [{ mensagem: 'x'.repeat(1001) }, 'Mensagem muito longa'],
  ])('%j → %s', (patch, message) => {
    expect(first({ ...valid, ...patch })).toBe(message);
  });
  it('accepts the limits', () => {
    expect(first({ ...valid, nome: 'A'.repeat(100), mensagem: 'x'.repeat(1000) })).toBeNull();
    expect(first({ ...valid, nome: 'Al', mensagem: 'x'.repeat(10) })).toBeNull();
  });
  it('reports a missing field with its own message', () => {
    expect(first({})).toBe('Nome muito curto');
  });
});
