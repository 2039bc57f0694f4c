import { describe, expect, it } from 'vitest';
import { loginSchema, signupSchema } from '@gn/core/schemas/auth';
import { contactSchema } from '@gn/core/schemas/contact';
import type { ResolverOptions } from 'react-hook-form';
import { schemaResolver } from './schema-resolver';

// What react-hook-form passes; the resolver ignores it.
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('schemaResolver', () => {
  it("gives each field its schema's first pt-BR message", async () => {
    const resolver = schemaResolver(async () => signupSchema);
    const result = await resolver(
      { nome: 'A', email: 'x', password: '123', confirmPassword: '456' } as never,
      undefined,
      options,
    );
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      nome: { message: 'Nome deve ter no mínimo 2 caracteres' },
      email: { message: 'E-mail inválido' },
      password: { message: 'Senha deve ter no mínimo 6 caracteres' },
    });
  });

  it("reports 'As senhas não coincidem' on confirmPassword", async () => {
    const resolver = schemaResolver(async () => signupSchema);
    const result = await resolver(
      { nome: 'Ana', email: 'ana@gn.local', password: '123456', confirmPassword: '1234567' } as never,
      undefined,
      options,
    );
    expect(Object.keys(result.errors)).toEqual(['confirmPassword']);
    expect(result.errors).toMatchObject({ confirmPassword: { message: 'As senhas não coincidem' } });
  });

  it('answers the parsed (trimmed) values when valid', async () => {
    const resolver = schemaResolver(async () => contactSchema);
    const result = await resolver(
      { nome: '  Ana  ', email: ' ana@gn.local ', mensagem: ' Uma mensagem longa. ' } as never,
      undefined,
      options,
    );
    expect(result).toEqual({
      values: { nome: 'Ana', email: 'ana@gn.local', mensagem: 'Uma mensagem longa.' },
      errors: {},
    });
  });

  it('uses the login messages for empty fields', async () => {
    const result = await schemaResolver(async () => loginSchema)(
      { email: '', password: '' } as never,
      undefined,
      options,
    );
    expect(result.errors).toMatchObject({
      email: { message: 'E-mail inválido' },
      password: { message: 'Senha deve ter no mínimo 6 caracteres' },
    });
  });
});
