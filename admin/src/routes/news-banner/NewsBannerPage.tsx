import { useEffect, useState, type FormEvent } from 'react';
import { ExternalLink, Info, Megaphone } from 'lucide-react';
import { toast } from 'sonner';
import { clampNewsCount, clampSpeed } from '@gn/core/schemas/news-banner';
import {
  TICKER_DEFAULT_LIMIT,
  TICKER_DEFAULT_SPEED,
  TICKER_LIMIT_MAX,
  TICKER_LIMIT_MIN,
  TICKER_SPEED_MAX,
  TICKER_SPEED_MIN,
} from '@gn/core/visibility';
import { siteLink } from '../../config';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeading } from '../../ui/PageHeading';
import { Skeleton } from '../../ui/Skeleton';
import { Switch } from '../../ui/Switch';
import { TextField } from '../../ui/TextField';
import { digitsOnly, fieldsToSettings, settingsToFields, type TickerFields } from './news-banner-model';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready' };

export function NewsBannerPage() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [fields, setFields] = useState<TickerFields>({ ativo: true, velocidade: '', limite_noticias: '' });
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    import('./news-banner-queries')
      .then(({ getNewsBannerSettings }) => getNewsBannerSettings())
      .then(({ settings }) => {
        if (!active) return;
        setFields(settingsToFields(settings));
        setState({ status: 'ready' });
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!active) return;
        toast.error('Erro ao carregar configurações');
        setState({ status: 'error' });
      });
    return () => {
      active = false;
    };
  }, [attempt]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const settings = fieldsToSettings(fields);
    // Show what is saved: 500 becomes 200, an empty field its default.
    setFields(settingsToFields(settings));
    setSaving(true);
    try {
      const { saveNewsBannerSettings } = await import('./news-banner-queries');
      await saveNewsBannerSettings(settings);
      toast.success('Configurações atualizadas com sucesso');
    } catch (error) {
      console.error(error);
      toast.error('Erro ao atualizar configurações');
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <PageHeading
          title="Banner de Notícias"
          description="A faixa animada com as últimas notícias, no topo do site."
        />
        <a
          href={siteLink('/')}
          target="_blank"
          rel="noopener noreferrer"
          className="mb-6 inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-lg border border-line-strong bg-surface px-4 text-sm font-semibold text-ink hover:bg-surface-muted"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          Ver no site
          <span className="sr-only"> (abre em nova aba)</span>
        </a>
      </div>

      {state.status === 'loading' ? (
        <div
          aria-busy="true"
          aria-label="Carregando configurações"
          className="max-w-2xl space-y-4 rounded-xl border border-line bg-surface p-6"
        >
          <Skeleton className="h-6 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      ) : state.status === 'error' ? (
        <EmptyState
          icon={Megaphone}
          title="Não foi possível carregar as configurações"
          description="Verifique sua conexão e tente novamente."
          action={
            <Button
              variant="secondary"
              onClick={() => (setState({ status: 'loading' }), setAttempt((n) => n + 1))}
            >
              Tentar novamente
            </Button>
          }
        />
      ) : (
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="max-w-2xl">
          <div className="space-y-5 rounded-xl border border-line bg-surface p-4 shadow-sm sm:p-6">
            <Switch
              label="Ativo"
              description="Mostra a faixa de notícias no site."
              checked={fields.ativo}
              onChange={(ativo) => setFields((f) => ({ ...f, ativo }))}
              name="ativo"
            />
            <div className="grid gap-5 border-t border-line pt-5 sm:grid-cols-2">
              <div>
                <TextField
                  label="Velocidade da animação (segundos)"
                  name="velocidade"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  autoComplete="off"
                  aria-describedby="velocidade-dica"
                  value={fields.velocidade}
                  onChange={(e) => setFields((f) => ({ ...f, velocidade: digitsOnly(e.target.value) }))}
                  onBlur={() => setFields((f) => ({ ...f, velocidade: String(clampSpeed(f.velocidade)) }))}
                />
                <p id="velocidade-dica" className="mt-1.5 text-xs text-ink-muted">
                  {`De ${TICKER_SPEED_MIN} a ${TICKER_SPEED_MAX} segundos por volta (padrão ${TICKER_DEFAULT_SPEED}). Quanto maior, mais devagar.`}
                </p>
              </div>
              <div>
                <TextField
                  label="Número de notícias"
                  name="limite_noticias"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  autoComplete="off"
                  aria-describedby="limite-dica"
                  value={fields.limite_noticias}
                  onChange={(e) => setFields((f) => ({ ...f, limite_noticias: digitsOnly(e.target.value) }))}
                  onBlur={() =>
                    setFields((f) => ({ ...f, limite_noticias: String(clampNewsCount(f.limite_noticias)) }))
                  }
                />
                <p id="limite-dica" className="mt-1.5 text-xs text-ink-muted">
                  {`De ${TICKER_LIMIT_MIN} a ${TICKER_LIMIT_MAX} notícias (padrão ${TICKER_DEFAULT_LIMIT}).`}
                </p>
              </div>
            </div>
            <p className="flex gap-2.5 rounded-lg bg-accent-soft p-3 text-sm text-ink">
              <Info className="mt-0.5 size-4 shrink-0 text-accent-ink" aria-hidden="true" />O banner sempre
              mostra as notícias publicadas mais recentes.
            </p>
          </div>
          <div className="mt-5 flex justify-end">
            <Button type="submit" busy={saving} className="w-full sm:w-auto">
              Salvar Configurações
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
