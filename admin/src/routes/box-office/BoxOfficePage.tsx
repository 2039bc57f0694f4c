// /admin/bilheteria: the box office. No open register → "Abrir caixa"; an open one → its figures,
// its actions (sangria, suprimento, fechar) and the sale form of its event; a register just
// closed → its figures and difference, and a new register may be opened.
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { CalendarX2, Store } from 'lucide-react';
import type { DoorStateAnswer, RegisterView } from '@gn/core/schemas/door-sale';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailedState } from '../../ui/LoadFailedState';
import { PageHeading } from '../../ui/PageHeading';
import { SectionCard } from '../../ui/SectionCard';
import { Skeleton } from '../../ui/Skeleton';
import { loadDoorState } from './box-office-api';
import { OpenRegisterCard } from './OpenRegisterCard';
import { RegisterActions } from './RegisterActions';
import { RegisterFigures } from './RegisterFigures';
import { SaleForm } from './SaleForm';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: DoorStateAnswer };

export function BoxOfficePage() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [closed, setClosed] = useState<RegisterView | null>(null);
  const refresh = useCallback(() => {
    loadDoorState()
      .then((data) => setLoad({ state: 'ready', data }))
      .catch((e: unknown) => {
        console.error(e);
        setLoad((l) => (l.state === 'ready' ? l : { state: 'failed' }));
      });
  }, []);
  useEffect(refresh, [refresh]);

  const setRegister = (caixa: RegisterView | null) =>
    setLoad((l) => (l.state === 'ready' ? { state: 'ready', data: { ...l.data, caixa } } : l));

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeading
        title="Bilheteria"
        description="Venda na porta em dinheiro, PIX ou cartão na maquininha, do mesmo estoque do site."
        actions={
          <Link
            to="/admin/bilheteria/caixas"
            className="text-sm font-medium text-accent underline-offset-4 hover:underline"
          >
            Ver caixas
          </Link>
        }
      />
      {load.state === 'loading' && (
        <div className="grid gap-4" aria-busy="true">
          <p role="status" className="sr-only">
            Carregando a bilheteria...
          </p>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      )}
      {load.state === 'failed' && (
        <LoadFailedState icon={Store} title="Não foi possível carregar a bilheteria" onRetry={refresh} />
      )}
      {load.state === 'ready' && closed && (
        <SectionCard title={`Caixa fechado — ${closed.event_titulo}`}>
          <RegisterFigures caixa={closed} />
          <Button className="mt-4 h-12" onClick={() => setClosed(null)}>
            Abrir novo caixa
          </Button>
        </SectionCard>
      )}
      {load.state === 'ready' && !closed && (
        <Ready data={load.data} refresh={refresh} setRegister={setRegister} onClosed={setClosed} />
      )}
    </div>
  );
}

function Ready({
  data,
  refresh,
  setRegister,
  onClosed,
}: {
  data: DoorStateAnswer;
  refresh: () => void;
  setRegister: (caixa: RegisterView | null) => void;
  onClosed: (caixa: RegisterView) => void;
}) {
  const { caixa, eventos } = data;
  if (!caixa) {
    if (eventos.length === 0) {
      return (
        <EmptyState
          icon={CalendarX2}
          title="Nenhum evento para vender"
          description="Peça ao administrador para escalar você em um evento publicado."
        />
      );
    }
    return <OpenRegisterCard eventos={eventos} onOpened={setRegister} />;
  }
  const event = eventos.find((e) => e.id === caixa.event_id);
  return (
    <div className="grid gap-4">
      <SectionCard title={`Caixa aberto — ${caixa.event_titulo}`}>
        <RegisterFigures caixa={caixa} />
        <div className="mt-4">
          <RegisterActions
            caixa={caixa}
            onChanged={setRegister}
            onClosed={(c) => {
              setRegister(null);
              onClosed(c);
            }}
          />
        </div>
      </SectionCard>
      {event?.bloqueio && (
        <p role="alert" className="rounded-lg border border-danger/40 p-3 text-sm text-danger">
          {event.bloqueio}
        </p>
      )}
      {event && !event.bloqueio && <SaleForm key={event.id} event={event} onSold={refresh} />}
      {!event && (
        <p className="text-sm text-ink-muted">Este evento não está mais na sua escala: feche o caixa.</p>
      )}
    </div>
  );
}
