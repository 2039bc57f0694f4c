// The meia-entrada report's one read: GET /api/admin/events/{id}/meia-entrada
// (functions/src/api/admin/events/meia-report.ts counts there), its answer checked with core's schema.
import { meiaReportAnswerSchema, type MeiaReportAnswer } from '@gn/core/schemas/meia-report';
import { api, ApiError } from '../../../lib/api';

/** The report, or null when the event does not exist. */
export async function loadMeiaReport(eventId: string): Promise<MeiaReportAnswer | null> {
  try {
    const answer = await api(`/api/admin/events/${encodeURIComponent(eventId)}/meia-entrada`);
    return meiaReportAnswerSchema.parse(answer);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
