// /admin/checkin (?evento=): validates tickets at the door from the camera, a photo of the QR code
// or the typed code (the server checks the signature and records the entry), with the event's counts.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDate } from '@gn/core/dates';
import { loadEventOptions, type EventOption } from '../../lib/event-option-queries';
import { PageHeading } from '../../ui/PageHeading';
import { Select } from '../../ui/Select';
import { CheckinStatus } from './CheckinStatus';
import { DoorFigures } from './DoorFigures';
import { QrReaderCard } from './QrReaderCard';
import { TypedCodeCard } from './TypedCodeCard';
import { useCheckin } from './use-checkin';
import { useDoorCounts } from './use-door-counts';

/** The event picker's options: any event first, then each event with its date. */
function eventSelectOptions(events: EventOption[]) {
  return [
    { value: '', label: 'Qualquer evento (sem conferir o evento)' },
    ...events.map((e) => ({
      value: e.id,
      label: e.dataInicio ? `${e.titulo} · ${formatDate(e.dataInicio)}` : e.titulo,
    })),
  ];
}

export function CheckinPage() {
  const [params, setParams] = useSearchParams();
  const eventId = params.get('evento') ?? '';
  const [events, setEvents] = useState<EventOption[]>([]);

  useEffect(() => {
    loadEventOptions()
      .then(setEvents)
      .catch((error: unknown) => console.error(error));
  }, []);

  const { counts, refreshCounts } = useDoorCounts(eventId);
  const { code, setCode, busy, outcome, setOutcome, submit } = useCheckin(eventId, refreshCounts);

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
          onChange={(e) => {
            const value = e.target.value;
            setParams(value ? { evento: value } : {}, { replace: true });
            setOutcome(null);
          }}
        />
        <DoorFigures counts={counts} />
        <CheckinStatus busy={busy} outcome={outcome} />
        <QrReaderCard onScan={submit} />
        <TypedCodeCard
          code={code}
          busy={busy}
          onCodeChange={setCode}
          onSubmit={() => void submit(code, 'typed')}
        />
      </div>
    </div>
  );
}
