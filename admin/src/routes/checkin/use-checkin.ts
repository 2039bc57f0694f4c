// The door's scan: sends a code once (the camera keeps seeing a code held in view) to the chosen
// event, list and direction, tells the staff with a buzz and a tone, and keeps the typed code, the
// busy flag and the last answer.
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api';
import { scanAtList } from './checkin-queries';
import type { CheckinOutcome } from './CheckinResult';
import { doorFeedback } from '../../ui/door-feedback';
import type { DoorPlace } from './use-door-place';

export type CodeSource = 'camera' | 'typed' | 'photo';

/** Scans at `place` (null until an event and a list are chosen); `onAccepted` after each yes. */
export function useCheckin(place: DoorPlace | null, onAccepted: () => void) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<CheckinOutcome | null>(null);
  /** The last code sent: the camera keeps seeing a code held in view, and sends it only once. */
  const last = useRef<string | null>(null);
  const inFlight = useRef(false);
  const eventId = place?.eventId;
  const listId = place?.list.id;
  const direction = place?.direction ?? 'entrada';

  const submit = useCallback(
    async (raw: string, source: CodeSource) => {
      const text = raw.trim();
      if (!text || inFlight.current) return;
      if (!eventId || !listId) {
        setOutcome({ kind: 'refused', message: 'Escolha o evento e a lista antes de validar', direction });
        doorFeedback(false);
        return;
      }
      // Typing or sending a photo again is deliberate; the camera repeating itself is not.
      if (source === 'camera' && last.current === text) return;
      last.current = text;
      inFlight.current = true;
      setBusy(true);
      try {
        const result = await scanAtList(text, { eventId, listId, direction });
        setOutcome({ kind: 'ok', result });
        setCode('');
        doorFeedback(true);
        onAccepted();
      } catch (error) {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          setOutcome({ kind: 'refused', message: error.message, direction });
          doorFeedback(false);
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
    [eventId, listId, direction, onAccepted],
  );

  return { code, setCode, busy, outcome, setOutcome, submit };
}
