// /admin/config: the settings tabs (Marca & Tema, Pagamentos, E-mail, SEO, Empresa), loaded
// together and each saved on its own.
import { Settings } from 'lucide-react';
import { useState } from 'react';
import { useRetryableLoad } from '../../lib/use-retryable-load';
import { LoadFailedState } from '../../ui/LoadFailedState';
import { PageHeading } from '../../ui/PageHeading';
import { Skeleton } from '../../ui/Skeleton';
import { Tabs } from '../../ui/Tabs';
import { BrandTab } from './BrandTab';
import { CompanyTab } from './CompanyTab';
import { EmailTab } from './EmailTab';
import { PaymentsTab } from './PaymentsTab';
import { SeoTab } from './SeoTab';

/** /admin/config: the settings tabs, each saved on its own. */
export function SettingsPage() {
  const { state, retry } = useRetryableLoad(async () => {
    const { loadSettings } = await import('./settings-queries');
    return loadSettings();
  }, 'Erro ao carregar configurações');
  const [tab, setTab] = useState(0);

  return (
    <>
      <PageHeading
        title="Configurações"
        description="Marca, pagamentos, e-mail, SEO e dados da empresa. Ao salvar, o site é atualizado em instantes."
      />
      {state.status === 'loading' ? (
        <SettingsSkeleton />
      ) : state.status === 'error' ? (
        <LoadFailedState icon={Settings} title="Não foi possível carregar as configurações" onRetry={retry} />
      ) : (
        <Tabs
          label="Seções das configurações"
          selectedIndex={tab}
          onChange={setTab}
          tabs={[
            { label: 'Marca & Tema', content: <BrandTab initial={state.value.brand} /> },
            { label: 'Pagamentos', content: <PaymentsTab initial={state.value.payments} /> },
            { label: 'E-mail', content: <EmailTab initial={state.value.email} /> },
            { label: 'SEO', content: <SeoTab initial={state.value.seo} /> },
            { label: 'Empresa', content: <CompanyTab initial={state.value.company} /> },
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
        {Array.from({ length: 5 }, (_, i) => (
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
