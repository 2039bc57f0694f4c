// The event form's checklist of price or category tables: unpublished ones are marked, and ids of
// tables that no longer exist stay listed so they can be unticked.
import { TableProperties } from 'lucide-react';
import type { ReactNode } from 'react';
import { Checkbox } from './Checkbox';
import { Skeleton } from './Skeleton';

export type ChecklistOption = { id: string; nome: string; publicada: boolean };

type TableChecklistProps = {
  legend: string;
  description?: ReactNode;
  /** null while loading. */
  options: readonly ChecklistOption[] | null;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  emptyText: string;
  /** e.g. a link to create a table when there is none. */
  emptyAction?: ReactNode;
};

/**
 * Checkboxes of tables (price or category) for an event. Unpublished tables are marked
 * '(Não publicada)'; ids that no longer exist stay listed so they can be unticked.
 */
export function TableChecklist({
  legend,
  description,
  options,
  value,
  onChange,
  emptyText,
  emptyAction,
}: TableChecklistProps) {
  const known = new Set(options?.map((o) => o.id) ?? []);
  const missing = options ? value.filter((id) => !known.has(id)) : [];

  function toggle(id: string, checked: boolean) {
    onChange(checked ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));
  }

  return (
    <fieldset aria-busy={options === null}>
      <legend className="text-base font-semibold text-ink">{legend}</legend>
      {description && <p className="mt-1 text-sm text-ink-muted">{description}</p>}
      <div className="mt-4">
        {options === null ? (
          <div className="space-y-3">
            <Skeleton className="h-5 w-64" />
            <Skeleton className="h-5 w-52" />
            <Skeleton className="h-5 w-72" />
          </div>
        ) : options.length === 0 && missing.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-line-strong p-4 text-sm text-ink-muted">
            <span className="inline-flex items-center gap-2">
              <TableProperties className="size-4" aria-hidden="true" />
              {emptyText}
            </span>
            {emptyAction}
          </div>
        ) : (
          <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
            {options.map((option) => (
              <li key={option.id} className="px-4 py-3">
                <Checkbox
                  checked={value.includes(option.id)}
                  onChange={(event) => toggle(option.id, event.target.checked)}
                  label={
                    <>
                      {option.nome}
                      {!option.publicada && (
                        <span className="ml-1 font-normal text-ink-muted">(Não publicada)</span>
                      )}
                    </>
                  }
                />
              </li>
            ))}
            {missing.map((id) => (
              <li key={id} className="px-4 py-3">
                <Checkbox
                  checked
                  onChange={() => toggle(id, false)}
                  label={<span className="text-ink-muted">Tabela removida ({id})</span>}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
