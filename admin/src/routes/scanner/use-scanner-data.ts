// The scanner's event on the device: its download (IndexedDB, then a Map in memory), the queue of
// scans waiting to be sent, and the sync that sends them when the network is back (the 'online'
// event, then every SYNC_EVERY_MS) and downloads the event again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { decideOffline, offlineEvent, type OfflineEvent } from '@gn/core/offline-scan';
import type { SnapshotTicket, SyncedScanResult } from '@gn/core/schemas/checkin';
import { downloadSnapshot, syncScans } from './scanner-api';
import {
  deviceId as loadDeviceId,
  dropQueued,
  loadEventState,
  loadSnapshot,
  queuedScans,
  recordLocalScan,
  saveEventState,
  saveSnapshot,
  type EventState,
  type QueuedScan,
  type SnapshotMeta,
  type SyncNotice,
} from './scanner-store';
import { useOnline } from './use-online';

/** Pending scans are sent, and conflicts learnt, this often while online. */
const SYNC_EVERY_MS = 15_000;

export interface LoadedEvent {
  meta: SnapshotMeta;
  event: OfflineEvent;
}

/** Replays the queued scans on a fresh download (they are not on the server yet). */
async function replayQueue(event: OfflineEvent, meta: SnapshotMeta, queue: QueuedScan[]) {
  for (const scan of queue) {
    const list = meta.listas.find((l) => l.id === scan.listId);
    if (!list) continue;
    const outcome = await decideOffline(event, scan.code, list, scan.direction, new Date(scan.at));
    if (outcome.ok) event.byId.set(outcome.ticket.id, outcome.ticket);
  }
}

/** The sync's refusals of this device's scans, to show on the device (conflicts come apart). */
function noticesOf(results: SyncedScanResult[], queue: QueuedScan[]): SyncNotice[] {
  return results.flatMap((r) => {
    if (r.outcome !== 'recusada') return [];
    const scan = queue.find((q) => q.id === r.id);
    return [{ id: r.id, titular: scan?.titular ?? 'Ingresso', message: r.message, em: scan?.at ?? '' }];
  });
}

export function useScannerData(eventId: string | null) {
  const online = useOnline();
  const [loaded, setLoaded] = useState<LoadedEvent | null>(null);
  const [pending, setPending] = useState(0);
  const [state, setState] = useState<EventState>({ lastSync: null, conflicts: [], notices: [] });
  const [device, setDevice] = useState<string | null>(null);
  const [syncing, setSyncing] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const busy = useRef(false);

  const refreshPending = useCallback(async () => {
    if (eventId) setPending((await queuedScans(eventId)).length);
  }, [eventId]);

  /** The download from IndexedDB into memory, with the queue replayed on it. */
  const loadLocal = useCallback(async () => {
    if (!eventId) return setLoaded(null);
    const [stored, queue, saved] = await Promise.all([
      loadSnapshot(eventId),
      queuedScans(eventId),
      loadEventState(eventId),
    ]);
    setState(saved);
    setPending(queue.length);
    if (!stored) return setLoaded(null);
    const { meta, tickets } = stored;
    const event = offlineEvent(eventId, meta.evento.titulo, meta.chave_publica, tickets);
    await replayQueue(event, meta, queue);
    setLoaded({ meta, event });
  }, [eventId]);

  const download = useCallback(async () => {
    if (!eventId) return;
    setLoadError(null);
    setDownloading(true);
    try {
      await saveSnapshot(await downloadSnapshot(eventId));
      await loadLocal();
    } catch (error) {
      console.error(error);
      setLoadError(error instanceof Error ? error.message : 'Não foi possível baixar a lista.');
    } finally {
      setDownloading(false);
    }
  }, [eventId, loadLocal]);

  /** Sends the queue (or nothing, to learn of conflicts), then downloads the event again. */
  const sync = useCallback(async () => {
    if (!eventId || !device || busy.current || !navigator.onLine) return;
    busy.current = true;
    setSyncing(true);
    try {
      const queue = (await queuedScans(eventId)).slice(0, 500);
      const scans = queue.map(({ id, code, listId, direction, at }) => ({ id, code, listId, direction, at }));
      const answer = await syncScans({ eventId, deviceId: device, scans });
      await dropQueued(answer.results.map((r) => r.id));
      const current = await loadEventState(eventId);
      const notices = noticesOf(answer.results, queue);
      const next: EventState = {
        lastSync: new Date().toISOString(),
        conflicts: answer.conflitos,
        notices: [...notices, ...current.notices].slice(0, 50),
      };
      await saveEventState(eventId, next);
      setState(next);
      if (queue.length > 0 || !loaded) await download();
      else await refreshPending();
    } catch (error) {
      console.error('Sincronização falhou', error); // tried again at the next tick
    } finally {
      busy.current = false;
      setSyncing(false);
    }
  }, [eventId, device, loaded, download, refreshPending]);

  useEffect(() => {
    void loadDeviceId().then(setDevice);
  }, []);

  useEffect(() => {
    void loadLocal();
  }, [loadLocal]);

  // Back online: send at once; then every few seconds while the page is open.
  useEffect(() => {
    if (!online) return;
    void sync();
    const timer = setInterval(() => void sync(), SYNC_EVERY_MS);
    return () => clearInterval(timer);
  }, [online, sync]);

  /** Keeps a decided scan: the ticket's presence, and the scan in the queue when not yet sent. */
  const keep = useCallback(
    async (ticket: SnapshotTicket, scan: QueuedScan | null) => {
      if (!eventId || !loaded) return;
      loaded.event.byId.set(ticket.id, ticket);
      loaded.event.bySerial.set(ticket.codigo_serial, ticket);
      await recordLocalScan(eventId, ticket, scan);
      if (scan) setPending((n) => n + 1);
    },
    [eventId, loaded],
  );

  return { online, loaded, pending, state, device, syncing, downloading, loadError, download, sync, keep };
}
