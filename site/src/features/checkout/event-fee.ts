// The service-fee rate of the cart's event (events/{id}.taxa_servico): the cart line does not
// carry it. Public events are readable by anyone, so one REST fetch does (no SDK).
import { firestoreRestBase } from '../../lib/public-config';

/** `taxa_servico` of a Firestore REST document: a rate in 0..1, or null (the default applies). */
export function feeRateFromRest(doc: unknown): number | null {
  const field = (doc as { fields?: Record<string, Record<string, unknown>> } | null)?.fields?.taxa_servico;
  const raw = field?.doubleValue ?? field?.integerValue;
  const rate = typeof raw === 'string' ? Number(raw) : raw;
  return typeof rate === 'number' && Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : null;
}

/** The rate, or null when the event says nothing or cannot be read (the server prices anyway). */
export async function fetchFeeRate(eventId: string, signal?: AbortSignal): Promise<number | null> {
  try {
    const response = await fetch(`${firestoreRestBase()}/events/${encodeURIComponent(eventId)}`, {
      signal,
      headers: { accept: 'application/json' },
    });
    return response.ok ? feeRateFromRest(await response.json()) : null;
  } catch (error) {
    if (!signal?.aborted) console.warn('Taxa de serviço do evento indisponível', error);
    return null;
  }
}
