// /admin/checkin (?evento=): validates tickets at the door from the camera, a photo of the QR code
// or the typed code (the server checks the signature and records the entry), with the event's counts.
import { Camera, ImageUp, LoaderCircle, ScanLine, Square } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { formatDate } from '@gn/core/dates';
import { formatInteger } from '../../lib/list-count';
import { ApiError } from '../../lib/api';
import { loadEventOptions, type EventOption } from '../../lib/event-option-queries';
import { SectionCard } from '../../ui/SectionCard';
import { Button } from '../../ui/Button';
import { PageHeading } from '../../ui/PageHeading';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { CameraScanner } from './CameraScanner';
import { checkIn, loadDoorCounts, type DoorCounts } from './checkin-queries';
import { CheckinResult, type CheckinOutcome } from './CheckinResult';
import { decodeImageFile } from './qr-decoder';

function buzz(ok: boolean) {
  // Phones at the door: a short buzz lets the staff keep their eyes on the queue.
  if ('vibrate' in navigator) navigator.vibrate(ok ? 120 : [120, 80, 120]);
}

function DoorFigures({ counts }: { counts: DoorCounts | null }) {
  if (!counts) return null;
  const share = counts.sold > 0 ? Math.round((counts.checkedIn / counts.sold) * 100) : 0;
  return (
    <div
      className="rounded-xl border border-line bg-surface p-4 shadow-sm"
      data-testid="door-counts"
      aria-label="Entradas do evento"
      role="group"
    >
      <p className="text-sm text-ink-muted">Entradas</p>
      <p className="text-3xl font-bold text-ink tabular-nums">
        {formatInteger(counts.checkedIn)}{' '}
        <span className="text-lg font-medium text-ink-muted">de {formatInteger(counts.sold)} vendidos</span>
      </p>
      <div className="mt-2 h-2 overflow-hidden rounded-full bg-surface-muted" aria-hidden="true">
        <div className="h-full rounded-full bg-accent" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}

export function CheckinPage() {
  const [params, setParams] = useSearchParams();
  const eventId = params.get('evento') ?? '';
  const [events, setEvents] = useState<EventOption[]>([]);
  const [counts, setCounts] = useState<DoorCounts | null>(null);
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<CheckinOutcome | null>(null);
  /** The last code sent: the camera keeps seeing a code held in view, and sends it only once. */
  const last = useRef<string | null>(null);
  const inFlight = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const [readingPhoto, setReadingPhoto] = useState(false);

  useEffect(() => {
    loadEventOptions()
      .then(setEvents)
      .catch((error: unknown) => console.error(error));
  }, []);

  const refreshCounts = useCallback(() => {
    if (!eventId) {
      setCounts(null);
      return;
    }
    loadDoorCounts(eventId)
      .then(setCounts)
      .catch((error: unknown) => console.error(error));
  }, [eventId]);

  useEffect(refreshCounts, [refreshCounts]);

  const submit = useCallback(
    async (raw: string, source: 'camera' | 'typed' | 'photo') => {
      const text = raw.trim();
      if (!text || inFlight.current) return;
      // Typing or sending a photo again is deliberate; the camera repeating itself is not.
      if (source === 'camera' && last.current === text) return;
      last.current = text;
      inFlight.current = true;
      setBusy(true);
      try {
        const result = await checkIn(text, eventId || null);
        setOutcome({ kind: 'ok', result });
        setCode('');
        buzz(true);
        refreshCounts();
      } catch (error) {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          setOutcome({ kind: 'refused', message: error.message, code: error.code });
          buzz(false);
        } else {
          console.error(error);
          toast.error('Erro ao validar ingresso', {
            description: error instanceof Error ? error.message : undefined,
          });
          last.current = null; // not an answer about the ticket: the same code may be tried again
        }
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [eventId, refreshCounts],
  );

  async function scanPhoto(file: File | undefined) {
    if (!file) return;
    setReadingPhoto(true);
    try {
      const text = await decodeImageFile(file);
      if (text === null) toast.info('Nenhum QR code encontrado na imagem');
      else await submit(text, 'photo');
    } catch (error) {
      console.error(error);
      toast.error('Erro ao ler a imagem');
    } finally {
      setReadingPhoto(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  const eventOptions = [
    { value: '', label: 'Qualquer evento (sem conferir o evento)' },
    ...events.map((e) => ({
      value: e.id,
      label: e.dataInicio ? `${e.titulo} · ${formatDate(e.dataInicio)}` : e.titulo,
    })),
  ];

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading
        title="Check-in"
        description="Valide os ingressos na entrada: câmera, foto do QR code ou código digitado."
      />

      <div className="grid gap-4">
        <Select
          label="Evento"
          options={eventOptions}
          value={eventId}
          onChange={(e) => {
            const value = e.target.value;
            setParams(value ? { evento: value } : {}, { replace: true });
            setOutcome(null);
          }}
        />
        <DoorFigures counts={counts} />

        <div aria-live="polite" aria-atomic="true">
          {busy ? (
            // The read registered: the staff waits for the answer instead of scanning again.
            <p
              role="status"
              className="flex items-center gap-2 rounded-xl border border-line bg-surface p-4 text-sm font-medium text-ink"
            >
              <LoaderCircle className="size-4 animate-spin text-ink-muted" aria-hidden="true" />
              Validando ingresso...
            </p>
          ) : (
            outcome && <CheckinResult outcome={outcome} />
          )}
        </div>

        <SectionCard title="Ler QR code">
          {camera && (
            <div className="mb-3">
              <CameraScanner onCode={(text) => void submit(text, 'camera')} />
            </div>
          )}
          <div className="grid gap-2 sm:grid-cols-2">
            <Button
              variant={camera ? 'secondary' : 'primary'}
              onClick={() => setCamera((on) => !on)}
              className="h-12"
            >
              {camera ? (
                <Square className="size-4" aria-hidden="true" />
              ) : (
                <Camera className="size-4" aria-hidden="true" />
              )}
              {camera ? 'Parar câmera' : 'Abrir câmera'}
            </Button>
            <Button
              variant="secondary"
              onClick={() => fileInput.current?.click()}
              busy={readingPhoto}
              className="h-12"
            >
              {!readingPhoto && <ImageUp className="size-4" aria-hidden="true" />}
              {readingPhoto ? 'Lendo a foto...' : 'Enviar foto do QR code'}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              tabIndex={-1}
              aria-label="Foto do QR code"
              onChange={(e) => void scanPhoto(e.target.files?.[0])}
            />
          </div>
        </SectionCard>

        <SectionCard title="Digitar código">
          <form
            className="flex flex-col gap-3 sm:flex-row sm:items-end"
            onSubmit={(e) => {
              e.preventDefault();
              void submit(code, 'typed');
            }}
          >
            <TextField
              label="Código do ingresso"
              placeholder="TKT-…"
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onChange={(e) => setCode(e.target.value)}
              className="flex-1"
            />
            <Button type="submit" busy={busy} disabled={code.trim() === ''} className="h-11">
              <ScanLine className="size-4" aria-hidden="true" />
              Validar
            </Button>
          </form>
        </SectionCard>
      </div>
    </div>
  );
}
