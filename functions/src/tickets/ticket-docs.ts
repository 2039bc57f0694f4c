// The tickets of a paid order: one per admitted person, ids `{orderId}-{n}` so that issuing
// twice would write the same documents (the forward-only status change makes it happen once).
import { ageRatingOf } from '@gn/core/age-rating';
import { needsMeiaDocument } from '@gn/core/box-office';
import { wheelchairRoleOf } from '@gn/core/wheelchair';
import type { Order } from '@gn/core/order';
import { issueTicketCode, newSerialCode } from '@gn/core/server/ticket-code';
import { Timestamp } from 'firebase-admin/firestore';
import { readEnv } from '../config.ts';

/** What the tickets take from their order. */
export type OrderForTickets = Pick<Order<Timestamp>, 'user_id' | 'comprador' | 'items' | 'titulares'>;

export interface EventForTickets {
  titulo: string;
  data_inicio: Timestamp;
  local: string;
  capa_url: string | null;
  /** absent on events from before the field */
  classificacao_indicativa?: string | null;
  regra_menores?: string | null;
}

/** The signing key of ticket QR codes (a secret in production; a fixed local value under the emulator). */
export function ticketSigningKey(): string {
  const key = readEnv('TICKET_SIGNING_KEY');
  if (!key) throw new Error('TICKET_SIGNING_KEY is not set');
  return key;
}

export function ticketDocs(
  orderId: string,
  order: OrderForTickets,
  event: EventForTickets,
  now: Date,
  key: string,
): { id: string; data: Record<string, unknown> }[] {
  const docs: { id: string; data: Record<string, unknown> }[] = [];
  for (const item of order.items) {
    for (let unit = 0; unit < item.qnt; unit++) {
      const id = `${orderId}-${docs.length + 1}`;
      const serial = newSerialCode(now);
      // A named ticket carries its holder; otherwise the buyer is the holder.
      const holder = order.titulares?.[docs.length];
      const titular = holder?.nome ?? order.comprador.nome;
      const meia = needsMeiaDocument(item.tipo_preco);
      const place = item.tipo_preco === 'cadeirante' ? wheelchairRoleOf(unit) : null;
      docs.push({
        id,
        data: {
          order_id: orderId,
          event_id: item.event_id,
          user_id: order.user_id,
          tipo: item.tipo_ingresso,
          tipo_preco: item.tipo_preco ?? 'inteira',
          // The door checks a document before admitting a half-price ticket.
          meia_entrada: meia,
          // A wheelchair space is a pair: the user's ticket, then the companion's.
          ...(place ? { lugar_acessivel: place } : {}),
          quantidade: 1,
          preco_unitario: item.preco,
          ...(typeof item.taxa_unitaria === 'number' ? { taxa_unitaria: item.taxa_unitaria } : {}),
          status: 'ativo',
          codigo_serial: serial,
          // GN2: the offline scanner verifies it with the public key (signed-ticket-code.ts).
          qr_code: issueTicketCode(key, {
            ticketId: id,
            serial,
            eventId: item.event_id,
            tipo: item.tipo_ingresso,
            titular,
            meia,
            lugarAcessivel: place,
          }),
          titular,
          titular_cpf: holder?.cpf ?? null,
          created_at: Timestamp.fromDate(now),
          usado_em: null,
          checkin_por: null,
          evento: {
            titulo: event.titulo,
            data_inicio: event.data_inicio,
            local: event.local,
            capa_url: event.capa_url ?? null,
            // The door and the PDF read the rating from the ticket (ECA art. 74).
            classificacao_indicativa: ageRatingOf(event.classificacao_indicativa),
            regra_menores: event.regra_menores || null,
          },
        },
      });
    }
  }
  return docs;
}
