// /admin/eventos/{id}/fila-virtual: an event's virtual queue (issue "Rush and scale"): turn it on
// for a high-demand sale, set how many people get in per minute (changes apply at once), pause it,
// and follow the line live: waiting, admitted, orders placed.
import { Gauge } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { queueSettingsSchema, type QueueSettingsInput } from '@gn/core/schemas/virtual-queue';
import { MAX_QUEUE_RATE, MIN_QUEUE_RATE } from '@gn/core/virtual-queue';
import { useRetryableLoad } from '../../../lib/use-retryable-load';
import { useSaveAction } from '../../../lib/use-save-action';
import { BackLink } from '../../../ui/BackLink';
import { Button } from '../../../ui/Button';
import { PageHeading } from '../../../ui/PageHeading';
import { SectionCard } from '../../../ui/SectionCard';
import { Skeleton } from '../../../ui/Skeleton';
import { Switch } from '../../../ui/Switch';
import { TextField } from '../../../ui/TextField';
import { EventScreenUnavailable } from '../EventScreenUnavailable';
import type { AdminQueueAnswer } from '@gn/core/schemas/virtual-queue';
import { loadQueueScreen, saveQueueSettings } from './queue-queries';

/** The figures follow the line this often while the page is open. */
const REFRESH_MS = 5_000;

export function QueueSettingsPage() {
  const { id = '' } = useParams();
  const { state, retry, setValue } = useRetryableLoad(
    () => loadQueueScreen(id),
    'Erro ao carregar a fila virtual',
    {
      key: id,
    },
  );

  useEffect(() => {
    const timer = setInterval(() => {
      loadQueueScreen(id)
        .then((screen) => setValue(() => screen))
        .catch((error: unknown) => console.warn('Falha ao atualizar a fila', error));
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [id, setValue]);

  if (state.status === 'loading') {
    return (
      <div aria-busy="true" aria-label="Carregando fila virtual" className="space-y-6">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-24 w-full rounded-xl" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    );
  }
  if (state.status === 'error' || state.value === null) {
    return (
      <EventScreenUnavailable
        icon={Gauge}
        failed={state.status === 'error'}
        failedTitle="Não foi possível carregar a fila virtual"
        onRetry={retry}
      />
    );
  }
  const screen = state.value;
  return (
    <>
      <BackLink to={`/admin/eventos/${encodeURIComponent(id)}`} label="Voltar ao evento" />
      <PageHeading title="Fila virtual" description={screen.titulo} />
      <div className="space-y-6">
        <SectionCard title="Agora">
          <dl className="grid grid-cols-3 gap-2 sm:gap-3" aria-live="polite">
            {[
              ['Na fila', screen.na_fila],
              ['Admitidos', screen.admitidos],
              ['Pedidos pela fila', screen.pedidos],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg bg-surface-muted px-3 py-2">
                <dt className="text-xs font-medium text-ink-muted">{label}</dt>
                <dd className="text-xl font-semibold text-ink tabular-nums" data-testid={`fila-${label}`}>
                  {Number(value).toLocaleString('pt-BR')}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-ink-muted">
            {screen.ativa
              ? screen.pausada
                ? 'Pausada: ninguém entra até você retomar; cada pessoa mantém o seu lugar.'
                : `Entram ${screen.taxa_por_minuto.toLocaleString('pt-BR')} pessoas por minuto, por ordem de chegada.`
              : 'Desligada: o evento é vendido sem fila.'}
          </p>
        </SectionCard>
        <SettingsCard eventId={id} saved={screen} onSaved={(next) => setValue(() => next)} />
      </div>
    </>
  );
}

function SettingsCard({
  eventId,
  saved,
  onSaved,
}: {
  eventId: string;
  saved: AdminQueueAnswer;
  onSaved: (screen: AdminQueueAnswer) => void;
}) {
  const [ativa, setAtiva] = useState(saved.ativa);
  const [pausada, setPausada] = useState(saved.pausada);
  const [rate, setRate] = useState(String(saved.taxa_por_minuto));
  const [error, setError] = useState<string | undefined>();
  const { saving, save } = useSaveAction({
    saved: 'Fila virtual atualizada',
    failed: 'Erro ao salvar a fila virtual',
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const change: QueueSettingsInput = {};
    if (ativa !== saved.ativa) change.ativa = ativa;
    if (pausada !== saved.pausada) change.pausada = pausada;
    if (rate.trim() !== String(saved.taxa_por_minuto))
      change.taxa_por_minuto = Number(rate.trim() || Number.NaN);
    const parsed = queueSettingsSchema.safeParse(change);
    if (Object.keys(change).length === 0) {
      toast.info('Nada para alterar');
      return;
    }
    const rateIssue = parsed.error?.issues.find((issue) => issue.path[0] === 'taxa_por_minuto');
    setError(rateIssue?.message);
    if (!parsed.success) return;
    const next = await save(() => saveQueueSettings(eventId, parsed.data));
    if (!next) return;
    setAtiva(next.ativa);
    setPausada(next.pausada);
    setRate(String(next.taxa_por_minuto));
    onSaved(next);
  }

  return (
    <SectionCard title="Configurações">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <Switch
          label="Fila virtual ativa"
          checked={ativa}
          onChange={setAtiva}
          disabled={saving}
          description="Para vendas de alta procura: quem aperta Comprar entra na fila, e o pagamento só aceita quem foi admitido."
        />
        <Switch
          label="Fila pausada"
          checked={pausada}
          onChange={setPausada}
          disabled={saving}
          description="Ninguém entra enquanto estiver pausada; quem está na fila mantém o lugar."
        />
        <TextField
          label="Entrada (pessoas por minuto)"
          type="number"
          inputMode="numeric"
          min={MIN_QUEUE_RATE}
          max={MAX_QUEUE_RATE}
          step={1}
          value={rate}
          onChange={(event) => setRate(event.target.value)}
          disabled={saving}
          error={error}
          hint="Quantas pessoas da fila seguem para o pagamento a cada minuto. Vale na hora, inclusive durante a venda."
          className="max-w-xs"
        />
        <div className="flex justify-end">
          <Button type="submit" busy={saving} disabled={saving} className="w-full sm:w-auto">
            Salvar
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
