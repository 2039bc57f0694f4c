// Site settings: one Firestore document per admin tab under site_settings/ (brand, payments,
// email, seo, and company in company-settings.ts). The admin forms validate with these schemas; the functions and the site build
// read the stored documents back through them (parseStoredSettings), falling back to the
// defaults, so a missing or damaged document never breaks a checkout or a build.
import { z } from '../zod.ts';
import {
  DEFAULT_BOLETO_HOLD_HOURS,
  DEFAULT_RESERVATION_MINUTES,
  DEFAULT_UNPAID_TICKET_CAP,
} from '../checkout-rules.ts';
import {
  ASAAS_MIN_INSTALLMENT_CENTAVOS,
  INSTALLMENT_DEFAULTS,
  INSTALLMENTS_MAX,
  MONTHLY_RATE_MAX,
} from '../installments.ts';
import { reaisToCentavos } from '../money.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '../payment.ts';
import { DEFAULT_FEE_RATE } from '../pricing.ts';
import { HEX_COLOR_PATTERN } from '../theme-color.ts';
import { EMAIL_INVALID_MESSAGE, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, emailField, minText } from './fields.ts';

export const SETTINGS_SAVED_MESSAGE = 'Configurações salvas com sucesso';
export const SETTINGS_SAVE_ERROR_MESSAGE = 'Erro ao salvar configurações';

/** site_settings/{id} of each tab (news_banner is the ticker's, edited on its own screen). */
export const SETTINGS_DOCS = {
  brand: 'brand',
  payments: 'payments',
  email: 'email',
  seo: 'seo',
  company: 'company',
} as const;
export type SettingsTab = keyof typeof SETTINGS_DOCS;

export const SITE_NAME_MAX = 60;
export const SITE_NAME_REQUIRED_MESSAGE = 'Nome do site é obrigatório';
export const SITE_NAME_MAX_MESSAGE = `Nome do site deve ter no máximo ${SITE_NAME_MAX} caracteres`;
export const COLOR_MESSAGE = 'Cor deve estar no formato #RRGGBB';
export const URL_MESSAGE = 'URL inválida: use um endereço http:// ou https://';
export const PAYMENT_METHODS_MESSAGE = 'Selecione pelo menos uma forma de pagamento';
export const SERVICE_FEE_MESSAGE = 'Taxa de serviço deve estar entre 0% e 100%';
export const RESERVATION_MIN = 5;
export const RESERVATION_MAX = 60;
export const RESERVATION_MESSAGE = `Tempo de reserva deve estar entre ${RESERVATION_MIN} e ${RESERVATION_MAX} minutos`;
export const BOLETO_HOURS_MIN = 1;
export const BOLETO_HOURS_MAX = 168;
export const BOLETO_HOURS_MESSAGE = `Prazo do boleto deve estar entre ${BOLETO_HOURS_MIN} e ${BOLETO_HOURS_MAX} horas`;
export const UNPAID_CAP_MIN = 1;
export const UNPAID_CAP_MAX = 50;
export const UNPAID_CAP_MESSAGE = `Limite de ingressos aguardando pagamento deve estar entre ${UNPAID_CAP_MIN} e ${UNPAID_CAP_MAX}`;
export const INSTALLMENTS_MAX_MESSAGE = `Parcelas no cartão deve estar entre 1 e ${INSTALLMENTS_MAX}`;
export const INSTALLMENT_MIN_MESSAGE = 'Parcela mínima deve ser de pelo menos R$ 5,00';
export const MONTHLY_RATE_MESSAGE = 'Juros ao mês devem estar entre 0% e 10%';
export const INTEREST_FROM_MESSAGE = `Juros a partir de deve estar entre 2 e ${INSTALLMENTS_MAX} parcelas`;
export const TWO_DECIMALS_MESSAGE = 'Use no máximo duas casas decimais';
export const SENDER_NAME_MESSAGE = 'Nome do remetente é obrigatório';
export const SEO_TITLE_MESSAGE = `Título SEO deve ter no máximo ${SEO_TITLE_MAX} caracteres`;
export const SEO_DESCRIPTION_MESSAGE = `Descrição SEO deve ter no máximo ${SEO_DESCRIPTION_MAX} caracteres`;

const URL_MAX = 2048;

/**
 * An absolute http(s) URL (Cloud Storage in production) or a root-relative path (the local file
 * store's '/api/files/...'). Nothing else: no javascript:, data:, or protocol-relative '//host'.
 */
export function isAssetUrl(value: string): boolean {
  if (/\s/.test(value) || value.length > URL_MAX) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An optional image URL: '' or null → null. */
function assetUrlField() {
  return z
    .string({ error: URL_MESSAGE })
    .trim()
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v))
    .refine((v) => v === null || isAssetUrl(v), URL_MESSAGE);
}

// ------------------------------------------------------------------ Marca & Tema

export const brandSettingsSchema = z.object({
  nome_site: z
    .string({ error: SITE_NAME_REQUIRED_MESSAGE })
    .trim()
    .min(2, SITE_NAME_REQUIRED_MESSAGE)
    .max(SITE_NAME_MAX, SITE_NAME_MAX_MESSAGE),
  logo_claro_url: assetUrlField(),
  logo_escuro_url: assetUrlField(),
  favicon_url: assetUrlField(),
  cor_primaria: z
    .string({ error: COLOR_MESSAGE })
    .trim()
    .regex(HEX_COLOR_PATTERN, COLOR_MESSAGE)
    .transform((v) => v.toUpperCase()),
});
export type BrandSettingsInput = z.input<typeof brandSettingsSchema>;
export type BrandSettings = z.output<typeof brandSettingsSchema>;

export const BRAND_DEFAULTS: BrandSettings = {
  nome_site: 'GN Ingressos',
  logo_claro_url: null,
  logo_escuro_url: null,
  favicon_url: null,
  cor_primaria: '#5B34F2',
};

// ------------------------------------------------------------------ Pagamentos

/** At least one method; duplicates dropped; kept in the canonical order (pix, card, boleto). */
function paymentMethodsField() {
  return z
    .array(z.enum(PAYMENT_METHODS, { error: PAYMENT_METHODS_MESSAGE }), { error: PAYMENT_METHODS_MESSAGE })
    .min(1, PAYMENT_METHODS_MESSAGE)
    .transform((list) => PAYMENT_METHOD_ORDER.filter((m) => list.includes(m)));
}

/** The order the checkout lists the methods in. */
export const PAYMENT_METHOD_ORDER: readonly PaymentMethod[] = ['pix', 'card', 'boleto'];

/** A whole number between min and max, with one pt-BR message for every way it can be wrong. */
function intField(min: number, max: number, message: string) {
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

const reservationField = () => intField(RESERVATION_MIN, RESERVATION_MAX, RESERVATION_MESSAGE);
const boletoHoursField = () => intField(BOLETO_HOURS_MIN, BOLETO_HOURS_MAX, BOLETO_HOURS_MESSAGE);
const unpaidCapField = () => intField(UNPAID_CAP_MIN, UNPAID_CAP_MAX, UNPAID_CAP_MESSAGE);
const installmentsMaxField = () => intField(1, INSTALLMENTS_MAX, INSTALLMENTS_MAX_MESSAGE);
const interestFromField = () => intField(2, INSTALLMENTS_MAX, INTEREST_FROM_MESSAGE);
/** The largest installment minimum accepted: R$ 100.000,00 (a bound, not a business rule). */
const INSTALLMENT_MIN_CAP = 10_000_000;

/** A number typed with at most two decimals (a percentage, an amount in reais). */
function twoDecimals(schema: z.ZodNumber) {
  return schema.refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, TWO_DECIMALS_MESSAGE);
}

/**
 * site_settings/payments as stored: the fee as a rate 0..1, like events' taxa_servico. The two
 * limits came later: a document saved before them takes their defaults instead of failing whole.
 */
export const paymentSettingsSchema = z.object({
  metodos: paymentMethodsField(),
  taxa_padrao: z
    .number({ error: SERVICE_FEE_MESSAGE })
    .min(0, SERVICE_FEE_MESSAGE)
    .max(1, SERVICE_FEE_MESSAGE),
  reserva_minutos: reservationField(),
  boleto_horas: boletoHoursField().default(DEFAULT_BOLETO_HOLD_HOURS),
  limite_pendentes: unpaidCapField().default(DEFAULT_UNPAID_TICKET_CAP),
  // Card installments (installments.ts); a document saved before them takes the defaults.
  parcelas_max: installmentsMaxField().default(INSTALLMENT_DEFAULTS.parcelas_max),
  parcela_minima_centavos: intField(
    ASAAS_MIN_INSTALLMENT_CENTAVOS,
    INSTALLMENT_MIN_CAP,
    INSTALLMENT_MIN_MESSAGE,
  ).default(INSTALLMENT_DEFAULTS.parcela_minima_centavos),
  juros_mensal: z
    .number({ error: MONTHLY_RATE_MESSAGE })
    .min(0, MONTHLY_RATE_MESSAGE)
    .max(MONTHLY_RATE_MAX, MONTHLY_RATE_MESSAGE)
    .default(INSTALLMENT_DEFAULTS.juros_mensal),
  juros_a_partir_de: interestFromField().default(INSTALLMENT_DEFAULTS.juros_a_partir_de),
});
export type PaymentSettings = z.output<typeof paymentSettingsSchema>;

export const PAYMENT_DEFAULTS: PaymentSettings = {
  metodos: [...PAYMENT_METHOD_ORDER],
  taxa_padrao: DEFAULT_FEE_RATE,
  reserva_minutos: DEFAULT_RESERVATION_MINUTES,
  boleto_horas: DEFAULT_BOLETO_HOLD_HOURS,
  limite_pendentes: DEFAULT_UNPAID_TICKET_CAP,
  ...INSTALLMENT_DEFAULTS,
};

/**
 * The Pagamentos form: the fee and the monthly interest typed as percentages, the smallest
 * installment in reais (two decimals at most each).
 */
export const paymentSettingsFormSchema = z.object({
  metodos: paymentMethodsField(),
  taxa_percentual: twoDecimals(
    z.number({ error: SERVICE_FEE_MESSAGE }).min(0, SERVICE_FEE_MESSAGE).max(100, SERVICE_FEE_MESSAGE),
  ),
  reserva_minutos: reservationField(),
  boleto_horas: boletoHoursField(),
  limite_pendentes: unpaidCapField(),
  parcelas_max: installmentsMaxField(),
  parcela_minima: twoDecimals(
    z
      .number({ error: INSTALLMENT_MIN_MESSAGE })
      .min(ASAAS_MIN_INSTALLMENT_CENTAVOS / 100, INSTALLMENT_MIN_MESSAGE)
      .max(INSTALLMENT_MIN_CAP / 100, INSTALLMENT_MIN_MESSAGE),
  ),
  juros_percentual: twoDecimals(
    z
      .number({ error: MONTHLY_RATE_MESSAGE })
      .min(0, MONTHLY_RATE_MESSAGE)
      .max(MONTHLY_RATE_MAX * 100, MONTHLY_RATE_MESSAGE),
  ),
  juros_a_partir_de: interestFromField(),
});
export type PaymentSettingsFormInput = z.input<typeof paymentSettingsFormSchema>;
export type PaymentSettingsForm = z.output<typeof paymentSettingsFormSchema>;

/** 8.5 % → 0.085, without float noise. */
export function percentToRate(percent: number): number {
  return Math.round(percent * 100) / 10000;
}

export function rateToPercent(rate: number): number {
  return Math.round(rate * 10000) / 100;
}

export function paymentFormToDoc(form: PaymentSettingsForm): PaymentSettings {
  return {
    metodos: form.metodos,
    taxa_padrao: percentToRate(form.taxa_percentual),
    reserva_minutos: form.reserva_minutos,
    boleto_horas: form.boleto_horas,
    limite_pendentes: form.limite_pendentes,
    parcelas_max: form.parcelas_max,
    parcela_minima_centavos: reaisToCentavos(form.parcela_minima),
    juros_mensal: percentToRate(form.juros_percentual),
    juros_a_partir_de: form.juros_a_partir_de,
  };
}

export function paymentDocToForm(doc: PaymentSettings): PaymentSettingsForm {
  return {
    metodos: doc.metodos,
    taxa_percentual: rateToPercent(doc.taxa_padrao),
    reserva_minutos: doc.reserva_minutos,
    boleto_horas: doc.boleto_horas,
    limite_pendentes: doc.limite_pendentes,
    parcelas_max: doc.parcelas_max,
    parcela_minima: doc.parcela_minima_centavos / 100,
    juros_percentual: rateToPercent(doc.juros_mensal),
    juros_a_partir_de: doc.juros_a_partir_de,
  };
}

/** Whether the admin function's answer says Asaas talks to production, its sandbox or ours. */
export type AsaasEnvironment = 'sandbox' | 'produção' | 'local';
export interface PaymentsEnvAnswer {
  environment: AsaasEnvironment;
  keyConfigured: boolean;
}

// ------------------------------------------------------------------ E-mail

export const emailSettingsSchema = z.object({
  remetente_nome: minText(2, SENDER_NAME_MESSAGE).max(
    100,
    'Nome do remetente deve ter no máximo 100 caracteres',
  ),
  remetente_email: emailField(),
  /** '' → null: replies go to the sender. */
  responder_para: z
    .string({ error: EMAIL_INVALID_MESSAGE })
    .trim()
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v))
    .refine((v) => v === null || emailField().safeParse(v).success, EMAIL_INVALID_MESSAGE),
});
export type EmailSettingsInput = z.input<typeof emailSettingsSchema>;
export type EmailSettings = z.output<typeof emailSettingsSchema>;

// ------------------------------------------------------------------ SEO

export const seoSettingsSchema = z.object({
  /** '' → the site's built-in title. */
  titulo_padrao: z.string().trim().max(SEO_TITLE_MAX, SEO_TITLE_MESSAGE).default(''),
  descricao_padrao: z.string().trim().max(SEO_DESCRIPTION_MAX, SEO_DESCRIPTION_MESSAGE).default(''),
  og_imagem_url: assetUrlField(),
});
export type SeoSettingsInput = z.input<typeof seoSettingsSchema>;
export type SeoSettings = z.output<typeof seoSettingsSchema>;

export const SEO_DEFAULTS: SeoSettings = { titulo_padrao: '', descricao_padrao: '', og_imagem_url: null };

// ------------------------------------------------------------------ reading stored documents

// The generic reader, in its own module: every settings document (and others) reads through it.
export { parseStoredSettings } from './stored-settings.ts';
