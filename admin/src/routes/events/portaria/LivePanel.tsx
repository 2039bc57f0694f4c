// "Ao vivo": who is inside now, in total and per list, entries and exits per list, and entries per
// 5 minutes, moving with every scan at any gate (a listener on the counters' shards, summed).
import { useEffect, useState } from 'react';
import type { CheckinList } from '@gn/core/checkin-scan';
import type { CheckinCounters } from '@gn/core/stored/checkin-counters';
import { formatInteger } from '../../../lib/list-count';
import { SectionCard } from '../../../ui/SectionCard';
import { Skeleton } from '../../../ui/Skeleton';
import { EntryBars } from './EntryBars';
import { entryBars, insideTotal, listFigures } from './portaria-model';
import { watchCheckinCounters } from './portaria-queries';

const counted = (n: number, one: string, many: string) => `${formatInteger(n)} ${n === 1 ? one : many}`;

function useCounters(eventId: string) {
  const [counters, setCounters] = useState<CheckinCounters | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setFailed(false);
    return watchCheckinCounters(eventId, setCounters, (error) => {
      console.error(error);
      setFailed(true);
    });
  }, [eventId]);
  return { counters, failed };
}

export function LivePanel({ eventId, lists }: { eventId: string; lists: CheckinList[] }) {
  const { counters, failed } = useCounters(eventId);
  if (failed) {
    return (
      <SectionCard title="Ao vivo">
        <p className="text-sm text-danger">Não foi possível acompanhar as entradas. Recarregue a página.</p>
      </SectionCard>
    );
  }
  if (!counters) return <Skeleton className="h-64 w-full rounded-xl" />;
  const rows = listFigures(lists, counters);
  return (
    <SectionCard title="Ao vivo">
      <div aria-live="polite" className="space-y-4">
        <div className="rounded-xl bg-accent/10 p-4">
          <p className="text-sm font-medium text-ink-muted">Dentro agora</p>
          <p className="text-5xl font-black text-ink tabular-nums" data-testid="dentro-total">
            {formatInteger(insideTotal(counters))}
          </p>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2">
          {rows.map((row) => (
            <li key={row.id} className="rounded-xl border border-line p-3" data-testid={`lista-${row.id}`}>
              <p className="truncate font-semibold text-ink">{row.nome}</p>
              <p className="mt-1 text-sm text-ink-muted">
                Dentro agora{' '}
                <span className="text-2xl font-bold text-ink tabular-nums" data-testid={`dentro-${row.id}`}>
                  {formatInteger(row.dentro)}
                </span>
              </p>
              <p className="text-sm text-ink-muted tabular-nums">
                {counted(row.entradas, 'entrada', 'entradas')}
                {row.permiteSaida || row.saidas > 0 ? ` · ${counted(row.saidas, 'saída', 'saídas')}` : ''}
              </p>
            </li>
          ))}
        </ul>
        <EntryBars bars={entryBars(counters.por_5min, new Date())} />
      </div>
    </SectionCard>
  );
}
