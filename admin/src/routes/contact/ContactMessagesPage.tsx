// /admin/mensagens: the contact form's messages, newest first. Each says how long it has waited;
// one unanswered for more than 5 days is past the SAC's deadline (Decreto 7.962/2013, art. 4º) and
// says so. The admin answers by e-mail and then marks the message answered (audited).
import { CircleAlert, CircleCheck, Inbox, Mail } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDateTime } from '@gn/core/dates';
import { SAC_ANSWER_DAYS } from '@gn/core/sac';
import { CONTACT_ANSWERED_MESSAGES } from '@gn/core/schemas/contact';
import { errorDescription } from '../../lib/form-action';
import { useRetryableLoad } from '../../lib/use-retryable-load';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailedState } from '../../ui/LoadFailedState';
import { PageHeading } from '../../ui/PageHeading';
import { Skeleton } from '../../ui/Skeleton';
import { inboxRow, overdueCount, type InboxMessage, type InboxRow } from './contact-model';

const queries = () => import('./contact-queries');

export function ContactMessagesPage() {
  const { state, retry, setValue } = useRetryableLoad(
    async () => (await queries()).loadMessages(),
    'Erro ao carregar mensagens',
  );
  const now = new Date();
  const rows = state.status === 'ready' ? state.value.map((m) => inboxRow(m, now)) : [];
  const late = overdueCount(rows);

  function update(id: string, change: Partial<InboxMessage>) {
    setValue((messages) => messages.map((m) => (m.id === id ? { ...m, ...change } : m)));
  }

  return (
    <>
      <PageHeading
        title="Mensagens"
        description={
          state.status === 'ready' && late > 0
            ? `${late} ${late === 1 ? 'mensagem está' : 'mensagens estão'} sem resposta há mais de ${SAC_ANSWER_DAYS} dias.`
            : `Mensagens do formulário de contato. O SAC deve responder em até ${SAC_ANSWER_DAYS} dias.`
        }
      />
      {state.status === 'loading' ? (
        <div aria-busy="true" className="space-y-3">
          <p role="status" className="sr-only">
            Carregando mensagens...
          </p>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-32 w-full rounded-xl" />
          ))}
        </div>
      ) : state.status === 'error' ? (
        <LoadFailedState icon={Inbox} title="Não foi possível carregar as mensagens" onRetry={retry} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title="Nenhuma mensagem"
          description="As mensagens do formulário de contato aparecem aqui."
        />
      ) : (
        <ul className="space-y-3" aria-label="Mensagens de contato">
          {rows.map((row) => (
            <MessageCard key={row.id} row={row} onChange={(change) => update(row.id, change)} />
          ))}
        </ul>
      )}
    </>
  );
}

function StatusBadges({ row }: { row: InboxRow }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {row.overdue && (
        <Badge variant="destructive" icon={<CircleAlert className="size-3.5" aria-hidden="true" />}>
          Prazo do SAC vencido
        </Badge>
      )}
      {row.answeredAt ? (
        <Badge variant="success" icon={<CircleCheck className="size-3.5" aria-hidden="true" />}>
          Respondida
        </Badge>
      ) : (
        <Badge variant="outline">Sem resposta</Badge>
      )}
      {!row.lida && <Badge variant="default">Nova</Badge>}
    </span>
  );
}

function MessageCard({
  row,
  onChange,
}: {
  row: InboxRow;
  onChange: (change: Partial<InboxMessage>) => void;
}) {
  const [busy, setBusy] = useState<'read' | 'answered' | null>(null);

  async function run(kind: 'read' | 'answered', work: () => Promise<void>) {
    setBusy(kind);
    try {
      await work();
    } catch (error) {
      console.error(error);
      toast.error(CONTACT_ANSWERED_MESSAGES.failed, { description: errorDescription(error) });
    } finally {
      setBusy(null);
    }
  }

  const toggleAnswered = () =>
    run('answered', async () => {
      const answer = await (await queries()).markAnswered(row.id, !row.answeredAt);
      const at = answer.respondida_em ? new Date(answer.respondida_em) : null;
      onChange({ respondida_em: at, ...(at ? { lida: true } : {}) });
      toast.success(at ? CONTACT_ANSWERED_MESSAGES.answered : CONTACT_ANSWERED_MESSAGES.reopened);
    });

  return (
    <li
      className={`rounded-xl border bg-surface p-4 shadow-sm sm:p-5 ${row.overdue ? 'border-danger/50' : 'border-line'}`}
      aria-label={`Mensagem de ${row.nome}`}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold text-ink">{row.nome}</p>
          {row.email && (
            <a
              href={`mailto:${row.email}`}
              className="inline-flex items-center gap-1 text-sm text-accent-ink hover:underline wrap-anywhere"
            >
              <Mail className="size-3.5 shrink-0" aria-hidden="true" />
              {row.email}
            </a>
          )}
        </div>
        <StatusBadges row={row} />
      </div>
      <p className="mt-3 text-sm whitespace-pre-line text-ink wrap-anywhere">{row.mensagem}</p>
      <div className="mt-4 flex flex-col gap-3 border-t border-line pt-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-ink-muted">
          {row.receivedAt ? (
            <time dateTime={row.receivedAt.toISOString()} title={formatDateTime(row.receivedAt)}>
              {row.waited}
            </time>
          ) : (
            row.waited
          )}
          {row.answeredAt && ` · respondida em ${formatDateTime(row.answeredAt)}`}
        </p>
        <div className="flex flex-wrap gap-2">
          {!row.lida && (
            <Button
              variant="ghost"
              busy={busy === 'read'}
              disabled={busy !== null}
              onClick={() =>
                void run('read', async () => {
                  await (await queries()).markRead(row.id);
                  onChange({ lida: true });
                })
              }
            >
              Marcar como lida
            </Button>
          )}
          <Button
            variant={row.answeredAt ? 'ghost' : 'secondary'}
            busy={busy === 'answered'}
            disabled={busy !== null}
            onClick={() => void toggleAnswered()}
          >
            {row.answeredAt ? 'Desfazer resposta' : 'Marcar como respondida'}
          </Button>
        </div>
      </div>
    </li>
  );
}
