// /admin/banner-noticias: the news ticker's switch, speed and number of items; values are clamped
// on blur and before saving, and the form shows what was saved.
import { useState, type FormEvent } from 'react';
import { Info, Megaphone } from 'lucide-react';
import { toast } from 'sonner';
import { clampNewsCount, clampSpeed } from '@gn/core/visibility';
import {
  TICKER_DEFAULT_LIMIT,
  TICKER_DEFAULT_SPEED,
  TICKER_LIMIT_MAX,
  TICKER_LIMIT_MIN,
  TICKER_SPEED_MAX,
  TICKER_SPEED_MIN,
} from '@gn/core/visibility';
import { useRetryableLoad } from '../../lib/use-retryable-load';
import { LoadFailedState } from '../../ui/LoadFailedState';
import { PageHeadingBar, ViewOnSiteLink } from '../../ui/PageHeadingBar';
import { Skeleton } from '../../ui/Skeleton';
import { Switch } from '../../ui/Switch';
import { TextField } from '../../ui/TextField';
import { SaveSettingsButton } from '../../ui/SaveSettingsButton';
import { digitsOnly, fieldsToSettings, settingsToFields, type TickerFields } from './news-banner-model';

export function NewsBannerPage() {
  const {
    state,
    retry,
    setValue: setFields,
  } = useRetryableLoad(async () => {
    const { getNewsBannerSettings } = await import('./news-banner-queries');
    return settingsToFields((await getNewsBannerSettings()).settings);
  }, 'Erro ao carregar configurações');
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent, fields: TickerFields) {
    event.preventDefault();
    const settings = fieldsToSettings(fields);
    // Show what is saved: 500 becomes 200, an empty field its default.
    setFields(() => settingsToFields(settings));
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
      <PageHeadingBar
        title="Banner de Notícias"
        description="A faixa animada com as últimas notícias, no topo do site."
      >
        <ViewOnSiteLink className="mb-6 shrink-0" />
      </PageHeadingBar>

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
        <LoadFailedState
          icon={Megaphone}
          title="Não foi possível carregar as configurações"
          onRetry={retry}
        />
      ) : (
        <TickerForm
          fields={state.value}
          setFields={setFields}
          saving={saving}
          onSubmit={(e) => void onSubmit(e, state.value)}
        />
      )}
    </>
  );
}

function TickerForm({
  fields,
  setFields,
  saving,
  onSubmit,
}: {
  fields: TickerFields;
  setFields: (update: (fields: TickerFields) => TickerFields) => void;
  saving: boolean;
  onSubmit: (event: FormEvent) => void;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="max-w-2xl">
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
          <Info className="mt-0.5 size-4 shrink-0 text-accent-ink" aria-hidden="true" />O banner sempre mostra
          as notícias publicadas mais recentes.
        </p>
      </div>
      <SaveSettingsButton saving={saving} />
    </form>
  );
}
