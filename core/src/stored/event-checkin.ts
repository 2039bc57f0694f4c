// Reading `event_checkin/{eventId}` (docs/data-model.md; written by functions only): an event's
// check-in lists. The one reader for the door, the offline scanner's download and the wallet
// passes (which print the gates a ticket enters by). A missing document, or one without a valid
// list, is the event's one general list.
import { z } from '../zod.ts';
import { DEFAULT_CHECKIN_LIST, type CheckinList } from '../checkin-scan.ts';
import { plainMap } from './fields.ts';

const storedListSchema = z.object({
  id: z.string().min(1),
  nome: z.string().min(1),
  tipos: z.array(z.string()).catch([]),
  permite_saida: z.boolean().catch(false),
});

const eventCheckinSchema = z.object({
  listas: z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((item) => {
        const parsed = storedListSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
});

/** The event's lists as stored (tolerant), or [DEFAULT_CHECKIN_LIST] when it has none. */
export function readCheckinLists(data: unknown): CheckinList[] {
  const { listas } = eventCheckinSchema.parse(plainMap(data));
  return listas.length > 0 ? listas : [DEFAULT_CHECKIN_LIST];
}
