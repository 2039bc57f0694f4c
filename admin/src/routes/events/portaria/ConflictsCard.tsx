// "Entradas em dobro": tickets that two offline phones both let in (found when they synced; the
// first scan wins). The supervisor sees who, where and when, to look for the second person.
import { useEffect, useState } from 'react';
import { formatTime } from '@gn/core/dates';
import type { ConflictSide, SyncConflict } from '@gn/core/schemas/checkin';
import { SectionCard } from '../../../ui/SectionCard';
import { watchCheckinConflicts } from './portaria-queries';

const device = (side: ConflictSide) => (side.device_id ? `aparelho ${side.device_id.slice(0, 8)}` : 'online');
const describe = (side: ConflictSide) =>
  `${formatTime(side.em)} · ${side.lista_nome || side.lista_id} · ${device(side)}`;

export function ConflictsCard({ eventId }: { eventId: string }) {
  const [conflicts, setConflicts] = useState<SyncConflict[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(
    () =>
      watchCheckinConflicts(eventId, setConflicts, (error) => {
        console.error(error);
        setFailed(true);
      }),
    [eventId],
  );
  return (
    <SectionCard title="Entradas em dobro (offline)">
      {failed ? (
        <p className="text-sm text-danger">Não foi possível acompanhar as entradas em dobro.</p>
      ) : conflicts === null ? (
        <p className="text-sm text-ink-muted">Carregando...</p>
      ) : conflicts.length === 0 ? (
        <p className="text-sm text-ink-muted">Nenhum ingresso entrou duas vezes.</p>
      ) : (
        <ul className="divide-y divide-line" aria-label="Entradas em dobro">
          {conflicts.map((c) => (
            <li key={c.id} className="py-3">
              <p className="font-semibold text-ink">
                {c.titular || 'Sem titular'}{' '}
                <span className="font-mono text-xs text-ink-muted">{c.codigo_serial}</span>
              </p>
              <p className="text-sm text-ink-muted">Primeira (vale): {describe(c.primeira)}</p>
              <p className="text-sm text-danger">Segunda: {describe(c.segunda)}</p>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
