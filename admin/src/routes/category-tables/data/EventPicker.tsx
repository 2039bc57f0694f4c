// The event select of the category data screen: the events that use the table (drafts marked),
// and an id from the URL that does not use it kept as its own option so the select shows it.
import { Select } from '../../../ui/Select';
import type { TableEventRef } from '../category-queries';

export function EventPicker({
  events,
  value,
  onChange,
}: {
  events: readonly TableEventRef[];
  value: string;
  onChange: (eventId: string) => void;
}) {
  const known = events.some((e) => e.id === value);
  const options = [
    { value: '', label: 'Selecione um evento' },
    ...(value && !known ? [{ value, label: 'Evento informado (não usa esta tabela)' }] : []),
    ...events.map((e) => ({
      value: e.id,
      label: e.status === 'publicado' ? e.titulo : `${e.titulo} (Rascunho)`,
    })),
  ];
  return (
    <div className="mb-5 rounded-xl border border-line bg-surface p-4 shadow-sm sm:p-5">
      <Select
        label="Evento"
        options={options}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="max-w-xl"
      />
      <p className="mt-2 text-xs text-ink-muted">
        {events.length === 1 ? '1 evento usa esta tabela.' : `${events.length} eventos usam esta tabela.`}
      </p>
    </div>
  );
}
