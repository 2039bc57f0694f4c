// Reading an entry of the audit log (`audit_log/{id}`, written by the functions' audit/entry.ts):
// who did what to which document, with its changes (field → before/after) or free-form details.
import { z } from '../zod.ts';
import { plainMap, text, textOrNull, time } from './fields.ts';

const anyMap = z.unknown().optional().transform(plainMap);

/** field → what it held before and after; a field missing on one side reads as null. */
const changesSchema = anyMap.transform((changes) =>
  Object.fromEntries(
    Object.entries(changes).map(([field, change]) => {
      const { before, after } = plainMap(change);
      return [field, { before: before ?? null, after: after ?? null }];
    }),
  ),
);

export const storedAuditEntrySchema = z.object({
  actor_uid: textOrNull,
  actor_email: textOrNull,
  action: text('—'),
  target: text('—'),
  /** the event's or news item's title when the entry was written */
  target_label: textOrNull,
  changes: changesSchema,
  details: anyMap,
  /** 'trigger' | 'function' */
  source: textOrNull,
  created_at: time,
});
export type StoredAuditEntry = z.output<typeof storedAuditEntrySchema>;

export function readAuditEntry(data: unknown): StoredAuditEntry {
  return storedAuditEntrySchema.parse(plainMap(data));
}

// The document as the functions, the admin and the seed write it (the reader above gives it as read).
export interface AuditEntry {
  actor_uid: string;
  actor_email: string | null;
  action: string;
  target: string;
  details: Record<string, unknown> | null;
  created_at: Date;
}

/**
 * Who wrote an admin-edited document, from the stamp the rules make every browser write carry
 * (`updated_by`: the writer's own uid); null for a server write (the seed, a function), which has
 * none.
 */
const writerStampSchema = z.object({ updated_by: textOrNull });

export function readWriterUid(data: unknown): string | null {
  return writerStampSchema.parse(plainMap(data)).updated_by;
}
