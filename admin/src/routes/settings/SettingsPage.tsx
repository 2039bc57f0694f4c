import { Settings } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeading } from '../../ui/PageHeading';
import { Skeleton } from '../../ui/Skeleton';
import { Tabs } from '../../ui/Tabs';
import { BrandTab } from './BrandTab';
import { EmailTab } from './EmailTab';
import { PaymentsTab } from './PaymentsTab';
import { SeoTab } from './SeoTab';
import type { AllSettings } from './settings-data';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; settings: AllSettings };

/** /admin/config: the four settings tabs, each saved on its own. */
export function SettingsPage() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [tab, setTab] = useState(0);

  useEffect(() => {
    let active = true;
    import('./settings-data')
      .then(({ loadSettings }) => loadSettings())
      .then((settings) => active && setState({ status: 'ready', settings }))
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

  return (
    <>
      <PageHeading
        title="Configurações"
        description="Marca, pagamentos, e-mail e SEO. Ao salvar, o site é atualizado em instantes."
      />
      {state.status === 'loading' ? (
        <SettingsSkeleton />
      ) : state.status === 'error' ? (
        <EmptyState
          icon={Settings}
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
        <Tabs
          label="Seções das configurações"
          selectedIndex={tab}
          onChange={setTab}
          tabs={[
            { label: 'Marca & Tema', content: <BrandTab initial={state.settings.brand} /> },
            { label: 'Pagamentos', content: <PaymentsTab initial={state.settings.payments} /> },
            { label: 'E-mail', content: <EmailTab initial={state.settings.email} /> },
            { label: 'SEO', content: <SeoTab initial={state.settings.seo} /> },
          ]}
        />
      )}
    </>
  );
}

function SettingsSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        Carregando configurações...
      </p>
      <div className="mb-5 flex gap-2 border-b border-line pb-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-7 w-24" />
        ))}
      </div>
      <div className="max-w-3xl space-y-5 rounded-xl border border-line bg-surface p-4 sm:p-6">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i}>
            <Skeleton className="mb-2 h-4 w-32" />
            <Skeleton className="h-11 w-full rounded-lg" />
          </div>
        ))}
      </div>
    </div>
  );
}
