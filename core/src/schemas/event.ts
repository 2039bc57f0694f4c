// The event form (admin, /admin/eventos): texts, dates, place, stock, tables, publication, box
// office, audience (event-audience.ts) and SEO fields, when it may be published, and its
// conversions to and from the stored document.
import { z } from '../zod.ts';
import { boxOfficeOf } from '../box-office-settings.ts';
import {
  CANCEL_CUTOFF_HOURS,
  CDC_WITHDRAWAL_DAYS,
  cancellationFieldsSchema,
  cancellationPolicyOf,
} from '../cancellation.ts';
import {
  DEFAULT_MAX_PER_ORDER,
  DEFAULT_TRANSFER_DEADLINE_HOURS,
  MAX_PER_ORDER_CEILING,
  MAX_TRANSFER_DEADLINE_HOURS,
  MEIA_QUOTA_MIN_PERCENT,
  meiaPercentError,
} from '../box-office.ts';
import { parseSaoPauloLocal, toSaoPauloLocalInput } from '../dates.ts';
import { PUBLICATION_STATUSES, REGISTRATION_STATUSES } from '../visibility.ts';
import { WHEELCHAIR_SPACES_MAX } from '../wheelchair.ts';
import { lotesDocToForm, lotesFormField, lotesFormToDoc } from './lotes.ts';
import { AGE_RATING_REQUIRED_MESSAGE } from '../age-rating.ts';
import {
  AUDIENCE_FORM_DEFAULTS,
  audienceDocToForm,
  audienceFormFields,
  audienceFormToDoc,
  hasAgeRating,
  publishedWithRating,
} from './event-audience.ts';
import { lotesOf } from '../stored/lotes.ts';
import type { EventDoc } from '../stored/event.ts';
import {
  TEXT_MAX,
  boundedText,
  emptyToNull,
  idListField,
  imageUrlField,
  isLocalDateTime,
  seoFields,
  slugField,
  tooLongMessage,
} from './fields.ts';

/** Price and category tables one event may show. */
export const EVENT_TABLES_MAX = 20;

export const EVENT_PUBLISH_MESSAGE = 'Preencha todos os campos obrigatórios antes de publicar';
const START_REQUIRED_MESSAGE = 'Data de início é obrigatória';
const STOCK_MESSAGE = 'Estoque deve ser maior ou igual a 0';
const END_BEFORE_START_MESSAGE = 'A data de término deve ser posterior à data de início';
const FEE_MESSAGE = 'Taxa de serviço deve estar entre 0% e 100%';
const MAX_PER_ORDER_MESSAGE = `O máximo por pedido deve ser um número inteiro de 1 a ${MAX_PER_ORDER_CEILING}`;
const MAX_PER_CPF_MESSAGE = `O máximo por CPF deve ser um número inteiro de 1 a ${MAX_PER_ORDER_CEILING}`;
const WHEELCHAIR_MESSAGE = `Espaços para cadeirantes: informe um número inteiro de 0 a ${WHEELCHAIR_SPACES_MAX}`;
const TRANSFER_MESSAGE = `O prazo para transferência deve ser um número inteiro de 0 a ${MAX_TRANSFER_DEADLINE_HOURS} horas`;

/** A whole number from `min` to `max`; anything else (NaN from an empty input too) says `message`. */
function intField(min: number, max: number, message: string) {
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** The meia-entrada share in %, refused with box-office.ts's words (Lei 12.933: at least 40). */
const meiaPercentField = z
  .number({ error: (issue) => meiaPercentError(issue.input) ?? undefined })
  .superRefine((percent, ctx) => {
    const message = meiaPercentError(percent);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/**
 * The admin event form. Dates are the values of `<input type="datetime-local">`
 * ('2027-03-05T20:00', São Paulo time); eventFormToDoc() turns them into Dates. data_fim ''
 * means no end. estoque_total is not stored on the event: it goes to the stock function.
 */
export const eventFormSchema = z
  .object({
    titulo: boundedText(3, 'Título deve ter pelo menos 3 caracteres', TEXT_MAX.title, 'Título'),
    slug: slugField(),
    local: boundedText(3, 'Local é obrigatório', TEXT_MAX.title, 'Local'),
    data_inicio: z
      .string({ error: START_REQUIRED_MESSAGE })
      .trim()
      .min(1, { error: START_REQUIRED_MESSAGE, abort: true })
      .refine(isLocalDateTime, START_REQUIRED_MESSAGE),
    data_fim: z
      .string()
      .trim()
      .refine((v) => v === '' || isLocalDateTime(v), 'Data de término inválida')
      .default(''),
    estoque_total: z.number({ error: STOCK_MESSAGE }).int(STOCK_MESSAGE).min(0, STOCK_MESSAGE).default(0),
    visivel: z.boolean().default(true),
    mostrar_estoque: z.boolean().default(true),
    status: z.enum(PUBLICATION_STATUSES).default('rascunho'),
    status_inscricoes: z.enum(REGISTRATION_STATUSES).default('abertas'),
    descricao: z.string().max(TEXT_MAX.richText, tooLongMessage('Descrição', TEXT_MAX.richText)).default(''),
    capa_url: imageUrlField(),
    pricing_table_ids: idListField(EVENT_TABLES_MAX, 'Tabela inválida').default([]),
    category_table_ids: idListField(EVENT_TABLES_MAX, 'Tabela inválida').default([]),
    /** Fee rate 0..1 (0.05 = 5 %); null → the default 10 %. */
    taxa_servico: z
      .number({ error: FEE_MESSAGE })
      .min(0, FEE_MESSAGE)
      .max(1, FEE_MESSAGE)
      .nullable()
      .default(null),
    // Box office (core/src/box-office.ts): the form's values are the stored ones.
    max_por_pedido: intField(1, MAX_PER_ORDER_CEILING, MAX_PER_ORDER_MESSAGE).default(DEFAULT_MAX_PER_ORDER),
    /** null: no limit per CPF (the switch off). */
    max_por_cpf: intField(1, MAX_PER_ORDER_CEILING, MAX_PER_CPF_MESSAGE).nullable().default(null),
    ingresso_nominal: z.boolean().default(false),
    transferencia_prazo_horas: intField(0, MAX_TRANSFER_DEADLINE_HOURS, TRANSFER_MESSAGE).default(
      DEFAULT_TRANSFER_DEADLINE_HOURS,
    ),
    cota_meia_percentual: meiaPercentField.default(MEIA_QUOTA_MIN_PERCENT),
    /** wheelchair spaces with a companion seat (wheelchair.ts); 0: the event sells none */
    espacos_cadeirante: intField(0, WHEELCHAIR_SPACES_MAX, WHEELCHAIR_MESSAGE).default(0),
    cancelamento_dias: cancellationFieldsSchema.shape.cancelamento_dias.default(CDC_WITHDRAWAL_DAYS),
    cancelamento_antecedencia_horas:
      cancellationFieldsSchema.shape.cancelamento_antecedencia_horas.default(CANCEL_CUTOFF_HOURS),
    lotes: lotesFormField,
    ...audienceFormFields,
    ...seoFields,
  })
  .refine(
    (v) =>
      v.data_fim === '' ||
      !isLocalDateTime(v.data_inicio) ||
      !isLocalDateTime(v.data_fim) ||
      parseSaoPauloLocal(v.data_fim).getTime() >= parseSaoPauloLocal(v.data_inicio).getTime(),
    { message: END_BEFORE_START_MESSAGE, path: ['data_fim'] },
  )
  .refine(publishedWithRating, { message: AGE_RATING_REQUIRED_MESSAGE, path: ['classificacao_indicativa'] });

export type EventFormInput = z.input<typeof eventFormSchema>;
export type EventFormValues = z.output<typeof eventFormSchema>;

/**
 * Initial values of a new event (docs/spec/backoffice.md §3: stock 0, rascunho, visible, show
 * stock, abertas).
 */
export const EVENT_FORM_DEFAULTS: EventFormValues = {
  titulo: '',
  slug: '',
  local: '',
  data_inicio: '',
  data_fim: '',
  estoque_total: 0,
  visivel: true,
  mostrar_estoque: true,
  status: 'rascunho',
  status_inscricoes: 'abertas',
  descricao: '',
  capa_url: null,
  pricing_table_ids: [],
  category_table_ids: [],
  taxa_servico: null,
  max_por_pedido: DEFAULT_MAX_PER_ORDER,
  max_por_cpf: null,
  ingresso_nominal: false,
  transferencia_prazo_horas: DEFAULT_TRANSFER_DEADLINE_HOURS,
  cota_meia_percentual: MEIA_QUOTA_MIN_PERCENT,
  espacos_cadeirante: 0,
  cancelamento_dias: CDC_WITHDRAWAL_DAYS,
  cancelamento_antecedencia_horas: CANCEL_CUTOFF_HOURS,
  lotes: [],
  ...AUDIENCE_FORM_DEFAULTS,
  seo_titulo: '',
  seo_descricao: '',
};

type PublishableEvent = {
  titulo?: string | null;
  local?: string | null;
  data_inicio?: string | Date | null;
  classificacao_indicativa?: string | null;
};

/**
 * Why 'Publicar' (or 'Atualizar' of a published event) is refused, or null: title, place and start
 * (EVENT_PUBLISH_MESSAGE), then the age rating (AGE_RATING_REQUIRED_MESSAGE, on its select).
 */
export function eventPublishBlock(
  v: PublishableEvent,
): { message: string; field?: 'classificacao_indicativa' } | null {
  const filled = (s: string | null | undefined) => (s ?? '').trim() !== '';
  const start =
    v.data_inicio instanceof Date ? !Number.isNaN(v.data_inicio.getTime()) : filled(v.data_inicio);
  if (!(filled(v.titulo) && filled(v.local) && start)) return { message: EVENT_PUBLISH_MESSAGE };
  if (!hasAgeRating(v)) return { message: AGE_RATING_REQUIRED_MESSAGE, field: 'classificacao_indicativa' };
  return null;
}

export function canPublishEvent(v: PublishableEvent): boolean {
  return eventPublishBlock(v) === null;
}

export type EventDocFields = Omit<EventDoc, 'created_at' | 'updated_at'>;

type BoxOfficeFields = Required<
  Pick<
    EventDoc,
    | 'max_por_pedido'
    | 'max_por_cpf'
    | 'ingresso_nominal'
    | 'transferencia_prazo_horas'
    | 'cota_meia_percentual'
    | 'espacos_cadeirante'
    | 'cancelamento_dias'
    | 'cancelamento_antecedencia_horas'
  >
>;

/**
 * The box-office fields of a stored event, each with its default when absent or out of range
 * (events made before them).
 */
export function boxOfficeFieldsOf(doc: Record<string, unknown>): BoxOfficeFields {
  const box = boxOfficeOf(doc);
  const cancellation = cancellationPolicyOf(doc);
  return {
    max_por_pedido: box.maxPerOrder,
    max_por_cpf: box.maxPerCpf,
    ingresso_nominal: box.namedTickets,
    transferencia_prazo_horas: box.transferDeadlineHours,
    cota_meia_percentual: box.meiaQuotaPercent,
    espacos_cadeirante: box.wheelchairSpaces,
    cancelamento_dias: cancellation.daysAfterPurchase,
    cancelamento_antecedencia_horas: cancellation.hoursBeforeEvent,
  };
}

/** Parsed form values → the event document's fields (timestamps are the caller's). */
export function eventFormToDoc(v: EventFormValues): EventDocFields {
  return {
    titulo: v.titulo,
    slug: v.slug,
    local: v.local,
    descricao: v.descricao,
    capa_url: v.capa_url,
    data_inicio: parseSaoPauloLocal(v.data_inicio),
    data_fim: v.data_fim === '' ? null : parseSaoPauloLocal(v.data_fim),
    status: v.status,
    visivel: v.visivel,
    mostrar_estoque: v.mostrar_estoque,
    status_inscricoes: v.status_inscricoes,
    pricing_table_ids: v.pricing_table_ids,
    category_table_ids: v.category_table_ids,
    taxa_servico: v.taxa_servico,
    max_por_pedido: v.max_por_pedido,
    max_por_cpf: v.max_por_cpf,
    ingresso_nominal: v.ingresso_nominal,
    transferencia_prazo_horas: v.transferencia_prazo_horas,
    cota_meia_percentual: v.cota_meia_percentual,
    espacos_cadeirante: v.espacos_cadeirante,
    cancelamento_dias: v.cancelamento_dias,
    cancelamento_antecedencia_horas: v.cancelamento_antecedencia_horas,
    lotes: lotesFormToDoc(v.lotes),
    ...audienceFormToDoc(v),
    seo_titulo: emptyToNull(v.seo_titulo),
    seo_descricao: emptyToNull(v.seo_descricao),
  };
}

/** Event document (+ its stock total) → form values for editing. */
export function eventDocToForm(doc: EventDocFields, estoqueTotal: number): EventFormValues {
  return {
    titulo: doc.titulo,
    slug: doc.slug,
    local: doc.local,
    data_inicio: toSaoPauloLocalInput(doc.data_inicio),
    data_fim: doc.data_fim ? toSaoPauloLocalInput(doc.data_fim) : '',
    estoque_total: estoqueTotal,
    visivel: doc.visivel,
    mostrar_estoque: doc.mostrar_estoque,
    status: doc.status,
    status_inscricoes: doc.status_inscricoes,
    descricao: doc.descricao,
    capa_url: doc.capa_url,
    pricing_table_ids: doc.pricing_table_ids,
    category_table_ids: doc.category_table_ids,
    taxa_servico: doc.taxa_servico,
    ...boxOfficeFieldsOf(doc),
    lotes: lotesDocToForm(lotesOf(doc as unknown as Record<string, unknown>)),
    ...audienceDocToForm(doc),
    seo_titulo: doc.seo_titulo ?? '',
    seo_descricao: doc.seo_descricao ?? '',
  };
}
