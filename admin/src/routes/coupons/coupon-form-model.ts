// The coupon form's rules, pure (unit-tested): the form as the admin types it (reais, blank limits)
// and its conversion to and from the API's form (centavos, nulls).
import type { CouponKind } from '@gn/core/coupons';
import type { CouponFormInput, CouponFormValues } from '@gn/core/schemas/coupon';
import { centavosToInput, INVALID_CENTAVOS, inputToCentavos } from '../../lib/money-input';

export type CouponScope = 'todos' | 'eventos';

/** The form as typed: numbers are the inputs' text ('' = none), the amount in reais. */
export type CouponFields = {
  codigo: string;
  descricao: string;
  tipo: CouponKind;
  percentual: string;
  /** reais, as typed in the number input */
  valor: string;
  valido_de: string;
  valido_ate: string;
  usos_max: string;
  usos_por_conta: string;
  escopo: CouponScope;
  eventos: string[];
  opcoes: string[];
  ativo: boolean;
};

export const COUPON_KIND_OPTIONS = [
  { value: 'percentual', label: 'Percentual' },
  { value: 'valor', label: 'Valor fixo' },
] as const;

export const COUPON_SCOPE_OPTIONS = [
  { value: 'todos', label: 'Todos os eventos' },
  { value: 'eventos', label: 'Eventos escolhidos' },
] as const;

export const COUPON_NO_EVENT_MESSAGE = 'Escolha pelo menos um evento';

/** '' → null; '3' → 3; anything else that is not a number → a value the schema refuses. */
export function inputToCount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed.replace(',', '.'));
  return Number.isFinite(n) ? n : INVALID_CENTAVOS;
}

function countToInput(n: number | null): string {
  return n === null ? '' : String(n);
}

/** The API's form (GET /api/admin/coupons/:code, or the defaults) → the fields the screen edits. */
export function couponFormToFields(form: CouponFormValues): CouponFields {
  return {
    codigo: form.codigo,
    descricao: form.descricao ?? '',
    tipo: form.tipo,
    percentual: countToInput(form.percentual),
    valor: centavosToInput(form.valor_centavos),
    valido_de: form.valido_de,
    valido_ate: form.valido_ate,
    usos_max: countToInput(form.usos_max),
    usos_por_conta: countToInput(form.usos_por_conta),
    // Options without events (only possible through the API) keep the chosen scope, so they show.
    escopo: form.eventos.length > 0 || form.opcoes.length > 0 ? 'eventos' : 'todos',
    eventos: [...form.eventos],
    opcoes: [...form.opcoes],
    ativo: form.ativo,
  };
}

/** The input of core's couponFormSchema (the other kind's amount and an unused scope dropped). */
export function couponFieldsToInput(fields: CouponFields): CouponFormInput {
  const chosen = fields.escopo === 'eventos';
  return {
    codigo: fields.codigo,
    descricao: fields.descricao,
    tipo: fields.tipo,
    percentual: fields.tipo === 'percentual' ? inputToCount(fields.percentual) : null,
    valor_centavos: fields.tipo === 'valor' ? inputToCentavos(fields.valor) : null,
    valido_de: fields.valido_de,
    valido_ate: fields.valido_ate,
    usos_max: inputToCount(fields.usos_max),
    usos_por_conta: inputToCount(fields.usos_por_conta),
    eventos: chosen ? fields.eventos : [],
    opcoes: chosen ? fields.opcoes : [],
    ativo: fields.ativo,
  };
}

/** valor_centavos (schema) → valor (form field). */
export function couponErrorPath(path: string): string {
  return path === 'valor_centavos' ? 'valor' : path;
}

/** What the schema cannot know: 'Eventos escolhidos' with none ticked. */
export function couponExtraIssues(fields: CouponFields) {
  return fields.escopo === 'eventos' && fields.eventos.length === 0
    ? [{ path: ['eventos'], message: COUPON_NO_EVENT_MESSAGE }]
    : [];
}
