// Coupons (admin, /admin/cupons): the form the admin fills, which the API checks again, and the
// coupon box's check request. Dates are `<input type="datetime-local">` values in São Paulo time,
// as in the event form; amounts in centavos (the form converts from reais).
import { z } from '../zod.ts';
import { COUPON_KINDS, type CouponRules, type CouponTerms } from '../coupons.ts';
import { parseSaoPauloLocal, toSaoPauloLocalInput } from '../dates.ts';
import { checkoutItemsSchema, COUPON_INPUT_MAX } from './checkout.ts';
import { idListField, isLocalDateTime, optionalText } from './fields.ts';

export const COUPON_CODE_MESSAGE = 'Código: de 3 a 30 letras sem acento, números, - ou _';
export const COUPON_PERCENT_MESSAGE = 'Percentual: um número inteiro de 1 a 100';
export const COUPON_AMOUNT_MESSAGE = 'Valor do desconto deve ser maior que zero';
export const COUPON_USES_MESSAGE = 'Usos: um número inteiro de 1 a 1.000.000, ou vazio para sem limite';
export const COUPON_ACCOUNT_USES_MESSAGE =
  'Usos por conta: um número inteiro de 1 a 100, ou vazio para sem limite';
export const COUPON_DATE_MESSAGE = 'Data inválida';
export const COUPON_WINDOW_MESSAGE = 'O fim da validade deve ser depois do início';
export const COUPON_OPTIONS_MAX = 200;
export const COUPON_EVENTS_MAX = 100;

const CODE_PATTERN = /^[A-Z0-9_-]{3,30}$/;

/** A code as the admin types it: trimmed and upper-cased before the pattern is checked. */
export const couponCodeField = z
  .string({ error: COUPON_CODE_MESSAGE })
  .trim()
  .toUpperCase()
  .regex(CODE_PATTERN, COUPON_CODE_MESSAGE);

function wholeNumber(min: number, max: number, message: string) {
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** '' (no date) or a datetime-local value. */
const optionalLocalDate = z
  .string({ error: COUPON_DATE_MESSAGE })
  .trim()
  .refine((v) => v === '' || isLocalDateTime(v), COUPON_DATE_MESSAGE)
  .default('');

/** 'tableId/itemId' (coupons.ts optionKey). */
const optionKeyField = z
  .string()
  .max(260)
  .regex(/^[^/\s]{1,128}\/[^/\s]{1,128}$/, 'Opção inválida');

export const couponFormSchema = z
  .object({
    codigo: couponCodeField,
    descricao: optionalText(200, 'Descrição').default(''),
    tipo: z.enum(COUPON_KINDS, { error: 'Tipo de desconto inválido' }).default('percentual'),
    percentual: wholeNumber(1, 100, COUPON_PERCENT_MESSAGE).nullable().default(null),
    valor_centavos: wholeNumber(1, 100_000_000, COUPON_AMOUNT_MESSAGE).nullable().default(null),
    valido_de: optionalLocalDate,
    valido_ate: optionalLocalDate,
    usos_max: wholeNumber(1, 1_000_000, COUPON_USES_MESSAGE).nullable().default(null),
    usos_por_conta: wholeNumber(1, 100, COUPON_ACCOUNT_USES_MESSAGE).nullable().default(null),
    eventos: idListField(COUPON_EVENTS_MAX, 'Evento inválido').default([]),
    opcoes: z
      .array(optionKeyField)
      .max(COUPON_OPTIONS_MAX, `No máximo ${COUPON_OPTIONS_MAX} opções`)
      .default([]),
    ativo: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.tipo === 'percentual' && v.percentual === null) {
      ctx.addIssue({ code: 'custom', message: COUPON_PERCENT_MESSAGE, path: ['percentual'] });
    }
    if (v.tipo === 'valor' && v.valor_centavos === null) {
      ctx.addIssue({ code: 'custom', message: COUPON_AMOUNT_MESSAGE, path: ['valor_centavos'] });
    }
    if (
      isLocalDateTime(v.valido_de) &&
      isLocalDateTime(v.valido_ate) &&
      parseSaoPauloLocal(v.valido_ate) <= parseSaoPauloLocal(v.valido_de)
    ) {
      ctx.addIssue({ code: 'custom', message: COUPON_WINDOW_MESSAGE, path: ['valido_ate'] });
    }
  });

export type CouponFormInput = z.input<typeof couponFormSchema>;
export type CouponFormValues = z.output<typeof couponFormSchema>;

export const COUPON_FORM_DEFAULTS: CouponFormValues = {
  codigo: '',
  descricao: '',
  tipo: 'percentual',
  percentual: 10,
  valor_centavos: null,
  valido_de: '',
  valido_ate: '',
  usos_max: null,
  usos_por_conta: null,
  eventos: [],
  opcoes: [],
  ativo: true,
};

/** The stored fields of a valid form (the other kind's amount is dropped; dates become Dates). */
export function couponFormToDoc(v: CouponFormValues) {
  return {
    codigo: v.codigo,
    descricao: v.descricao,
    tipo: v.tipo,
    percentual: v.tipo === 'percentual' ? v.percentual : null,
    valor_centavos: v.tipo === 'valor' ? v.valor_centavos : null,
    valido_de: v.valido_de === '' ? null : parseSaoPauloLocal(v.valido_de),
    valido_ate: v.valido_ate === '' ? null : parseSaoPauloLocal(v.valido_ate),
    usos_max: v.usos_max,
    usos_por_conta: v.usos_por_conta,
    eventos: v.eventos,
    opcoes: v.opcoes,
    ativo: v.ativo,
  };
}

/** POST /api/me/coupons/check: the typed code and the cart's lines it would apply to. */
export const couponCheckSchema = z.object({
  codigo: z
    .string({ error: 'Informe o cupom' })
    .trim()
    .min(1, 'Informe o cupom')
    .max(COUPON_INPUT_MAX, 'Cupom inválido'),
  items: checkoutItemsSchema,
});
export type CouponCheckRequest = z.infer<typeof couponCheckSchema>;

/** The form's values for a stored coupon (dates as São Paulo datetime-local values). */
export function couponDocToForm(rules: CouponRules): CouponFormValues {
  return {
    codigo: rules.codigo,
    descricao: rules.descricao,
    tipo: rules.tipo,
    percentual: rules.percentual,
    valor_centavos: rules.valor_centavos,
    valido_de: rules.valido_de ? toSaoPauloLocalInput(rules.valido_de) : '',
    valido_ate: rules.valido_ate ? toSaoPauloLocalInput(rules.valido_ate) : '',
    usos_max: rules.usos_max,
    usos_por_conta: rules.usos_por_conta,
    eventos: rules.eventos,
    opcoes: rules.opcoes,
    ativo: rules.ativo,
  };
}

/** POST /api/me/coupons/check → 200 (a refusal is 409 COUPON_REFUSED_CODE with its reason). */
export interface CouponCheckAnswer {
  termos: CouponTerms;
  /** 'Cupom GN10 aplicado: 10% de desconto' */
  mensagem: string;
}
