// Reading an event's lotes (`events/{id}.lotes`, docs/data-model.md): each entry as the admin's form
// wrote it (schemas/lotes.ts lotesFormToDoc), a malformed one dropped rather than failing the event.
import { z } from '../zod.ts';
import type { Lote } from '../lotes.ts';

/** A stored date: a Firestore Timestamp (anything with toDate), a Date or an ISO string. */
const storedDate = z.unknown().transform((value): Date | null => {
  if (value instanceof Date) return value;
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function') {
    return (value as { toDate(): Date }).toDate();
  }
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return new Date(value);
  return null;
});

const storedLoteSchema = z.object({
  id: z.string().min(1),
  nome: z.string(),
  quantidade: z.number().int().min(1).nullable().catch(null),
  termina_em: storedDate,
  precos: z.record(z.string(), z.number().int().min(0)).catch({}),
});

/** The lotes of a stored event ([] when it sells at its tables' prices); a malformed entry is dropped. */
export function lotesOf(doc: Record<string, unknown>): Lote[] {
  const stored = Array.isArray(doc.lotes) ? doc.lotes : [];
  return stored.flatMap((entry) => {
    const parsed = storedLoteSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
