// A ticket as the account and the checkout's success page show it, and what they ask of it.
import { formatBRL } from '@gn/core/money';
import { ticketMatchesFilter } from '@gn/core/status-labels';

export interface AccountTicket {
  id: string;
  order_id: string;
  event_id: string;
  tipo: string;
  /** the holder's name (the buyer's unless the event names its tickets) */
  titular: string;
  /** half price: the holder proves the right at the door */
  meia_entrada: boolean;
  quantidade: number;
  /** centavos */
  preco_unitario: number;
  /** the service fee paid with it, centavos (null: a ticket sold before it was kept) */
  taxa_unitaria: number | null;
  status: string;
  codigo_serial: string;
  /** What the QR encodes; null on a document without one. */
  qr_code: string | null;
  created_at: Date;
  evento: { titulo: string; data_inicio: Date; local: string; capa_url: string | null };
}

/** Paid tickets (ativo, usado) have a QR code and a PDF. */
export function isPaidTicket(status: string): boolean {
  return ticketMatchesFilter(status, 'pago');
}

/** 'quantity x what was paid' (the service fee included): '1 x R$ 132,00'. */
export function ticketQuantityTotal(
  t: Pick<AccountTicket, 'quantidade' | 'preco_unitario'> & { taxa_unitaria?: number | null },
): string {
  return `${t.quantidade} x ${formatBRL(t.quantidade * (t.preco_unitario + (t.taxa_unitaria ?? 0)))}`;
}
