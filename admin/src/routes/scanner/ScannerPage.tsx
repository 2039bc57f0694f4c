// /admin/portaria/scanner: the door's scanner on a phone, with or without network (issue #30).
// It downloads the event the steward serves (tickets, holders, kinds, presence, the lists and the
// public key of the signed codes), decides each read on the device when the server cannot answer,
// queues those reads and sends them when the network is back. Mobile first, big targets.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Camera, CameraOff, Search } from 'lucide-react';
import { ConflictsCard } from './ConflictsCard';
import { ConnectionBar } from './ConnectionBar';
import { ScanAnswer } from './ScanAnswer';
import { ScannerHeader } from './ScannerHeader';
import { ScannerSetup } from './ScannerSetup';
import { TicketSearch } from './TicketSearch';
import { WedgeInput } from './WedgeInput';
import { useScannerShell } from './scanner-shell';
import { loadSetup, saveSetup, type ScannerSetup as Setup } from './scanner-store';
import { useScan } from './use-scan';
import { useScannerData } from './use-scanner-data';

// The camera and its decoder load when the steward opens them.
const CameraScanner = lazy(() =>
  import('../../ui/camera/CameraScanner').then((m) => ({ default: m.CameraScanner })),
);

const toggle = (on: boolean) =>
  `inline-flex h-14 flex-1 items-center justify-center gap-2 rounded-xl border-2 text-lg font-semibold ${
    on ? 'border-accent bg-accent-soft text-ink' : 'border-line-strong bg-surface text-ink'
  }`;

export function ScannerPage() {
  const offlineReady = useScannerShell();
  /** undefined: still reading the device's memory */
  const [setup, setSetup] = useState<Setup | null | undefined>(undefined);
  // ?evento=: a link from an event's page (or a test) chooses the event ahead.
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<string | null>(params.get('evento'));
  const [panel, setPanel] = useState<'camera' | 'search' | null>(null);

  useEffect(() => {
    void loadSetup().then((saved) => setSetup(saved ?? null));
  }, []);

  const eventId = setup ? setup.eventId : draft;
  const data = useScannerData(eventId);
  const { download } = data;
  const list = (setup && data.loaded?.meta.listas.find((l) => l.id === setup.listId)) || null;
  const { outcome, busy, scan } = useScan(data, list, setup?.direction ?? 'entrada');

  useEffect(() => {
    // A chosen event is downloaded at once.
    if (draft && !setup) void download();
  }, [draft, setup, download]);

  const choose = async (next: Setup | null) => {
    await saveSetup(next);
    setSetup(next);
    setDraft(next ? null : (setup?.eventId ?? null));
  };

  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col gap-4 bg-canvas p-4 text-ink">
      <ScannerHeader
        eventTitle={setup && data.loaded ? data.loaded.meta.evento.titulo : null}
        place={
          setup && data.loaded
            ? `${list?.nome ?? 'Lista removida'} · ${setup.direction === 'saida' ? 'Saída' : 'Entrada'}`
            : null
        }
        onChange={setup ? () => void choose(null) : null}
      />

      <ConnectionBar
        online={data.online}
        pending={data.pending}
        lastSync={data.state.lastSync}
        syncing={data.syncing}
        offlineReady={offlineReady}
        onSync={() => void data.sync()}
      />

      {setup === undefined ? null : setup === null ? (
        <ScannerSetup
          eventId={draft}
          lists={data.loaded?.meta.listas ?? null}
          downloading={data.downloading}
          loadError={data.loadError}
          onEvent={setDraft}
          onDone={(next) => void choose(next)}
        />
      ) : !data.loaded ? (
        <p role="status" className="text-ink-muted">
          {data.online ? 'Baixando a lista do evento…' : 'Sem conexão e sem lista baixada neste aparelho.'}
        </p>
      ) : (
        <>
          <div aria-live="assertive">
            <ScanAnswer outcome={outcome} />
          </div>
          <WedgeInput busy={busy} onCode={(code) => void scan(code, 'wedge')} />
          <div className="flex gap-2">
            <button
              type="button"
              aria-pressed={panel === 'camera'}
              className={toggle(panel === 'camera')}
              onClick={() => setPanel(panel === 'camera' ? null : 'camera')}
            >
              {panel === 'camera' ? (
                <CameraOff className="size-5" aria-hidden="true" />
              ) : (
                <Camera className="size-5" aria-hidden="true" />
              )}
              Câmera
            </button>
            <button
              type="button"
              aria-pressed={panel === 'search'}
              className={toggle(panel === 'search')}
              onClick={() => setPanel(panel === 'search' ? null : 'search')}
            >
              <Search className="size-5" aria-hidden="true" />
              Buscar
            </button>
          </div>
          {panel === 'camera' && (
            <Suspense fallback={<p className="text-ink-muted">Abrindo a câmera…</p>}>
              <CameraScanner onCode={(code) => void scan(code, 'camera')} />
            </Suspense>
          )}
          {panel === 'search' && (
            <TicketSearch tickets={data.loaded.event.byId} onPick={(serial) => void scan(serial, 'search')} />
          )}
          <ConflictsCard conflicts={data.state.conflicts} notices={data.state.notices} device={data.device} />
        </>
      )}
    </main>
  );
}
