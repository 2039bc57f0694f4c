// The event's lists (gates and sectors): a name, the ticket types each admits (the event's own,
// as checkboxes) and whether exits and re-entries are scanned there. Saved whole, audited.
import { Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { CheckinListsAnswer } from '@gn/core/schemas/checkin';
import { useSaveAction } from '../../../lib/use-save-action';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { IconButton } from '../../../ui/IconButton';
import { SectionCard } from '../../../ui/SectionCard';
import { Switch } from '../../../ui/Switch';
import { TextField } from '../../../ui/TextField';
import { draftsOf, emptyDraft, listsOfDrafts, type ListDraft } from './list-drafts';
import { saveCheckinLists } from './portaria-queries';

interface Props {
  eventId: string;
  saved: CheckinListsAnswer;
  onSaved: (answer: CheckinListsAnswer) => void;
}

export function ListsEditor({ eventId, saved, onSaved }: Props) {
  const [drafts, setDrafts] = useState(() => (saved.proprias ? draftsOf(saved.listas) : []));
  const { saving, save } = useSaveAction({ saved: 'Listas salvas', failed: 'Erro ao salvar as listas' });
  const change = (key: string, patch: Partial<ListDraft>) =>
    setDrafts((all) => all.map((d) => (d.key === key ? { ...d, ...patch } : d)));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = listsOfDrafts(drafts);
    if ('error' in result) {
      toast.error(result.error);
      return;
    }
    const answer = await save(() => saveCheckinLists(eventId, result.listas));
    if (!answer) return;
    setDrafts(answer.proprias ? draftsOf(answer.listas) : []);
    onSaved(answer);
  }

  return (
    <SectionCard title="Listas de check-in">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        {drafts.length === 0 && (
          <p className="text-sm text-ink-muted">
            Sem listas próprias: todos os ingressos entram pela <strong>Entrada geral</strong>, sem saída.
          </p>
        )}
        {drafts.map((draft, index) => (
          <fieldset
            key={draft.key}
            className="space-y-3 rounded-xl border border-line p-3"
            data-testid="lista-editor"
          >
            <legend className="sr-only">Lista {index + 1}</legend>
            <div className="flex items-end gap-2">
              <TextField
                label="Nome da lista"
                placeholder="Portão A – Pista"
                value={draft.nome}
                maxLength={60}
                onChange={(e) => change(draft.key, { nome: e.target.value })}
                disabled={saving}
                className="flex-1"
              />
              <IconButton
                icon={Trash2}
                label={`Remover a lista ${draft.nome || index + 1}`}
                onClick={() => setDrafts((all) => all.filter((d) => d.key !== draft.key))}
                disabled={saving}
                className="mb-0.5 text-danger"
              />
            </div>
            <div>
              <p className="mb-2 text-sm font-medium text-ink">Tipos de ingresso aceitos</p>
              <div className="grid gap-2 sm:grid-cols-2">
                {saved.tipos.map((tipo) => (
                  <Checkbox
                    key={tipo}
                    label={tipo}
                    checked={draft.tipos.includes(tipo)}
                    disabled={saving}
                    onChange={(e) =>
                      change(draft.key, {
                        tipos: e.target.checked
                          ? [...draft.tipos, tipo]
                          : draft.tipos.filter((t) => t !== tipo),
                      })
                    }
                  />
                ))}
              </div>
              {draft.tipos.length === 0 && (
                <p className="mt-2 text-sm text-ink-muted">Nenhum marcado: aceita todos os tipos.</p>
              )}
            </div>
            <Switch
              label="Permite saída e reentrada"
              description="Aqui se registra a saída, e quem saiu pode voltar a entrar por esta lista."
              checked={draft.permite_saida}
              onChange={(checked) => change(draft.key, { permite_saida: checked })}
              disabled={saving}
            />
          </fieldset>
        ))}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button
            variant="secondary"
            onClick={() => setDrafts((all) => [...all, emptyDraft()])}
            disabled={saving}
          >
            <Plus className="size-4" aria-hidden="true" />
            Adicionar lista
          </Button>
          <Button type="submit" busy={saving}>
            Salvar listas
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
