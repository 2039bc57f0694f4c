// /admin/checkin (?evento=&lista=&sentido=): validates tickets at a gate of an event from the
// camera, a photo of the QR code or the typed code (the server checks the signature and records
// the entry or exit at that list), with the event's counts and a link to its live Portaria.
import { DoorOpen, Smartphone } from 'lucide-react';
import { can } from '@gn/core/roles';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '@gn/core/dates';
import { useAuth } from '../../auth/use-auth';
import { loadDoorEvents, type DoorEvent } from '../../lib/checkin-events';
import { PageHeading } from '../../ui/PageHeading';
import { Select } from '../../ui/Select';
import { CheckinStatus } from './CheckinStatus';
import { DoorFigures } from './DoorFigures';
import { DoorPlacePicker } from './DoorPlacePicker';
import { QrReaderCard } from './QrReaderCard';
import { TypedCodeCard } from './TypedCodeCard';
import { useCheckin } from './use-checkin';
import { useDoorCounts } from './use-door-counts';
import { useDoorPlace } from './use-door-place';

/** The event picker's options: a prompt first, then each event with its date. */
function eventSelectOptions(events: DoorEvent[]) {
  return [
    { value: '', label: 'Escolha o evento' },
    ...events.map((e) => ({
      value: e.id,
      label: e.dataInicio ? `${e.titulo} · ${formatDate(e.dataInicio)}` : e.titulo,
    })),
  ];
}

export function CheckinPage() {
  const [events, setEvents] = useState<DoorEvent[]>([]);
  const auth = useAuth();
  const role = auth.status === 'signed-in' ? auth.role : 'user';
  // The Portaria (lists and live counts) is the event's page: the admin's.
  const managesEvents = can(role, 'gerir_conteudo');
  const door = useDoorPlace();
  const { eventId, place } = door;

  useEffect(() => {
    loadDoorEvents(role)
      .then(setEvents)
      .catch((error: unknown) => console.error(error));
  }, [role]);

  const { counts, refreshCounts } = useDoorCounts(eventId);
  const { code, setCode, busy, outcome, setOutcome, submit } = useCheckin(place, refreshCounts);
  const choose =
    <T,>(act: (value: T) => void) =>
    (value: T) => {
      act(value);
      setOutcome(null);
    };

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading
        title="Check-in"
        description="Valide os ingressos na entrada: câmera, foto do QR code ou código digitado."
      />

      <div className="grid gap-4">
        <Select
          label="Evento"
          options={eventSelectOptions(events)}
          value={eventId}
          onChange={(e) => choose(door.setEvent)(e.target.value)}
        />
        {door.failed && (
          <p role="alert" className="text-sm text-danger">
            Não foi possível carregar as listas deste evento.
          </p>
        )}
        {door.lists && (
          <DoorPlacePicker
            lists={door.lists}
            list={place?.list ?? null}
            direction={place?.direction ?? 'entrada'}
            onList={choose(door.setList)}
            onDirection={choose(door.setDirection)}
          />
        )}
        <Link
          to={
            eventId
              ? `/admin/portaria/scanner?evento=${encodeURIComponent(eventId)}`
              : '/admin/portaria/scanner'
          }
          className="inline-flex items-center gap-1.5 text-sm font-medium text-accent-ink hover:underline"
        >
          <Smartphone className="size-4" aria-hidden="true" />
          Scanner para celular (funciona sem internet)
        </Link>
        {eventId && managesEvents && (
          <Link
            to={`/admin/eventos/${encodeURIComponent(eventId)}/portaria`}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-accent-ink hover:underline"
          >
            <DoorOpen className="size-4" aria-hidden="true" />
            Portaria ao vivo: quem está dentro, por lista
          </Link>
        )}
        <DoorFigures counts={counts} />
        <CheckinStatus busy={busy} outcome={outcome} />
        {/* The readers appear once the gate is known: no code is read for no list. */}
        {place ? (
          <>
            <QrReaderCard onScan={submit} />
            <TypedCodeCard
              code={code}
              busy={busy}
              onCodeChange={setCode}
              onSubmit={() => void submit(code, 'typed')}
            />
          </>
        ) : (
          <p className="rounded-xl border border-dashed border-line-strong p-4 text-center text-ink-muted">
            {!eventId
              ? 'Escolha o evento para começar.'
              : door.lists
                ? 'Escolha a lista (a entrada) onde você está.'
                : 'Carregando as listas do evento...'}
          </p>
        )}
      </div>
    </div>
  );
}
