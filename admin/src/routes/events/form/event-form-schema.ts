// The event form's schema (core's eventFormSchema, shared with the site's data model) and the
// form-only helpers around it: the screen's fields (lotes as typed, lotes-model.ts) and the
// resolver that checks them with core's schema, which tab holds which field, the fee as a
// percentage, the meia quota in tickets, and the document the form saves. Pure, unit-tested.
import { meiaPercentError, meiaQuota } from '@gn/core/box-office';
import type { LoteCounts } from '@gn/core/lotes';
import {
  EVENT_FORM_DEFAULTS,
  eventFormSchema,
  eventFormToDoc,
  type EventDocFields,
  type EventFormInput,
  type EventFormValues,
} from '@gn/core/schemas/event';
import { coreResolver } from '../../../lib/core-resolver';
import { editorHtml } from '../../../ui/rich-text';
import { lotesToFields, lotesToInput, soldBelowIssues, type LoteFields } from './lotes-model';

export { EVENT_FORM_DEFAULTS, eventFormSchema };
export type { EventFormInput, EventFormValues };

/** What the screen edits: core's form input, with the lotes as typed (prices in reais). */
export type EventFormFields = Omit<EventFormInput, 'lotes'> & { lotes: LoteFields[] };

/** Core's form values (a saved event's, or the defaults) → the screen's fields. */
export function eventValuesToFields(values: EventFormValues): EventFormFields {
  // The rating's select says 'Não informada' with ''.
  return {
    ...values,
    classificacao_indicativa: values.classificacao_indicativa ?? '',
    lotes: lotesToFields(values.lotes),
  };
}

/** The screen's fields → the input of core's eventFormSchema. */
export function eventFieldsToInput(fields: EventFormFields): EventFormInput {
  return { ...fields, lotes: lotesToInput(fields.lotes, fields.pricing_table_ids ?? []) };
}

/**
 * The form's resolver: core's schema, whose issues name the screen's own paths (lotes.1.quantidade,
 * lotes.0.precos.pt-pista/inteira), plus what only the loaded stock knows: no lote's quantity
 * below what it sold (`sold` is read at each validation: the figures arrive after the form).
 */
export function eventFormResolver(sold: () => LoteCounts) {
  return coreResolver<EventFormFields, EventFormValues>(eventFormSchema, {
    toInput: eventFieldsToInput,
    extraIssues: (fields) => soldBelowIssues(fields.lotes, sold()),
    arrays: ['lotes'],
  });
}

export const EVENT_SLUG_TAKEN_MESSAGE = 'Já existe um evento com este slug';

export const EVENT_TABS = ['Geral', 'Conteúdo', 'Tabela de Preços', 'Tabelas de Categorias', 'SEO'] as const;

/** The tab (index into EVENT_TABS) that shows each field. */
const TAB_OF_FIELD: Partial<Record<keyof EventFormValues, number>> = {
  titulo: 0,
  slug: 0,
  local: 0,
  data_inicio: 0,
  data_fim: 0,
  estoque_total: 0,
  taxa_servico: 0,
  visivel: 0,
  mostrar_estoque: 0,
  status: 0,
  status_inscricoes: 0,
  max_por_pedido: 0,
  max_por_cpf: 0,
  ingresso_nominal: 0,
  transferencia_prazo_horas: 0,
  cota_meia_percentual: 0,
  espacos_cadeirante: 0,
  cancelamento_dias: 0,
  cancelamento_antecedencia_horas: 0,
  classificacao_indicativa: 0,
  regra_menores: 0,
  acessibilidade: 0,
  acessibilidade_info: 0,
  capa_url: 1,
  descricao: 1,
  pricing_table_ids: 2,
  lotes: 2,
  category_table_ids: 3,
  seo_titulo: 4,
  seo_descricao: 4,
};

/** Tabs holding at least one of the fields with an error, in tab order. */
export function tabsWithErrors(errorFields: readonly string[]): number[] {
  const tabs = new Set<number>();
  for (const field of errorFields) {
    const tab = TAB_OF_FIELD[field as keyof EventFormValues];
    if (tab !== undefined) tabs.add(tab);
  }
  return [...tabs].sort((a, b) => a - b);
}

/** Rate (0.085) → the percentage typed in the form ('8,5'); null → ''. */
export function rateToPercentText(rate: number | null | undefined): string {
  if (rate === null || rate === undefined || Number.isNaN(rate)) return '';
  return String(Math.round(rate * 10000) / 100).replace('.', ',');
}

/** '8,5' → 0.085; '' → null; anything else → NaN (the schema then shows its message). */
export function percentTextToRate(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+([.,]\d{1,2})?$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed.replace(',', '.')) * 100) / 10000;
}

/**
 * The meia-entrada quota in tickets beside its percentage ('= 48 de 120 ingressos'); null while
 * the stock total or the percentage is not a valid number yet.
 */
export function meiaQuotaText(total: unknown, percent: unknown): string | null {
  if (typeof total !== 'number' || !Number.isInteger(total) || total <= 0) return null;
  if (meiaPercentError(percent) !== null) return null;
  const quota = meiaQuota(total, percent as number);
  const count = new Intl.NumberFormat('pt-BR');
  return `= ${count.format(quota)} de ${count.format(total)} ${total === 1 ? 'ingresso' : 'ingressos'}`;
}

/**
 * The event document the form saves: the parsed values with the status of the button pressed
 * (Publicar forces publicado; Salvar Rascunho keeps the select) and the description passed
 * through the site's sanitiser.
 */
export function eventDocFromForm(values: EventFormValues, action: 'draft' | 'publish'): EventDocFields {
  const doc = eventFormToDoc(values);
  return {
    ...doc,
    status: action === 'publish' ? 'publicado' : values.status,
    descricao: editorHtml(values.descricao),
  };
}
