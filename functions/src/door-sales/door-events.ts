// The events an operator may sell at the door, each with its price options as the site prices them
// now (the lote on sale, the site's fee: door-sale.ts DOOR_FEE_RULE) and the reason it cannot be
// sold, if any. A scoped operator (bilheteria) gets the events of their scope; the admin the
// published events of the last day and the coming ones. The sale itself prices again on the server.
import { boxOfficeOf } from '@gn/core/box-office-settings';
import { doorFeeRate, doorSaleBlocker } from '@gn/core/door-sale';
import { currentLote, priceInLote } from '@gn/core/lotes';
import { isSoldOnline, ticketFee, ticketTypeName } from '@gn/core/pricing';
import { DOOR_SALE_ERRORS, type DoorEventView } from '@gn/core/schemas/door-sale';
import { readPricingTable, readEventStock } from '@gn/core/stored/content';
import { readEvent } from '@gn/core/stored/event';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { paymentSettings } from '../settings/payment-settings.ts';
import { EVENTS } from '../store/documents.ts';

const RECENT_MS = 24 * 3_600_000;

async function eventSnaps(db: Firestore, scoped: boolean, eventIds: readonly string[], now: Date) {
  const events = db.collection(EVENTS);
  if (scoped) return eventIds.length > 0 ? db.getAll(...eventIds.map((id) => events.doc(id))) : [];
  const found = await events
    .where('data_inicio', '>=', new Date(now.getTime() - RECENT_MS))
    .orderBy('data_inicio')
    .limit(30)
    .get();
  return found.docs.filter((d) => d.get('status') === 'publicado');
}

export async function doorEvents(
  db: Firestore,
  who: { scoped: boolean; eventIds: readonly string[] },
  now = new Date(),
): Promise<DoorEventView[]> {
  const [snaps, settings] = await Promise.all([
    eventSnaps(db, who.scoped, who.eventIds, now),
    paymentSettings(db),
  ]);
  const present = snaps.filter((s: DocumentSnapshot) => s.exists);
  const views = await Promise.all(present.map((snap) => eventView(db, snap, settings.taxa_padrao, now)));
  return views.sort((a, b) => (a.data_inicio ?? '').localeCompare(b.data_inicio ?? ''));
}

async function eventView(
  db: Firestore,
  snap: DocumentSnapshot,
  defaultFee: number,
  now: Date,
): Promise<DoorEventView> {
  const event = readEvent(snap.data());
  const tableIds = event.pricing_table_ids;
  const [stockSnap, ...tableSnaps] = await db.getAll(
    db.doc(`event_stock/${snap.id}`),
    ...tableIds.map((id) => db.doc(`pricing_tables/${id}`)),
  );
  const lote = currentLote(event.lotes, readEventStock(stockSnap!.data()).lotes_vendidos, now);
  const feeRate = doorFeeRate(event.taxa_servico, defaultFee);
  const opcoes = tableIds.flatMap((tableId, n) => {
    const tableSnap = tableSnaps[n];
    if (!tableSnap?.exists) return [];
    const table = readPricingTable(tableSnap.data());
    if (!table.publicada) return [];
    return table.itens.filter(isSoldOnline).map((item) => {
      const preco = priceInLote(lote, tableId, table.itens, {
        id: item.id,
        tipo: item.tipo,
        valor_centavos: item.valor_centavos!,
      });
      return {
        pricing_table_id: tableId,
        item_id: item.id,
        nome: ticketTypeName(table.nome, item.label),
        tipo: item.tipo ?? 'inteira',
        preco,
        taxa: ticketFee(preco, feeRate),
      };
    });
  });
  const blocker = doorSaleBlocker({ ...event, status: event.status ?? '' }, now);
  const box = boxOfficeOf(event);
  return {
    id: snap.id,
    titulo: event.titulo || snap.id,
    data_inicio: event.data_inicio?.toISOString() ?? null,
    local: event.local,
    nominal: box.namedTickets,
    max_por_pedido: box.maxPerOrder,
    opcoes,
    bloqueio:
      blocker === 'ended'
        ? DOOR_SALE_ERRORS.eventEnded.message
        : blocker
          ? DOOR_SALE_ERRORS.eventUnavailable.message
          : null,
  };
}
