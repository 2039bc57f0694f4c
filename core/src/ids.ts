// Short forms of ids shown to people.

/** Order number shown to buyers and admins: the first 8 characters of the order id. */
export function orderNumber(orderId: string): string {
  return orderId.slice(0, 8);
}

/** An order as the audit log names it: '#1a2b3c4d · Maria Souza' (the number alone without a buyer). */
export function orderLabel(orderId: string, buyerName: string): string {
  return `#${orderNumber(orderId)}${buyerName ? ` · ${buyerName}` : ''}`;
}

/** Payment id as shown in the admin order list: the first 15 characters. */
export function shortPaymentId(paymentId: string): string {
  return paymentId.slice(0, 15);
}

/** Code shown in the ticket QR dialog: the serial code, else the first 12 characters of the id. */
export function ticketDisplayCode(ticket: { id: string; codigo_serial?: string | null }): string {
  return ticket.codigo_serial || ticket.id.slice(0, 12);
}

/** Serial code 'TKT-{timestamp}-{random}'; the caller supplies the random part (upper-cased). */
export function formatSerialCode(timestamp: number, random: string): string {
  return `TKT-${timestamp}-${random.toUpperCase()}`;
}
