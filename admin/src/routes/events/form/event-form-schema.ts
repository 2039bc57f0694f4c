// The event form's schema (core's eventFormSchema, shared with the site's data model) and the
// form-only helpers around it: which tab holds which field, the fee as a percentage, the meia
// quota in tickets, and the document the form saves. Pure, unit-tested.
import { meiaPercentError, meiaQuota } from '@gn/core/box-office';
import {
  EVENT_FORM_DEFAULTS,
  eventFormSchema,
  eventFormToDoc,
  type EventDocFields,
  type EventFormInput,
  type EventFormValues,
} from '@gn/core/schemas/event';
import { editorHtml } from '../../../ui/rich-text';

export { EVENT_FORM_DEFAULTS, eventFormSchema };
export type { EventFormInput, EventFormValues };

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
  capa_url: 1,
  descricao: 1,
  pricing_table_ids: 2,
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
