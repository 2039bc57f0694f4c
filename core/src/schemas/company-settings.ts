// site_settings/company, the 'Empresa' tab: who sells (Decreto 7.962/2013, art. 2º I–II): the legal
// name and CNPJ, the physical address and the SAC (e-mail, phone, hours). One schema takes the form
// (masked CNPJ, CEP and phone) and the stored document alike and gives the stored shape (bare
// CNPJ and CEP, phone as '+55…'), so reading back what was saved gives the same document.
// Nothing is filled by default: until the admin saves it, the pages show no seller block.
import { cnpjDigits, formatCnpj, isValidCnpj } from '../cnpj.ts';
import { PHONE_INVALID_MESSAGE, phoneFromStorage, phoneToStorage } from '../phone.ts';
import { z } from '../zod.ts';
import { emailField, emptyToNull, tooLongMessage } from './fields.ts';

/** The 27 federative units (26 states and the Distrito Federal). */
export const UFS = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const; // prettier-ignore
export type Uf = (typeof UFS)[number];

export const COMPANY_LIMITS = {
  razao_social: 150,
  nome_fantasia: 100,
  logradouro: 150,
  numero: 20,
  complemento: 60,
  bairro: 80,
  cidade: 80,
  atendimento: 120,
} as const;

export const COMPANY_MESSAGES = {
  razaoSocial: 'Razão social é obrigatória',
  cnpjRequired: 'CNPJ é obrigatório',
  cnpj: 'CNPJ inválido: confira os dígitos',
  logradouro: 'Logradouro é obrigatório',
  numero: 'Número é obrigatório (use S/N se não houver)',
  bairro: 'Bairro é obrigatório',
  cidade: 'Cidade é obrigatória',
  uf: 'Selecione a UF',
  cep: 'CEP inválido. Use o formato 00000-000',
  phoneRequired: 'Telefone do SAC é obrigatório',
  atendimento: 'Informe os dias e horários de atendimento',
} as const;

/** A required trimmed text of 1..max characters (2.. for names), with the field's own messages. */
function requiredText(field: keyof typeof COMPANY_LIMITS, label: string, required: string, min = 2) {
  const max = COMPANY_LIMITS[field];
  return z.string({ error: required }).trim().min(min, required).max(max, tooLongMessage(label, max));
}

/** An optional text: '' or null → null. */
function optionalText(field: keyof typeof COMPANY_LIMITS, label: string) {
  const max = COMPANY_LIMITS[field];
  return z
    .string()
    .trim()
    .max(max, tooLongMessage(label, max))
    .nullable()
    .default(null)
    .transform((v) => emptyToNull(v));
}

const digitsOnly = (v: string) => v.replace(/\D/g, '');

export const companySettingsSchema = z.object({
  razao_social: requiredText('razao_social', 'Razão social', COMPANY_MESSAGES.razaoSocial),
  nome_fantasia: optionalText('nome_fantasia', 'Nome fantasia'),
  cnpj: z
    .string({ error: COMPANY_MESSAGES.cnpjRequired })
    .trim()
    .min(1, { error: COMPANY_MESSAGES.cnpjRequired, abort: true })
    .max(18, { error: COMPANY_MESSAGES.cnpj, abort: true })
    .refine(isValidCnpj, COMPANY_MESSAGES.cnpj)
    .transform(cnpjDigits),
  logradouro: requiredText('logradouro', 'Logradouro', COMPANY_MESSAGES.logradouro),
  numero: requiredText('numero', 'Número', COMPANY_MESSAGES.numero, 1),
  complemento: optionalText('complemento', 'Complemento'),
  bairro: requiredText('bairro', 'Bairro', COMPANY_MESSAGES.bairro),
  cidade: requiredText('cidade', 'Cidade', COMPANY_MESSAGES.cidade),
  uf: z.enum(UFS, { error: COMPANY_MESSAGES.uf }),
  cep: z
    .string({ error: COMPANY_MESSAGES.cep })
    .trim()
    .regex(/^\d{5}-?\d{3}$/, COMPANY_MESSAGES.cep)
    .transform(digitsOnly),
  sac_email: emailField(),
  // Masked as typed ('(11) 4004-0000') or as stored ('+551140040000'); stored as '+55' + digits.
  sac_telefone: z
    .string({ error: COMPANY_MESSAGES.phoneRequired })
    .trim()
    .transform(phoneFromStorage)
    .pipe(
      z
        .string()
        .min(1, { error: COMPANY_MESSAGES.phoneRequired, abort: true })
        .refine((v) => [10, 11].includes(digitsOnly(v).length), PHONE_INVALID_MESSAGE),
    )
    .transform((v) => phoneToStorage(v) ?? ''),
  atendimento: requiredText('atendimento', 'Horário de atendimento', COMPANY_MESSAGES.atendimento, 3),
});
export type CompanySettingsInput = z.input<typeof companySettingsSchema>;
export type CompanySettings = z.output<typeof companySettingsSchema>;

/** The form before anything was saved: every field empty. */
export const COMPANY_FORM_EMPTY: CompanySettingsInput = {
  razao_social: '',
  nome_fantasia: '',
  cnpj: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  cidade: '',
  uf: '' as Uf,
  cep: '',
  sac_email: '',
  sac_telefone: '',
  atendimento: '',
};

/** '01310100' → '01310-100' (progressive, for the input's mask too). */
export function formatCep(input: string): string {
  const d = digitsOnly(input).slice(0, 8);
  return d.length <= 5 ? d : `${d.slice(0, 5)}-${d.slice(5)}`;
}

/** The stored document as the form shows it (masks applied, nulls as ''). */
export function companyDocToForm(doc: CompanySettings | null): CompanySettingsInput {
  if (!doc) return { ...COMPANY_FORM_EMPTY };
  return {
    ...doc,
    nome_fantasia: doc.nome_fantasia ?? '',
    complemento: doc.complemento ?? '',
    cnpj: formatCnpj(doc.cnpj),
    cep: formatCep(doc.cep),
    sac_telefone: phoneFromStorage(doc.sac_telefone),
  };
}
