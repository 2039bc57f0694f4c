// Double admissions and refused reads the server found in this device's scans after a sync: the
// steward sees them here, the admin in the event's conflicts.
import { TriangleAlert } from 'lucide-react';
import { formatTime } from '@gn/core/dates';
import type { ConflictSide, SyncConflict } from '@gn/core/schemas/checkin';
import type { SyncNotice } from './scanner-store';

function side(s: ConflictSide, device: string | null): string {
  const who =
    s.device_id === null ? 'leitura online' : s.device_id === device ? 'este aparelho' : 'outro aparelho';
  return `${formatTime(s.em)} (${s.lista_nome || 'entrada'}, ${who})`;
}

type Props = { conflicts: SyncConflict[]; notices: SyncNotice[]; device: string | null };

export function ConflictsCard({ conflicts, notices, device }: Props) {
  const refusals = notices;
  if (conflicts.length === 0 && refusals.length === 0) return null;
  return (
    <section
      aria-label="Alertas da sincronização"
      className="rounded-xl border-2 border-danger bg-danger-soft p-4"
    >
      <h2 className="flex items-center gap-2 text-lg font-bold text-danger">
        <TriangleAlert className="size-5" aria-hidden="true" />
        {conflicts.length > 0 ? `Entradas duplas: ${conflicts.length}` : 'Leituras recusadas ao sincronizar'}
      </h2>
      <ul className="mt-2 flex flex-col gap-2 text-ink">
        {conflicts.map((c) => (
          <li key={c.id} data-testid="scanner-conflict">
            <strong>{c.titular}</strong>: entrada dupla. 1ª às {side(c.primeira, device)}; 2ª às{' '}
            {side(c.segunda, device)}.
          </li>
        ))}
        {refusals.map((n) => (
          <li key={n.id}>
            <strong>{n.titular}</strong>: {n.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
