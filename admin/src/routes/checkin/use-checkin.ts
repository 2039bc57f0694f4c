// The door's check-in call: sends a code once (the camera keeps seeing a code held in view), tells
// the staff with a buzz, and keeps the typed code, the busy flag and the last answer.
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api';
import { scanAtList } from './checkin-queries';
import type { CheckinOutcome } from './CheckinResult';

export type CodeSource = 'camera' | 'typed' | 'photo';

function buzz(ok: boolean) {
  // Phones at the door: a short buzz lets the staff keep their eyes on the queue.
  if ('vibrate' in navigator) navigator.vibrate(ok ? 120 : [120, 80, 120]);
}

/** Check-in for `eventId` ('' for any event); `onAccepted` runs after each admitted ticket. */
export function useCheckin(eventId: string, onAccepted: () => void) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<CheckinOutcome | null>(null);
  /** The last code sent: the camera keeps seeing a code held in view, and sends it only once. */
  const last = useRef<string | null>(null);
  const inFlight = useRef(false);

  const submit = useCallback(
    async (raw: string, source: CodeSource) => {
      const text = raw.trim();
      if (!text || inFlight.current) return;
      // Typing or sending a photo again is deliberate; the camera repeating itself is not.
      if (source === 'camera' && last.current === text) return;
      last.current = text;
      inFlight.current = true;
      setBusy(true);
      try {
        if (!eventId) {
          setOutcome({ kind: 'refused', message: 'Escolha o evento antes de validar', code: 'bad_request' });
          return;
        }
        const result = await scanAtList(text, { eventId, listId: 'geral', direction: 'entrada' });
        setOutcome({ kind: 'ok', result });
        setCode('');
        buzz(true);
        onAccepted();
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
    [eventId, onAccepted],
  );

  return { code, setCode, busy, outcome, setOutcome, submit };
}
