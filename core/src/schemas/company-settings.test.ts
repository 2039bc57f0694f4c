import { describe, expect, it } from 'vitest';
import {
  COMPANY_FORM_EMPTY,
  companyDocToForm,
  companySettingsSchema,
  formatCep,
  type CompanySettings,
  type CompanySettingsInput,
} from './company-settings.ts';
import { parseStoredSettings } from './stored-settings.ts';

const form: CompanySettingsInput = {
  razao_social: '  GN Ingressos Ltda ',
  nome_fantasia: '',
  cnpj: '11.222.333/0001-81',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: 'Conjunto 101',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
  cep: '01310-100',
  sac_email: 'sac@gningressos.com.br',
  sac_telefone: '(11) 4004-0000',
  atendimento: 'Segunda a sexta, das 9h às 18h',
};

const stored: CompanySettings = {
  razao_social: 'GN Ingressos Ltda',
  nome_fantasia: null,
  cnpj: '11222333000181',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: 'Conjunto 101',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  uf: 'SP',
  cep: '01310100',
  sac_email: 'sac@gningressos.com.br',
  sac_telefone: '+551140040000',
  atendimento: 'Segunda a sexta, das 9h às 18h',
};

function messageOf(over: Partial<Record<keyof CompanySettingsInput, unknown>>): string | undefined {
  const result = companySettingsSchema.safeParse({ ...form, ...over });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('Empresa (site_settings/company)', () => {
  it('turns the masked form into the stored document, and reading it back changes nothing', () => {
    expect(companySettingsSchema.parse(form)).toEqual(stored);
    expect(companySettingsSchema.parse(stored)).toEqual(stored);
    expect(companySettingsSchema.parse(companyDocToForm(stored))).toEqual(stored);
  });

  it('shows the stored document masked in the form, and an unsaved one empty', () => {
    expect(companyDocToForm(stored)).toMatchObject({
      cnpj: '11.222.333/0001-81',
      cep: '01310-100',
      sac_telefone: '(11) 4004-0000',
      nome_fantasia: '',
    });
    expect(companyDocToForm(null)).toEqual(COMPANY_FORM_EMPTY);
  });

  it.each([
    [{ cnpj: '11.222.333/0001-80' }, 'CNPJ inválido: confira os dígitos'],
    [{ cnpj: '11.111.111/1111-11' }, 'CNPJ inválido: confira os dígitos'],
    [{ cnpj: '' }, 'CNPJ é obrigatório'],
    [{ cnpj: '11.222.333/0001-811111' }, 'CNPJ inválido: confira os dígitos'],
    [{ razao_social: ' ' }, 'Razão social é obrigatória'],
    [{ razao_social: 'x'.repeat(151) }, 'Razão social deve ter no máximo 150 caracteres'],
    [{ uf: 'XX' }, 'Selecione a UF'],
    [{ uf: '' }, 'Selecione a UF'],
    [{ cep: '1310-100' }, 'CEP inválido. Use o formato 00000-000'],
    [{ cep: '01310-10a' }, 'CEP inválido. Use o formato 00000-000'],
    [{ sac_email: 'sac@' }, 'E-mail inválido'],
    [{ sac_telefone: '' }, 'Telefone do SAC é obrigatório'],
    [{ sac_telefone: '(11) 4004' }, 'Telefone inválido. Use o formato (XX) XXXXX-XXXX'],
    [{ numero: '' }, 'Número é obrigatório (use S/N se não houver)'],
    [{ atendimento: '' }, 'Informe os dias e horários de atendimento'],
    [{ bairro: undefined }, 'Bairro é obrigatório'],
  ])('refuses %o with its message', (over, message) => {
    expect(messageOf(over)).toBe(message);
  });

  it('accepts a mobile SAC number, S/N and the alphanumeric CNPJ', () => {
    const parsed = companySettingsSchema.parse({
      ...form,
      sac_telefone: '(11) 98765-4321',
      numero: 'S/N',
      cnpj: '12.abc.345/01de-35',
    });
    expect(parsed).toMatchObject({ sac_telefone: '+5511987654321', numero: 'S/N', cnpj: '12ABC34501DE35' });
  });

  it('reads a missing or damaged document as not filled (null)', () => {
    const read = (data: unknown) => parseStoredSettings(companySettingsSchema, data, null);
    expect(read(undefined)).toBeNull();
    expect(read({ ...stored, cnpj: '11222333000180' })).toBeNull();
    expect(read({ ...stored, updated_by: 'admin', updated_at: new Date() })).toEqual(stored);
  });

  it('masks a CEP as it is typed', () => {
    expect(formatCep('01310')).toBe('01310');
    expect(formatCep('013101')).toBe('01310-1');
    expect(formatCep('01310100999')).toBe('01310-100');
  });
});
