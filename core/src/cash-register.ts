// The box office's cash register ("caixa", issue #31), pure: what an operator's register expects
// by method, kept by increments written in the same transaction as each sale and movement (never
// recomputed from the sales), and the difference found when it is closed with the counted money.
// Centavos everywhere. The documents are cash_registers/{id} and their movimentos
// (docs/data-model.md); stored/cash-register.ts reads them.
import { DOOR_PAYMENT_METHODS, type DoorPaymentMethod } from './door-sale.ts';
import { formatBRL } from './money.ts';

export const REGISTER_STATUSES = ['aberto', 'fechado'] as const;
export type RegisterStatus = (typeof REGISTER_STATUSES)[number];

/** Money moved in or out of the drawer by hand: a withdrawal (sangria) or a top-up (suprimento). */
export const CASH_MOVES = ['sangria', 'suprimento'] as const;
export type CashMove = (typeof CASH_MOVES)[number];

export const MOVEMENT_KINDS = ['abertura', 'venda', 'sangria', 'suprimento', 'fechamento'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export const MOVEMENT_LABELS: Record<MovementKind, string> = {
  abertura: 'Abertura (troco inicial)',
  venda: 'Venda',
  sangria: 'Sangria',
  suprimento: 'Suprimento',
  fechamento: 'Fechamento',
};

/** An amount per payment method (centavos). */
export type ByMethod = Record<DoorPaymentMethod, number>;

export function zeroByMethod(): ByMethod {
  return { dinheiro: 0, pix: 0, maquininha: 0 };
}

/** Sales of one method: how many orders, how much. */
export interface MethodSales {
  quantidade: number;
  valor: number;
}

/** A register's figures as kept on its document. */
export interface RegisterFigures {
  troco_inicial: number;
  /** what should be there: cash = float + cash sales − withdrawals + top-ups; PIX and card = their sales */
  esperado: ByMethod;
  vendas: Record<DoorPaymentMethod, MethodSales>;
  sangrias: number;
  suprimentos: number;
}

/** The figures of a register just opened with `float` centavos of change in the drawer. */
export function openingFigures(float: number): RegisterFigures {
  return {
    troco_inicial: float,
    esperado: { ...zeroByMethod(), dinheiro: float },
    vendas: {
      dinheiro: { quantidade: 0, valor: 0 },
      pix: { quantidade: 0, valor: 0 },
      maquininha: { quantidade: 0, valor: 0 },
    },
    sangrias: 0,
    suprimentos: 0,
  };
}

/**
 * The increments a sale adds to its register's document (dotted field → delta), written with the
 * order's payment in one transaction: a sale counts once, exactly when its order becomes paid.
 */
export function saleIncrements(method: DoorPaymentMethod, amount: number): Record<string, number> {
  return {
    [`esperado.${method}`]: amount,
    [`vendas.${method}.quantidade`]: 1,
    [`vendas.${method}.valor`]: amount,
  };
}

/** The increments of a withdrawal or top-up (cash only). */
export function moveIncrements(kind: CashMove, amount: number): Record<string, number> {
  return kind === 'sangria'
    ? { 'esperado.dinheiro': -amount, sangrias: amount }
    : { 'esperado.dinheiro': amount, suprimentos: amount };
}

/** Figures with increments applied, as Firestore would (the unit tests and the seed use it). */
export function applyIncrements(
  figures: RegisterFigures,
  increments: Record<string, number>,
): RegisterFigures {
  const next = structuredClone(figures) as unknown as Record<string, unknown>;
  for (const [path, delta] of Object.entries(increments)) {
    const keys = path.split('.');
    let at = next;
    for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
    const last = keys.at(-1)!;
    at[last] = ((at[last] as number | undefined) ?? 0) + delta;
  }
  return next as unknown as RegisterFigures;
}

/** The pt-BR refusal of a withdrawal larger than the cash the drawer should hold, or null. */
export function withdrawalError(expectedCash: number, amount: number): string | null {
  if (amount <= expectedCash) return null;
  return `A sangria não pode passar do dinheiro esperado no caixa (${formatBRL(Math.max(0, expectedCash))})`;
}

/** Counted minus expected per method, and in all (negative: missing; positive: over). */
export interface RegisterDifference extends ByMethod {
  total: number;
}

export function registerDifference(expected: ByMethod, counted: ByMethod): RegisterDifference {
  const diff = zeroByMethod();
  for (const m of DOOR_PAYMENT_METHODS) diff[m] = counted[m] - expected[m];
  return { ...diff, total: diff.dinheiro + diff.pix + diff.maquininha };
}

/** 'Sobra de R$ 5,00', 'Falta de R$ 2,50' or 'Sem diferença'. */
export function differenceText(centavos: number): string {
  if (centavos === 0) return 'Sem diferença';
  return centavos > 0 ? `Sobra de ${formatBRL(centavos)}` : `Falta de ${formatBRL(-centavos)}`;
}

/** What the register took in sales, all methods together. */
export function salesTotal(figures: Pick<RegisterFigures, 'vendas'>): number {
  return DOOR_PAYMENT_METHODS.reduce((sum, m) => sum + figures.vendas[m].valor, 0);
}

/** A register as the API answers it (dates as ISO text). */
export interface RegisterView {
  id: string;
  status: RegisterStatus;
  event_id: string;
  event_titulo: string;
  operador_uid: string;
  operador_nome: string;
  aberto_em: string | null;
  fechado_em: string | null;
  troco_inicial: number;
  esperado: ByMethod;
  vendas: Record<DoorPaymentMethod, MethodSales>;
  sangrias: number;
  suprimentos: number;
  contado: ByMethod | null;
  diferenca: RegisterDifference | null;
  observacao: string | null;
}

/** A movement of a register as the API answers it. */
export interface MovementView {
  id: string;
  tipo: MovementKind;
  metodo: DoorPaymentMethod | null;
  valor: number;
  order_id: string | null;
  motivo: string | null;
  por_nome: string;
  em: string | null;
}
