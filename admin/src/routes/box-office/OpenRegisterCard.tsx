// "Abrir caixa": the event the register sells (the operator's scope) and the float in the drawer.
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDate } from '@gn/core/dates';
import type { DoorEventView, RegisterView } from '@gn/core/schemas/door-sale';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { SectionCard } from '../../ui/SectionCard';
import { Select } from '../../ui/Select';
import { openRegister } from './box-office-api';
import { centavosOf, MoneyField } from './money-field';

export function OpenRegisterCard({
  eventos,
  onOpened,
}: {
  eventos: DoorEventView[];
  onOpened: (caixa: RegisterView) => void;
}) {
  const [eventId, setEventId] = useState(eventos.length === 1 ? eventos[0]!.id : '');
  const [float, setFloat] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = float.trim() === '' ? 0 : centavosOf(float);

  async function submit() {
    if (!eventId) return setError('Escolha o evento');
    if (amount === null) return setError('Informe o troco inicial em reais, por exemplo 100,00');
    setBusy(true);
    setError(null);
    try {
      const { caixa } = await openRegister({ event_id: eventId, troco_inicial: amount });
      toast.success('Caixa aberto');
      onOpened(caixa);
    } catch (e) {
      setError(errorMessage(e, 'Não foi possível abrir o caixa'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SectionCard title="Abrir caixa" className="mx-auto max-w-lg p-4 sm:p-6">
      <form
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className="text-sm text-ink-muted">
          Escolha o evento e conte o dinheiro de troco que está na gaveta. Todas as vendas e sangrias ficam
          registradas neste caixa até o fechamento.
        </p>
        <Select
          label="Evento"
          value={eventId}
          onChange={(e) => setEventId(e.target.value)}
          options={[
            { value: '', label: eventos.length ? 'Escolha o evento' : 'Nenhum evento disponível' },
            ...eventos.map((e) => ({
              value: e.id,
              label: e.data_inicio ? `${e.titulo} · ${formatDate(new Date(e.data_inicio))}` : e.titulo,
            })),
          ]}
        />
        <MoneyField
          label="Troco inicial"
          value={float}
          onChange={setFloat}
          hint="Dinheiro na gaveta ao abrir"
        />
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <Button type="submit" busy={busy} className="h-12 text-base">
          Abrir caixa
        </Button>
      </form>
    </SectionCard>
  );
}
