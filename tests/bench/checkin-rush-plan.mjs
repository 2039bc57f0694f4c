// What the check-in bench scans, decided before it runs (pure): the online door's open loop and
// the offline devices' queues. Each scan is at a list that admits its ticket, except the few
// deliberate wrong-list ones.
import { BENCH_LISTS, ticketKind } from './checkin-rush-setup.mjs';

/** The pool of tickets each list draws from (the accessible list admits every type). */
const POOL_OF_LIST = {
  'portao-a': 'pista',
  'portao-b': 'pista',
  camarote: 'camarote',
  acessivel: 'acessivel',
};
/** A pool whose tickets a list refuses ("Não vale nesta entrada"); none for the accessible list. */
const WRONG_POOL_OF_LIST = { 'portao-a': 'camarote', 'portao-b': 'camarote', camarote: 'pista' };
/** The list a second scanner reads a duplicate at: the floor's other gate, else the same list. */
const TWIN_LIST = {
  'portao-a': 'portao-b',
  'portao-b': 'portao-a',
  camarote: 'camarote',
  acessivel: 'acessivel',
};

/** Hands out each pool's tickets in order, once; a pool run dry starts again (counted). */
export function ticketPools(count) {
  const pools = { pista: [], camarote: [], acessivel: [] };
  for (let i = 0; i < count; i++) pools[ticketKind(i).pool].push(i);
  const next = { pista: 0, camarote: 0, acessivel: 0 };
  let wrapped = 0;
  return {
    take(pool) {
      const list = pools[pool];
      if (list.length === 0) throw new Error(`no ${pool} tickets: raise --tickets`);
      if (next[pool] >= list.length) {
        next[pool] = 0;
        wrapped++;
      }
      return list[next[pool]++];
    },
    /** how often a pool ran dry (its tickets were then scanned again) */
    wrapped: () => wrapped,
  };
}

/**
 * The online door: one scan every 1/rate s for `seconds`, round-robin over the scanners and the
 * lists. 2 % of the tickets (every 50th scan) are read by a second scanner at the same instant,
 * and 3 scans in 200 are at a list that refuses the ticket.
 * @returns {{ t: number, scanner: number, listId: string, ticket: number, kind: string }[]}
 */
export function onlinePlan({ rate, seconds, scanners, pools }) {
  const scans = [];
  const total = Math.round(rate * seconds);
  for (let k = 0; k < total; k++) {
    const t = (k * 1000) / rate;
    const list = BENCH_LISTS[k % BENCH_LISTS.length];
    const scanner = k % scanners;
    const wrongPool = WRONG_POOL_OF_LIST[list.id];
    if (Math.floor(k / BENCH_LISTS.length) % 50 === 25 && wrongPool) {
      scans.push({ t, scanner, listId: list.id, ticket: pools.take(wrongPool), kind: 'lista errada' });
      continue;
    }
    const ticket = pools.take(POOL_OF_LIST[list.id]);
    scans.push({ t, scanner, listId: list.id, ticket, kind: 'normal' });
    if (k % 50 === 7) {
      scans.push({
        t,
        scanner: (scanner + 1) % scanners,
        listId: TWIN_LIST[list.id],
        ticket,
        kind: 'duplicada',
      });
    }
  }
  return scans;
}

/**
 * The offline queues: `devices` × `perDevice` scans made during the online window (`from`, `ms`
 * long). In every 20 scans of a device: one of a ticket admitted online (`admittedOnline`, by
 * pool), one it shares with the next device (which scans it 2 s later), and the shared one of
 * the device before; 2 in 100 at a list that refuses the ticket; the rest fresh tickets.
 * @returns {{ device: number, scans: { ticket: number, listId: string, at: Date, kind: string }[] }[]}
 */
export function offlinePlan({ devices, perDevice, from, ms, pools, admittedOnline }) {
  const queues = Array.from({ length: devices }, (_, device) => ({ device, scans: [] }));
  const shared = Array.from({ length: devices }, () => []);
  const onlineNext = { pista: 0, camarote: 0, acessivel: 0 };
  const atOf = (device, j) => new Date(from + Math.floor(((j + 0.5) * ms) / perDevice) + device * 7);
  for (const { device, scans } of queues) {
    for (let j = 0; j < perDevice; j++) {
      const list = BENCH_LISTS[(device + j) % BENCH_LISTS.length];
      const pool = POOL_OF_LIST[list.id];
      const at = atOf(device, j);
      const onlineOnes = admittedOnline[pool] ?? [];
      if (j % 20 === 3 && onlineOnes.length > 0) {
        const ticket = onlineOnes[onlineNext[pool]++ % onlineOnes.length];
        scans.push({ ticket, listId: list.id, at, kind: 'já entrou online' });
      } else if (j % 20 === 11) {
        const ticket = pools.take(pool);
        shared[(device + 1) % devices].push({
          ticket,
          listId: TWIN_LIST[list.id],
          at: new Date(at.getTime() + 2000),
        });
        scans.push({ ticket, listId: list.id, at, kind: 'em dois aparelhos' });
      } else if (j % 50 === 29 && WRONG_POOL_OF_LIST[list.id]) {
        scans.push({
          ticket: pools.take(WRONG_POOL_OF_LIST[list.id]),
          listId: list.id,
          at,
          kind: 'lista errada',
        });
      } else if (j % 20 === 13) {
        scans.push({ ticket: -1, listId: list.id, at, kind: 'em dois aparelhos' });
      } else {
        scans.push({ ticket: pools.take(pool), listId: list.id, at, kind: 'nova' });
      }
    }
  }
  // The placeholders take the previous device's shared tickets, in order (a fresh one if short).
  for (const { device, scans } of queues) {
    const mine = shared[device];
    for (const scan of scans) {
      if (scan.ticket !== -1) continue;
      const other = mine.shift();
      if (other) Object.assign(scan, other);
      else Object.assign(scan, { ticket: pools.take(POOL_OF_LIST[scan.listId]), kind: 'nova' });
    }
    // A device sends its queue in the order it scanned.
    scans.sort((a, b) => a.at - b.at);
  }
  return queues;
}
