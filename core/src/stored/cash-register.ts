// Reading `cash_registers/{id}` and its `movimentos/{id}` (docs/data-model.md): the one reader of
// the box office's registers, tolerant of missing fields (each reads as its default), and the
// views the API answers (schemas/door-sale.ts).
import { z } from '../zod.ts';
import { MOVEMENT_KINDS, REGISTER_STATUSES, type MovementView, type RegisterView } from '../cash-register.ts';
import { CARD_BRANDS, CARD_MODES, DOOR_PAYMENT_METHODS } from '../door-sale.ts';
import {
  map,
  mapOrNull,
  number,
  numberOrNull,
  oneOf,
  oneOfOr,
  plainMap,
  text,
  textOrNull,
  time,
} from './fields.ts';

const byMethod = { dinheiro: number(), pix: number(), maquininha: number() };
const sales = map({ quantidade: number(), valor: number() });

export const storedCashRegisterSchema = z.object({
  status: oneOfOr(REGISTER_STATUSES, 'fechado'),
  event_id: text(),
  event_titulo: text(),
  operador_uid: text(),
  operador_nome: text(),
  operador_email: textOrNull,
  aberto_em: time,
  fechado_em: time,
  troco_inicial: number(),
  esperado: map(byMethod),
  vendas: map({ dinheiro: sales, pix: sales, maquininha: sales }),
  sangrias: number(),
  suprimentos: number(),
  contado: mapOrNull(byMethod),
  diferenca: mapOrNull({ ...byMethod, total: number() }),
  observacao: textOrNull,
});
export type StoredCashRegister = z.output<typeof storedCashRegisterSchema>;

export function readCashRegister(data: unknown): StoredCashRegister {
  return storedCashRegisterSchema.parse(plainMap(data));
}

export const storedMovementSchema = z.object({
  tipo: oneOfOr(MOVEMENT_KINDS, 'venda'),
  metodo: oneOf(DOOR_PAYMENT_METHODS),
  valor: number(),
  order_id: textOrNull,
  motivo: textOrNull,
  por: textOrNull,
  por_nome: text(),
  em: time,
});
export type StoredMovement = z.output<typeof storedMovementSchema>;

export function readMovement(data: unknown): StoredMovement {
  return storedMovementSchema.parse(plainMap(data));
}

/** The `bilheteria` record of a door order (order.ts Order.bilheteria), or null on other orders. */
export const storedDoorSaleSchema = mapOrNull({
  caixa_id: text(),
  operador_uid: text(),
  operador_nome: text(),
  operador_email: textOrNull,
  metodo: oneOfOr(DOOR_PAYMENT_METHODS, 'dinheiro'),
  recebido: numberOrNull,
  troco: numberOrNull,
  autorizacao: textOrNull,
  bandeira: oneOf(CARD_BRANDS),
  modalidade: oneOf(CARD_MODES),
});

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function registerView(id: string, r: StoredCashRegister): RegisterView {
  return {
    id,
    status: r.status,
    event_id: r.event_id,
    event_titulo: r.event_titulo,
    operador_uid: r.operador_uid,
    operador_nome: r.operador_nome,
    aberto_em: iso(r.aberto_em),
    fechado_em: iso(r.fechado_em),
    troco_inicial: r.troco_inicial,
    esperado: r.esperado,
    vendas: r.vendas,
    sangrias: r.sangrias,
    suprimentos: r.suprimentos,
    contado: r.contado,
    diferenca: r.diferenca,
    observacao: r.observacao,
  };
}

export function movementView(id: string, m: StoredMovement): MovementView {
  return {
    id,
    tipo: m.tipo,
    metodo: m.metodo,
    valor: m.valor,
    order_id: m.order_id,
    motivo: m.motivo,
    por_nome: m.por_nome,
    em: iso(m.em),
  };
}
