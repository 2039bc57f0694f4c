// The checkout's bodies: the buyer (Dados step, POST /api/me/payment-customer), the cart's lines
// as ids and quantities, and POST /api/checkout itself; plus the answer it gets (CheckoutAnswer).
import { z } from '../zod.ts';
import { PHONE_INVALID_MESSAGE } from '../phone.ts';
import { MAX_PER_ORDER_CEILING } from '../box-office.ts';
import { INSTALLMENTS_MAX } from '../installments.ts';
import { PAYMENT_METHODS } from '../payment.ts';
import { cpfField, emailField, idField, personNameField } from './fields.ts';
import { INVALID_DATA_MESSAGE } from './errors.ts';

export const buyerSchema = z.object({
  nome: personNameField(3, 'Nome completo é obrigatório'),
  email: emailField(),
  cpf: cpfField(),
  // Masked; the server stores phoneToStorage(telefone). Hardening beyond docs/spec/storefront.md
  // §5's 10 characters: '(11) 98765' has 10 characters but is no phone, so 10 or 11 digits are
  // required.
  telefone: z
    .string({ error: 'Telefone é obrigatório' })
    .trim()
    .min(10, { error: 'Telefone é obrigatório', abort: true })
    .max(20, { error: PHONE_INVALID_MESSAGE, abort: true })
    .refine((v) => /^\d{10,11}$/.test(v.replace(/\D/g, '')), PHONE_INVALID_MESSAGE),
  // 'Salvar estes dados no meu perfil': otherwise the data goes to the order and the invoice only.
  salvarNoPerfil: z.boolean({ error: INVALID_DATA_MESSAGE }).default(false),
});
export type BuyerInput = z.infer<typeof buyerSchema>;

export const INSTALLMENTS_INVALID_MESSAGE = `Número de parcelas deve estar entre 1 e ${INSTALLMENTS_MAX}`;
function installmentsField() {
  return z
    .number({ error: INSTALLMENTS_INVALID_MESSAGE })
    .int(INSTALLMENTS_INVALID_MESSAGE)
    .min(1, INSTALLMENTS_INVALID_MESSAGE)
    .max(INSTALLMENTS_MAX, INSTALLMENTS_INVALID_MESSAGE);
}

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'Selecione uma forma de pagamento' });

// No card fields: card numbers are typed only on the provider's hosted page (PCI SAQ-A).
export const paymentSchema = z.object({
  method: paymentMethodSchema,
  acceptTerms: z.literal(true, { error: 'Você deve aceitar os termos' }),
  /** card installments chosen in the Pagamento step (absent: 1x) */
  parcelas: installmentsField().optional(),
});
export type PaymentInput = z.infer<typeof paymentSchema>;

/** The person a named ticket belongs to (event setting "Ingresso nominal"): name and CPF. */
export const holderSchema = z.object({
  nome: personNameField(3, 'Nome do titular é obrigatório'),
  cpf: cpfField(),
});
export type HolderInput = z.infer<typeof holderSchema>;

export const EMPTY_CART_MESSAGE = 'Carrinho vazio - Adicione itens ao carrinho primeiro';
export const QUANTITY_INVALID_MESSAGE = `Quantidade deve estar entre 1 e ${MAX_PER_ORDER_CEILING}`;

export const checkoutLineSchema = z.object({
  event_id: idField(),
  pricing_table_id: idField(),
  item_id: idField(),
  qnt: z
    .number({ error: QUANTITY_INVALID_MESSAGE })
    .int(QUANTITY_INVALID_MESSAGE)
    .min(1, QUANTITY_INVALID_MESSAGE)
    .max(MAX_PER_ORDER_CEILING, QUANTITY_INVALID_MESSAGE),
});

/** Distinct price options one order may combine (the event's limit of tickets applies on top). */
export const CHECKOUT_LINES_MAX = 10;
export const ONE_EVENT_MESSAGE = 'Um pedido reúne ingressos de um só evento';
export const REPEATED_LINE_MESSAGE = 'Cada opção de ingresso aparece uma só vez no pedido';

type LineKey = Pick<z.infer<typeof checkoutLineSchema>, 'event_id' | 'pricing_table_id' | 'item_id'>;
const lineKey = (l: LineKey) => `${l.pricing_table_id}/${l.item_id}`;

/** The lines of an order: several options of one event, each once (also what a coupon is checked against). */
export const checkoutItemsSchema = z
  .array(checkoutLineSchema, { error: EMPTY_CART_MESSAGE })
  .min(1, EMPTY_CART_MESSAGE)
  .max(CHECKOUT_LINES_MAX, `No máximo ${CHECKOUT_LINES_MAX} opções por pedido`)
  .refine((lines) => lines.every((l) => l.event_id === lines[0]?.event_id), ONE_EVENT_MESSAGE)
  .refine((lines) => new Set(lines.map(lineKey)).size === lines.length, REPEATED_LINE_MESSAGE);

/** An admission token is about 150 characters: anything far longer is not one. */
export const ADMISSION_TOKEN_MAX = 600;

/** The longest coupon code the checkout takes as typed (codes themselves have at most 30 characters). */
export const COUPON_INPUT_MAX = 40;

/**
 * Body of the checkout function. The client sends only ids and quantities: the server reads
 * names and prices from Firestore. Several options of one event per order, each once.
 */
export const checkoutRequestSchema = z.object({
  idempotencyKey: z.uuid({ error: 'Chave de idempotência inválida' }),
  items: checkoutItemsSchema,
  cupom: z.string().trim().max(COUPON_INPUT_MAX).nullable().default(null),
  buyer: buyerSchema,
  /** One per ticket, in the order of the lines, when the event names its tickets; else empty. */
  titulares: z
    .array(holderSchema, { error: INVALID_DATA_MESSAGE })
    .max(MAX_PER_ORDER_CEILING, `No máximo ${MAX_PER_ORDER_CEILING} titulares`)
    .default([]),
  method: paymentMethodSchema,
  /** card installments (1: à vista); the server checks the count against its own plans */
  parcelas: installmentsField().default(1),
  /** the virtual queue's signed admission, for an event that has one (core/virtual-queue.ts) */
  admissao: z
    .string({ error: INVALID_DATA_MESSAGE })
    .max(ADMISSION_TOKEN_MAX, INVALID_DATA_MESSAGE)
    .optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export type CheckoutRequestInput = z.input<typeof checkoutRequestSchema>;

/** What POST /api/checkout answers: the order's state and what the buyer needs to pay it. */
export interface CheckoutAnswer {
  orderId: string;
  status: string;
  billingType: string | null;
  invoiceUrl: string | null;
  bankSlipUrl: string | null;
  pix: { payload: string; encodedImage: string; expiraEm: string | null } | null;
  reservaExpiraEm: string | null;
  /** centavos */
  total: number;
}

/** What POST /api/me/payment-customer answers (wizard step Dados → Pagamento): the Asaas customer. */
export interface PaymentCustomerAnswer {
  customerId: string;
}

/** What POST /api/orders/:id/reconcile answers: the order's status after reading Asaas (null: gone). */
export interface ReconcileAnswer {
  status: string | null;
}
