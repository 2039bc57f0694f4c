// What the waiting page (/checkout/aguardando/{orderId}) shows for each order status.
import type { OrderStatus } from '@gn/core/order-status';

export const WAITING_MESSAGES = {
  loadError: 'Erro ao carregar pedido',
  paid: 'Pagamento confirmado!',
  copied: 'Código PIX copiado!',
  copyFailed: 'Não foi possível copiar. Selecione o código e copie manualmente.',
} as const;

/** The spec's 2 s between 'Pagamento confirmado!' and /conta/ingressos. */
export const PAID_REDIRECT_MS = 2000;
/** How often the page asks the server to re-read the payment while waiting (a late webhook). */
export const RECONCILE_INTERVAL_MS = 20_000;

export interface WaitingState {
  title: string;
  description: string;
  tone: 'waiting' | 'success' | 'danger';
  /** Still listening for a payment; the payment link and the reconcile calls only then. */
  waiting: boolean;
  /** 'Tentar novamente' (to /checkout) */
  canRetry: boolean;
}

const STATES: Record<OrderStatus, WaitingState> = {
  aguardando_pagamento: {
    title: 'Aguardando Pagamento',
    description: 'Assim que o pagamento for confirmado, esta página será atualizada automaticamente.',
    tone: 'waiting',
    waiting: true,
    canRetry: false,
  },
  pago: {
    title: 'Pagamento Confirmado!',
    description: 'Seus ingressos foram emitidos. Redirecionando para Meus Ingressos...',
    tone: 'success',
    waiting: false,
    canRetry: false,
  },
  cancelado: {
    title: 'Pagamento Cancelado',
    description:
      'O pagamento foi cancelado e os ingressos reservados foram liberados. Você pode tentar novamente.',
    tone: 'danger',
    waiting: false,
    canRetry: true,
  },
  falhou: {
    title: 'Pagamento Falhou',
    description:
      'Não foi possível concluir o pagamento. Nenhum valor foi cobrado. Você pode tentar novamente.',
    tone: 'danger',
    waiting: false,
    canRetry: true,
  },
  vencido: {
    title: 'Pagamento Vencido',
    description: 'O prazo para pagamento terminou e a reserva foi liberada. Você pode fazer um novo pedido.',
    tone: 'danger',
    waiting: false,
    canRetry: true,
  },
  expirado: {
    title: 'Reserva Expirada',
    description:
      'O tempo de reserva dos ingressos terminou antes do pagamento. Você pode fazer um novo pedido.',
    tone: 'danger',
    waiting: false,
    canRetry: true,
  },
  reembolsado: {
    title: 'Pagamento Reembolsado',
    description: 'O valor deste pedido foi devolvido e os ingressos foram cancelados.',
    tone: 'danger',
    waiting: false,
    canRetry: false,
  },
};

/** An unknown stored status reads as still waiting (the spec's 'otherwise'). */
export function waitingState(status: OrderStatus | null): WaitingState {
  return STATES[status ?? 'aguardando_pagamento'];
}

/**
 * The order id from the waiting page's path ('/checkout/aguardando/abc123'), or null. Firestore
 * ids never hold '/', and only one segment is accepted.
 */
export function orderIdFromPath(pathname: string): string | null {
  const match = /^\/checkout\/aguardando\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return id.length <= 200 && !id.includes('/') && id !== '.' && id !== '..' ? id : null;
}

/** Whether the billing type pays on the provider's page (card, boleto) rather than with our PIX QR. */
export function paysOnInvoicePage(billingType: string | null): boolean {
  return billingType !== 'PIX';
}

/** Beyond this (a boleto's days), the reservation's end reads better as a date than as a countdown. */
const LONG_RESERVATION_S = 2 * 3600;

/**
 * How the reservation's end is told while waiting: expired (0 s left), as a date and time when
 * it is far off, else as a countdown.
 */
export function reservationView(secondsLeft: number): 'expired' | 'date' | 'countdown' {
  if (secondsLeft === 0) return 'expired';
  return secondsLeft > LONG_RESERVATION_S ? 'date' : 'countdown';
}
