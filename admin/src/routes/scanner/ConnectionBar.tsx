// What the steward must know about the network: offline or not, how many reads wait to be sent,
// when the device last synced, and whether a reload without network still opens the scanner.
import { CloudUpload, Wifi, WifiOff } from 'lucide-react';
import { formatTime } from '@gn/core/dates';

type Props = {
  online: boolean;
  pending: number;
  lastSync: string | null;
  syncing: boolean;
  offlineReady: boolean;
  onSync: () => void;
};

export function pendingLabel(pending: number): string {
  if (pending === 0) return 'Nenhuma leitura aguardando envio';
  return pending === 1 ? '1 leitura aguardando envio' : `${pending} leituras aguardando envio`;
}

export function ConnectionBar({ online, pending, lastSync, syncing, offlineReady, onSync }: Props) {
  return (
    <section
      aria-label="Conexão"
      className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        {online ? (
          <span className="inline-flex items-center gap-2 rounded-full bg-success/15 px-3 py-1 text-sm font-semibold text-success">
            <Wifi className="size-4" aria-hidden="true" /> Conectado
          </span>
        ) : (
          <span
            role="status"
            className="inline-flex items-center gap-2 rounded-full bg-red-700 px-3 py-1 text-sm font-bold text-white"
          >
            <WifiOff className="size-4" aria-hidden="true" /> Sem conexão
          </span>
        )}
        <span
          data-testid="pending-count"
          className={`text-sm font-semibold ${pending > 0 ? 'text-ink' : 'text-ink-muted'}`}
        >
          {pendingLabel(pending)}
        </span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-ink-muted">
        <span data-testid="last-sync">
          {lastSync ? `Última sincronização às ${formatTime(lastSync)}` : 'Ainda não sincronizado'}
          {offlineReady && ' · pronto para uso sem internet'}
        </span>
        {online && (
          <button
            type="button"
            onClick={onSync}
            disabled={syncing}
            className="inline-flex h-10 items-center gap-2 rounded-lg border border-line-strong px-3 font-semibold text-ink disabled:opacity-60"
          >
            <CloudUpload className="size-4" aria-hidden="true" />
            {syncing ? 'Sincronizando…' : 'Sincronizar agora'}
          </button>
        )}
      </div>
    </section>
  );
}
