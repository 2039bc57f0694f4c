// The box office's requests and answers (/api/admin/door-sales, issue #31): open a register,
// move cash in or out, close it with the counted money, sell at the door; each refusal's code and
// pt-BR message beside them.
import { z } from '../zod.ts';
import { CARD_BRANDS, CARD_MODES, type DoorPaymentMethod } from '../door-sale.ts';

export type { MovementView, RegisterView };
import { MAX_PER_ORDER_CEILING } from '../box-office.ts';
import { CASH_MOVES, type MovementView, type RegisterView } from '../cash-register.ts';
import { checkoutItemsSchema, holderSchema } from './checkout.ts';
import { cpfField, emailField, idField, personNameField } from './fields.ts';
import { INVALID_DATA_MESSAGE } from './errors.ts';

/** The largest amount one field takes: R$ 1.000.000,00 (a typo of zeros is refused, not stored). */
export const DOOR_AMOUNT_MAX = 100_000_000;

function amountField(label: string, { positive = false } = {}) {
  const message = `${label}: informe um valor em centavos`;
  const field = z.number({ error: message }).int(message).max(DOOR_AMOUNT_MAX, `${label}: valor alto demais`);
  return positive
    ? field.min(1, `${label} deve ser maior que zero`)
    : field.min(0, `${label} não pode ser negativo`);
}

export const openRegisterSchema = z.object({
  event_id: idField('Escolha o evento'),
  troco_inicial: amountField('Troco inicial'),
});
export type OpenRegisterRequest = z.infer<typeof openRegisterSchema>;

export const REASON_MAX = 200;
export const cashMoveSchema = z.object({
  tipo: z.enum(CASH_MOVES, { error: 'Tipo de movimento inválido' }),
  valor: amountField('Valor', { positive: true }),
  motivo: z
    .string({ error: 'Informe o motivo' })
    .trim()
    .min(3, 'Informe o motivo')
    .max(REASON_MAX, `Motivo deve ter no máximo ${REASON_MAX} caracteres`),
});
export type CashMoveRequest = z.infer<typeof cashMoveSchema>;

export const closeRegisterSchema = z.object({
  contado: z.object(
    {
      dinheiro: amountField('Dinheiro contado'),
      pix: amountField('PIX conferido'),
      maquininha: amountField('Cartões conferidos'),
    },
    { error: 'Informe os valores contados' },
  ),
  observacao: z
    .string()
    .trim()
    .max(REASON_MAX, `Observação deve ter no máximo ${REASON_MAX} caracteres`)
    .default(''),
});
export type CloseRegisterRequest = z.infer<typeof closeRegisterSchema>;

export const AUTHORIZATION_MESSAGE =
  'Informe o código de autorização da maquininha (4 a 12 letras ou números)';

const paymentSchema = z.discriminatedUnion(
  'metodo',
  [
    z.object({ metodo: z.literal('dinheiro'), recebido: amountField('Valor recebido') }),
    z.object({ metodo: z.literal('pix') }),
    z.object({
      metodo: z.literal('maquininha'),
      autorizacao: z
        .string({ error: AUTHORIZATION_MESSAGE })
        .trim()
        .regex(/^[A-Za-z0-9]{4,12}$/, AUTHORIZATION_MESSAGE),
      bandeira: z.enum(CARD_BRANDS, { error: 'Bandeira inválida' }).nullable().default(null),
      modalidade: z.enum(CARD_MODES, { error: 'Escolha débito ou crédito' }).nullable().default(null),
    }),
  ],
  { error: 'Escolha a forma de pagamento' },
);

/** '' from an empty input means "not informed". */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** The buyer at the door: everything optional (the holders are required when the event is nominal). */
export const doorBuyerSchema = z.object({
  nome: z.preprocess(blankToUndefined, personNameField(3, 'Nome deve ter ao menos 3 letras').optional()),
  cpf: z.preprocess(blankToUndefined, cpfField().optional()),
  email: z.preprocess(blankToUndefined, emailField().optional()),
});

export const doorSaleSchema = z.object({
  idempotencyKey: z.uuid({ error: 'Chave de idempotência inválida' }),
  items: checkoutItemsSchema,
  comprador: doorBuyerSchema.default({}),
  titulares: z
    .array(holderSchema, { error: INVALID_DATA_MESSAGE })
    .max(MAX_PER_ORDER_CEILING, `No máximo ${MAX_PER_ORDER_CEILING} titulares`)
    .default([]),
  pagamento: paymentSchema,
});
export type DoorSaleRequest = z.infer<typeof doorSaleSchema>;
export type DoorSaleRequestInput = z.input<typeof doorSaleSchema>;

/** Every refusal of the box office: a stable code beside its pt-BR message. */
export const DOOR_SALE_ERRORS = {
  noOpenRegister: { code: 'register_not_open', message: 'Abra o caixa antes de vender' },
  alreadyOpen: {
    code: 'register_already_open',
    message: 'Você já tem um caixa aberto: feche-o antes de abrir outro',
  },
  registerClosed: { code: 'register_closed', message: 'Este caixa já foi fechado' },
  registerNotFound: { code: 'register_not_found', message: 'Caixa não encontrado' },
  otherEvent: { code: 'register_other_event', message: 'Este caixa foi aberto para outro evento' },
  eventUnavailable: { code: 'door_event_unavailable', message: 'Este evento não está à venda na bilheteria' },
  eventEnded: { code: 'door_event_ended', message: 'Este evento já terminou' },
  cashShort: { code: 'cash_short', message: 'O valor recebido é menor que o total' },
  withdrawalTooLarge: {
    code: 'withdrawal_too_large',
    message: 'A sangria passa do dinheiro esperado no caixa',
  },
  pendingSales: {
    code: 'register_pending_sales',
    message:
      'Há vendas por PIX aguardando pagamento neste caixa: aguarde a confirmação ou cancele-as antes de fechar',
  },
  orderNotFound: { code: 'door_order_not_found', message: 'Venda não encontrada' },
  notPending: { code: 'door_order_not_pending', message: 'Esta venda não está aguardando pagamento' },
  notPaid: { code: 'door_order_not_paid', message: 'Esta venda ainda não foi paga' },
  noSeller: {
    code: 'door_no_seller',
    message: 'Preencha os dados da empresa (razão social e CNPJ) em Configurações antes de vender por PIX',
  },
} as const;
export type DoorSaleErrorKey = keyof typeof DOOR_SALE_ERRORS;

/** A ticket as the sale's screen shows it (its QR drawn by the server). */
export interface DoorTicketView {
  id: string;
  codigo_serial: string;
  tipo: string;
  titular: string;
  /** data: URL of the QR's PNG */
  qr: string;
}

/** POST /api/admin/door-sales/sales and GET /api/admin/door-sales/sales/:id answer. */
export interface DoorSaleAnswer {
  orderId: string;
  status: string;
  metodo: DoorPaymentMethod;
  total: number;
  troco: number | null;
  pix: { payload: string; encodedImage: string; expiraEm: string | null } | null;
  /** filled once paid */
  ingressos: DoorTicketView[];
}

/** A price option as the sale screen offers it (the current lote's price, the site's fee). */
export interface DoorOption {
  pricing_table_id: string;
  item_id: string;
  nome: string;
  tipo: string;
  preco: number;
  taxa: number;
}

export interface DoorEventView {
  id: string;
  titulo: string;
  data_inicio: string | null;
  local: string;
  nominal: boolean;
  max_por_pedido: number;
  opcoes: DoorOption[];
  /** why the door cannot sell it now, or null */
  bloqueio: string | null;
}

/** GET /api/admin/door-sales/state: the caller's open register and the events they may sell. */
export interface DoorStateAnswer {
  caixa: RegisterView | null;
  eventos: DoorEventView[];
}

export interface RegistersAnswer {
  caixas: RegisterView[];
}

export interface RegisterDetailAnswer {
  caixa: RegisterView;
  movimentos: MovementView[];
}
