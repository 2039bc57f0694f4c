// Test fixtures as the functions meet them: a document (written or already read, partial where a
// test needs only some fields) read through its reader, with its id.
import type { Order } from '../order.ts';
import type { WithId } from '../stored/fields.ts';
import { readOrder, type StoredOrder } from '../stored/order.ts';
import { readTicket, type StoredTicket, type Ticket } from '../stored/ticket.ts';

export function storedOrder(data: WithId<Partial<Order> | Partial<StoredOrder>>): WithId<StoredOrder> {
  return { ...readOrder(data), id: data.id };
}

/** A read ticket whose event snapshot may leave fields out, as older tickets do. */
type TicketFixture = Omit<Partial<StoredTicket>, 'evento'> & { evento?: Partial<StoredTicket['evento']> };

export function storedTicket(data: WithId<Partial<Ticket> | TicketFixture>): WithId<StoredTicket> {
  return { ...readTicket(data), id: data.id };
}
