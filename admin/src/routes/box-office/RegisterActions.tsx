// The open register's actions beside the sale: a withdrawal (sangria) or top-up (suprimento) with
// its reason, and "Fechar caixa" with the money counted by method; the closed register's figures
// and difference are then shown (RegisterFigures).
import { useState } from 'react';
import { toast } from 'sonner';
import type { CashMove, RegisterView } from '@gn/core/cash-register';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { SectionCard } from '../../ui/SectionCard';
import { TextField } from '../../ui/TextField';
import { closeRegister, moveCash } from './box-office-api';
import { centavosOf, MoneyField } from './money-field';

type Panel = null | CashMove | 'fechar';

export function RegisterActions({
  caixa,
  onChanged,
  onClosed,
}: {
  caixa: RegisterView;
  onChanged: (caixa: RegisterView) => void;
  onClosed: (caixa: RegisterView) => void;
}) {
  const [panel, setPanel] = useState<Panel>(null);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setPanel(panel === 'sangria' ? null : 'sangria')}>
          Sangria
        </Button>
        <Button variant="secondary" onClick={() => setPanel(panel === 'suprimento' ? null : 'suprimento')}>
          Suprimento
        </Button>
        <Button variant="danger" onClick={() => setPanel(panel === 'fechar' ? null : 'fechar')}>
          Fechar caixa
        </Button>
      </div>
      {(panel === 'sangria' || panel === 'suprimento') && (
        <MovePanel
          key={panel}
          kind={panel}
          onDone={(next) => {
            setPanel(null);
            onChanged(next);
          }}
        />
      )}
      {panel === 'fechar' && <ClosePanel caixa={caixa} onClosed={onClosed} onCancel={() => setPanel(null)} />}
    </div>
  );
}

function MovePanel({ kind, onDone }: { kind: CashMove; onDone: (caixa: RegisterView) => void }) {
  const [valor, setValor] = useState('');
  const [motivo, setMotivo] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = kind === 'sangria' ? 'Sangria (retirada de dinheiro)' : 'Suprimento (entrada de troco)';
  async function submit() {
    const amount = centavosOf(valor);
    if (!amount) return setError('Informe o valor em reais');
    setBusy(true);
    setError(null);
    try {
      const { caixa } = await moveCash({ tipo: kind, valor: amount, motivo });
      toast.success(kind === 'sangria' ? 'Sangria registrada' : 'Suprimento registrado');
      onDone(caixa);
    } catch (e) {
      setError(errorMessage(e, 'Não foi possível registrar'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <SectionCard title={title}>
      <form
        className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <MoneyField label="Valor" value={valor} onChange={setValor} autoFocus />
        <TextField
          label="Motivo"
          value={motivo}
          onChange={(e) => setMotivo(e.target.value)}
          maxLength={200}
        />
        <Button type="submit" busy={busy} className="h-11 sm:mt-7">
          Registrar
        </Button>
        {error && (
          <p role="alert" className="text-sm text-danger sm:col-span-3">
            {error}
          </p>
        )}
      </form>
    </SectionCard>
  );
}

function ClosePanel({
  caixa,
  onClosed,
  onCancel,
}: {
  caixa: RegisterView;
  onClosed: (caixa: RegisterView) => void;
  onCancel: () => void;
}) {
  const [counted, setCounted] = useState({ dinheiro: '', pix: '', maquininha: '' });
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof typeof counted) => (text: string) => setCounted((c) => ({ ...c, [key]: text }));
  async function submit() {
    const values = {
      dinheiro: counted.dinheiro.trim() === '' ? null : centavosOf(counted.dinheiro),
      pix: counted.pix.trim() === '' ? 0 : centavosOf(counted.pix),
      maquininha: counted.maquininha.trim() === '' ? 0 : centavosOf(counted.maquininha),
    };
    if (values.dinheiro === null || values.pix === null || values.maquininha === null) {
      return setError('Informe o dinheiro contado (e os totais de PIX e cartão conferidos)');
    }
    setBusy(true);
    setError(null);
    try {
      const { caixa: closed } = await closeRegister({
        contado: { dinheiro: values.dinheiro, pix: values.pix, maquininha: values.maquininha },
        observacao: note,
      });
      toast.success('Caixa fechado');
      onClosed(closed);
    } catch (e) {
      setError(errorMessage(e, 'Não foi possível fechar o caixa'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <SectionCard title="Fechar caixa">
      <form
        className="grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className="text-sm text-ink-muted">
          Conte o dinheiro da gaveta e confira os comprovantes de PIX e da maquininha. O sistema compara com o
          esperado e guarda a diferença.
        </p>
        <div className="grid gap-3 sm:grid-cols-3">
          <MoneyField
            label="Dinheiro contado"
            value={counted.dinheiro}
            onChange={set('dinheiro')}
            autoFocus
          />
          <MoneyField label="PIX conferido" value={counted.pix} onChange={set('pix')} hint="Vazio: R$ 0,00" />
          <MoneyField
            label="Cartões conferidos"
            value={counted.maquininha}
            onChange={set('maquininha')}
            hint="Vazio: R$ 0,00"
          />
        </div>
        <TextField
          label="Observação (opcional)"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={200}
        />
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="danger" busy={busy} className="h-12">
            Confirmar fechamento
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Voltar
          </Button>
        </div>
        <p className="sr-only">Caixa de {caixa.operador_nome}</p>
      </form>
    </SectionCard>
  );
}
