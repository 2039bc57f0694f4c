// The summary of the contract before it is made and again in the confirmation (Decreto
// 7.962/2013, art. 4º I and II): what is bought, when and where, the total with the fee, how it is
// paid, the cancellation and transfer rules of the event, who sells, and where the terms are.
// One pure function: the checkout's review step and the confirmation e-mail show the same texts.
import { PRICE_KINDS, type PriceKind, transferDeadline } from './box-office.ts';
import { eventCutoff, type CancellationPolicy } from './cancellation.ts';
import { formatDateTime, formatStoredDateTime } from './dates.ts';
import { formatBRL } from './money.ts';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from './payment.ts';
import { sellerLine, type Seller } from './seller.ts';

export const CONTRACT_TITLE = 'Resumo do contrato';
export const TERMS_PATH = '/termos';

export interface ContractInput {
  event: { titulo: string; inicio: Date | null; local: string };
  /** the order's lines: the ticket type's name, how many, and its price kind when known */
  lines: readonly { tipo: string; qnt: number; tipo_preco?: PriceKind | null }[];
  /** centavos, as the order or the wizard's totals hold them */
  totals: { subtotal: number; taxas: number; desconto: number; total: number };
  payment: {
    /** null: a stored order whose billing type is unknown */
    method: PaymentMethod | null;
    parcelas?: number;
    valor_parcela?: number | null;
    juros?: number;
    /** what the card is charged (the total plus the interest) */
    total_cobrado?: number | null;
  };
  cancellation: CancellationPolicy;
  transferDeadlineHours: number;
  /** site_settings/company; null while the admin has not filled it (the line is left out) */
  seller: Seller | null;
}

export type ContractItemKey =
  'objeto' | 'quando' | 'valor' | 'pagamento' | 'cancelamento' | 'transferencia' | 'vendedor';

export interface ContractItem {
  key: ContractItemKey;
  label: string;
  text: string;
}

export interface ContractSummary {
  title: string;
  items: ContractItem[];
  /** 'Termos de Uso' and its path (the e-mail makes it absolute) */
  terms: { intro: string; label: string; path: string };
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** '2 × Pista - Inteira', with '(meia-entrada)' when the name does not already say it. */
function lineText(line: ContractInput['lines'][number]): string {
  const half = line.tipo_preco ? PRICE_KINDS[line.tipo_preco].halfPrice : false;
  const marked = half && !/meia/i.test(line.tipo) ? `${line.tipo} (meia-entrada)` : line.tipo;
  return `${line.qnt} × ${marked}`;
}

function beforeStart(hours: number): string {
  return hours === 0
    ? 'até o início do evento'
    : `até ${plural(hours, 'hora', 'horas')} antes do início do evento`;
}

/** ' (até 12/12/2026 às 20:00)', or '' when the start is unknown. */
function until(moment: Date | null): string {
  return moment ? ` (até ${formatDateTime(moment)})` : '';
}

function valueText(t: ContractInput['totals']): string {
  const discount = t.desconto > 0 ? `, menos ${formatBRL(t.desconto)} de desconto` : '';
  return (
    `${formatBRL(t.total)} no total: ${formatBRL(t.subtotal)} em ingressos` +
    ` + ${formatBRL(t.taxas)} de taxa de serviço${discount}`
  );
}

function paymentText(p: ContractInput['payment'], total: number): string {
  if (total === 0) return 'Sem cobrança: pedido sem valor';
  if (!p.method) return 'Pela forma escolhida no pagamento';
  const label = PAYMENT_METHOD_LABELS[p.method];
  const parcelas = p.parcelas ?? 1;
  if (p.method !== 'card' || parcelas < 2 || p.valor_parcela == null) return `${label}, à vista`;
  const each = `${label} em ${parcelas}x de ${formatBRL(p.valor_parcela)}`;
  const juros = p.juros ?? 0;
  return juros > 0 && p.total_cobrado != null
    ? `${each} (total ${formatBRL(p.total_cobrado)}, com juros de ${formatBRL(juros)})`
    : `${each} sem juros`;
}

export function contractSummary(input: ContractInput): ContractSummary {
  const { event, cancellation } = input;
  const count = input.lines.reduce((sum, l) => sum + l.qnt, 0);
  const start = event.inicio;
  const items: ContractItem[] = [
    {
      key: 'objeto',
      label: 'O que',
      text: `${plural(count, 'ingresso', 'ingressos')} para ${event.titulo}: ${input.lines.map(lineText).join(', ')}`,
    },
    { key: 'quando', label: 'Quando e onde', text: `${formatStoredDateTime(start)} · ${event.local}` },
    { key: 'valor', label: 'Valor', text: valueText(input.totals) },
    { key: 'pagamento', label: 'Pagamento', text: paymentText(input.payment, input.totals.total) },
    {
      key: 'cancelamento',
      label: 'Cancelamento',
      text:
        `Você pode cancelar até ${plural(cancellation.daysAfterPurchase, 'dia', 'dias')} após a compra ` +
        `e ${beforeStart(cancellation.hoursBeforeEvent)}` +
        `${until(start && eventCutoff(start, cancellation.hoursBeforeEvent))}, o que vier primeiro, ` +
        'em Minha Conta; o valor é devolvido pela forma de pagamento usada.',
    },
    {
      key: 'transferencia',
      label: 'Transferência',
      text:
        `Cada ingresso pode ser transferido para outra pessoa ${beforeStart(input.transferDeadlineHours)}` +
        `${until(start && transferDeadline(start, input.transferDeadlineHours))}.`,
    },
  ];
  if (input.seller) items.push({ key: 'vendedor', label: 'Vendedor', text: sellerLine(input.seller) });
  return {
    title: CONTRACT_TITLE,
    items,
    terms: { intro: 'A compra segue os', label: 'Termos de Uso', path: TERMS_PATH },
  };
}

/** The summary as plain text lines (the e-mail's text part), the terms' link made absolute. */
export function contractSummaryLines(summary: ContractSummary, siteUrl: string): string[] {
  return [
    `${summary.title}:`,
    ...summary.items.map((i) => `- ${i.label}: ${i.text}`),
    `${summary.terms.intro} ${summary.terms.label}: ${siteUrl}${summary.terms.path}`,
  ];
}
