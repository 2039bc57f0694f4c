import { describe, expect, it } from 'vitest';
import { buyerFormSchema } from './buyer-form-schema';

const valid = {
  nome: 'Carlos Cliente',
  email: 'c@gn.local',
  cpf: '529.982.247-25',
  telefone: '(11) 98765-4321',
  titulares: [],
};
const errorsOf = (input: object) => {
  const result = buyerFormSchema.safeParse(input);
  if (result.success) return {};
  // Every field's first message, keyed by its name (what the form shows).
  const errors: Record<string, { message: string }> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= { message: issue.message };
  return errors;
};

describe('buyerFormSchema', () => {
  it('accepts masked buyer data', () => {
    expect(buyerFormSchema.safeParse(valid).success).toBe(true);
    expect(buyerFormSchema.safeParse({ ...valid, telefone: '(11) 3333-4444' }).success).toBe(true);
  });
  it('shows the spec messages, first one per field', () => {
    expect(errorsOf({ nome: '', email: 'x', cpf: '', telefone: '', titulares: [] })).toEqual({
      nome: { message: 'Nome completo é obrigatório' },
      email: { message: 'E-mail inválido' },
      cpf: { message: 'CPF é obrigatório' },
      telefone: { message: 'Telefone é obrigatório' },
    });
    expect(errorsOf({ ...valid, cpf: '123.456.789-00' }).cpf?.message).toBe('CPF inválido');
  });
  it('refuses a phone with too few digits even when it is 10 characters long', () => {
    expect(errorsOf({ ...valid, telefone: '(11) 98765' }).telefone?.message).toBe(
      'Telefone inválido. Use o formato (XX) XXXXX-XXXX',
    );
  });
});

describe('holders of named tickets', () => {
  it("checks each holder's name and CPF", () => {
    const errors = errorsOf({
      ...valid,
      titulares: [
        { nome: 'Ana Lima', cpf: '529.982.247-25' },
        { nome: 'A', cpf: '111.111.111-11' },
      ],
    });
    expect(errors).toEqual({
      'titulares.1.nome': { message: 'Nome do titular é obrigatório' },
      'titulares.1.cpf': { message: 'CPF inválido' },
    });
  });
});
