// The stock arithmetic of the admin "change total" function. Pure, unit-tested.

export interface StockChange {
  total: number;
  disponivel: number;
  /** Tickets sold or held by live reservations: total − disponivel before the change. */
  vendidos_ou_reservados: number;
}

/**
 * The new stock numbers, or the conflict: what is sold or reserved (old total − old disponivel)
 * stays sold or reserved; the rest of the new total is available. Pure, unit-tested.
 */
export function nextStock(
  current: { total: number; disponivel: number } | null,
  total: number,
): StockChange | { conflict: number } {
  const soldOrReserved = current ? Math.max(0, current.total - current.disponivel) : 0;
  if (total < soldOrReserved) return { conflict: soldOrReserved };
  return { total, disponivel: total - soldOrReserved, vendidos_ou_reservados: soldOrReserved };
}
