// The edit dialog's access part: one role among the five (each with what it opens), and for the
// door and the box office the events (and, optionally, the check-in lists) they work at.
import { useEffect, useState } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, SCOPED_ROLES } from '@gn/core/roles';
import type { AdminUserFormInput, AdminUserFormValues } from '@gn/core/schemas/admin-users';
import { formatShortDate } from '@gn/core/dates';
import { loadEventOptions, type EventOption } from '../../lib/event-option-queries';
import { Checklist, type ChecklistChoice } from '../../ui/Checklist';
import { loadListChoices } from './staff-scope-queries';

type FormControl = Control<AdminUserFormInput, unknown, AdminUserFormValues>;

function RoleRadios({
  control,
  disabled,
  note,
}: {
  control: FormControl;
  disabled: boolean;
  note: string | null;
}) {
  return (
    <Controller
      control={control}
      name="role"
      render={({ field }) => (
        <fieldset disabled={disabled} className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-ink">Perfil de acesso</legend>
          {note ? <p className="text-xs text-ink-muted">{note}</p> : null}
          {ROLES.map((role) => (
            <label
              key={role}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-line p-3 has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
            >
              <input
                type="radio"
                name={field.name}
                value={role}
                checked={field.value === role}
                onChange={() => field.onChange(role)}
                onBlur={field.onBlur}
                className="mt-1 size-4 accent-[var(--color-accent)]"
              />
              <span>
                <span className="block text-sm font-semibold text-ink">{ROLE_LABELS[role]}</span>
                <span className="block text-xs text-ink-muted">{ROLE_DESCRIPTIONS[role]}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
    />
  );
}

function eventChoice(event: EventOption): ChecklistChoice {
  return {
    id: event.id,
    label: event.titulo,
    description: event.dataInicio ? formatShortDate(event.dataInicio) : undefined,
  };
}

function ScopeChecklists({ control, error }: { control: FormControl; error: string | undefined }) {
  const [events, setEvents] = useState<EventOption[] | null>(null);
  const [lists, setLists] = useState<ChecklistChoice[] | null>([]);
  const chosenEvents = useWatch({ control, name: 'escopo.eventos' });

  useEffect(() => {
    loadEventOptions().then(setEvents, (cause: unknown) => {
      console.error(cause);
      setEvents([]);
    });
  }, []);
  const eventKey = [...chosenEvents].sort().join(',');
  useEffect(() => {
    setLists(null);
    loadListChoices(eventKey ? eventKey.split(',') : [], events ?? []).then(setLists, (cause: unknown) => {
      console.error(cause);
      setLists([]);
    });
  }, [eventKey, events]);

  return (
    <div className="space-y-4">
      <Controller
        control={control}
        name="escopo.eventos"
        render={({ field }) => (
          <Checklist
            legend="Eventos em que trabalha"
            legendStyle="label"
            choices={events?.map(eventChoice) ?? null}
            value={field.value}
            onChange={field.onChange}
            emptyText="Nenhum evento cadastrado."
            missingLabel={(id) => `Evento removido (${id})`}
            error={error}
            listClassName="max-h-48 overflow-y-auto"
          />
        )}
      />
      <Controller
        control={control}
        name="escopo.listas"
        render={({ field }) => (
          <Checklist
            legend="Listas de check-in (opcional)"
            legendStyle="label"
            description="Sem nenhuma marcada, vale qualquer entrada dos eventos escolhidos."
            choices={lists}
            value={field.value ?? []}
            onChange={field.onChange}
            emptyText="Os eventos escolhidos têm só a entrada geral."
            missingLabel={(id) => `Lista removida (${id})`}
            listClassName="max-h-40 overflow-y-auto"
          />
        )}
      />
    </div>
  );
}

export function StaffRoleFields({
  control,
  self,
  selfNote,
  scopeError,
}: {
  control: FormControl;
  self: boolean;
  selfNote: string;
  scopeError: string | undefined;
}) {
  const role = useWatch({ control, name: 'role' });
  return (
    <div className="space-y-4">
      <RoleRadios control={control} disabled={self} note={self ? selfNote : null} />
      {SCOPED_ROLES.has(role) ? <ScopeChecklists control={control} error={scopeError} /> : null}
    </div>
  );
}
