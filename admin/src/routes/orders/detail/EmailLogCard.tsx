// The order page's 'E-mails enviados' card: every e-mail the shop sent (or failed to send) about
// the order, newest first and live, with the 'Reenviar ingressos' button beside its title (the
// new line appears under it as soon as the resend is logged).
import { useEffect, useId, useState } from 'react';
import { formatDateTime } from '@gn/core/dates';
import { Badge } from '../../../ui/Badge';
import { SkeletonLines } from '../../../ui/Skeleton';
import type { EmailLogEntry } from './email-log-model';
import { watchEmailLog } from './email-log-queries';
import { loadActorNames } from './order-detail-queries';
import { ResendTicketsButton } from './ResendTicketsButton';

export function EmailLogCard({ orderId, paid }: { orderId: string; paid: boolean }) {
  const headingId = useId();
  const [entries, setEntries] = useState<EmailLogEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [names, setNames] = useState<Map<string, string>>(new Map());

  useEffect(() => {
    setEntries(null);
    setFailed(false);
    return watchEmailLog(orderId, setEntries, (error) => {
      console.error(error);
      setFailed(true);
    });
  }, [orderId]);

  // The admins who asked for a resend, by e-mail (read from their profiles).
  const askers = [...new Set((entries ?? []).map((e) => e.by).filter((by): by is string => by !== null))];
  const askersKey = askers.join(',');
  useEffect(() => {
    if (!askersKey) return;
    let active = true;
    loadActorNames(askersKey.split(','))
      .then((map) => active && setNames(map))
      .catch((error: unknown) => console.error(error));
    return () => {
      active = false;
    };
  }, [askersKey]);

  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-xl border border-line bg-surface p-5 shadow-sm"
      data-testid="email-log"
    >
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id={headingId} className="text-base font-semibold text-ink">
          E-mails enviados
        </h2>
        <ResendTicketsButton orderId={orderId} paid={paid} />
      </div>
      {failed && <p className="text-sm text-danger">Não foi possível carregar os e-mails deste pedido.</p>}
      {!failed && entries === null && (
        <SkeletonLines
          label="Carregando e-mails"
          shapes={['h-12 w-full rounded-lg', 'h-12 w-full rounded-lg']}
        />
      )}
      {!failed && entries?.length === 0 && (
        <p className="text-sm text-ink-muted">Nenhum e-mail enviado para este pedido.</p>
      )}
      {!failed && entries && entries.length > 0 && (
        <ul className="divide-y divide-line" aria-label="E-mails do pedido">
          {entries.map((entry) => (
            <li key={entry.id} className="flex items-start justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="text-sm font-semibold text-ink">{entry.kind}</p>
                <p className="text-sm break-words text-ink">{entry.subject || '(sem assunto)'}</p>
                <p className="text-xs text-ink-muted">
                  Para <span className="break-all">{entry.to || '—'}</span>
                  {' · '}
                  {entry.at ? <time dateTime={entry.at.toISOString()}>{formatDateTime(entry.at)}</time> : '—'}
                </p>
                {entry.by && (
                  <p className="text-xs text-ink-muted">
                    Pedido por <span className="break-all">{names.get(entry.by) ?? entry.by}</span>
                  </p>
                )}
                {!entry.sent && entry.error && (
                  <p className="mt-1 text-xs break-words text-danger">Erro: {entry.error}</p>
                )}
              </div>
              <Badge variant={entry.sent ? 'success' : 'destructive'}>
                {entry.sent ? 'Enviado' : 'Falhou'}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
