// A fieldset of checkboxes over a list of ids (the event form's tables, a coupon's events and
// options): a skeleton while the choices load, an empty note, and ids ticked that are no longer
// offered kept listed, so they can be unticked.
import { TableProperties, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Checkbox } from './Checkbox';
import { FieldError } from './FieldError';
import { Skeleton } from './Skeleton';

export type ChecklistChoice = { id: string; label: ReactNode; description?: ReactNode };

type ChecklistProps = {
  legend: string;
  /** The legend's look: 'title' (a card's heading) or 'label' (a field's label). */
  legendStyle?: 'title' | 'label';
  description?: ReactNode;
  /** null while loading. */
  choices: readonly ChecklistChoice[] | null;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  emptyText: string;
  emptyIcon?: LucideIcon;
  /** e.g. a link to create one when there is none. */
  emptyAction?: ReactNode;
  /** The label of a ticked id that is not offered, e.g. 'Tabela removida (id)'. */
  missingLabel: (id: string) => ReactNode;
  error?: string | undefined;
  /** Extra classes of the list, e.g. a max height that scrolls. */
  listClassName?: string;
  /** Shown between the description and the list, e.g. a search box over a long list. */
  above?: ReactNode;
  /** Shown under the list, e.g. how many choices a search leaves out. */
  below?: ReactNode;
};

export function Checklist({
  legend,
  legendStyle = 'title',
  description,
  choices,
  value,
  onChange,
  emptyText,
  emptyIcon: EmptyIcon = TableProperties,
  emptyAction,
  missingLabel,
  error,
  listClassName = '',
  above,
  below,
}: ChecklistProps) {
  const errorId = `${useId()}-error`;
  const known = new Set(choices?.map((c) => c.id) ?? []);
  const missing = choices ? value.filter((id) => !known.has(id)) : [];

  function toggle(id: string, checked: boolean) {
    onChange(checked ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));
  }

  return (
    <fieldset aria-busy={choices === null} aria-describedby={error ? errorId : undefined}>
      <legend
        className={
          legendStyle === 'title' ? 'text-base font-semibold text-ink' : 'text-sm font-medium text-ink'
        }
      >
        {legend}
      </legend>
      {description && <p className="mt-1 text-sm text-ink-muted">{description}</p>}
      {above && <div className="mt-2">{above}</div>}
      <div className={legendStyle === 'title' ? 'mt-4' : 'mt-2'}>
        {choices === null ? (
          <div className="space-y-3">
            <Skeleton className="h-5 w-64 max-w-full" />
            <Skeleton className="h-5 w-52 max-w-full" />
            <Skeleton className="h-5 w-72 max-w-full" />
          </div>
        ) : choices.length === 0 && missing.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-line-strong p-4 text-sm text-ink-muted">
            <span className="inline-flex items-center gap-2">
              <EmptyIcon className="size-4" aria-hidden="true" />
              {emptyText}
            </span>
            {emptyAction}
          </div>
        ) : (
          <ul
            className={`divide-y divide-line rounded-lg border bg-surface ${error ? 'border-danger' : 'border-line'} ${listClassName}`}
          >
            {choices.map((choice) => (
              <li key={choice.id} className="px-4 py-3">
                <Checkbox
                  checked={value.includes(choice.id)}
                  onChange={(event) => toggle(choice.id, event.target.checked)}
                  label={choice.label}
                  description={choice.description}
                />
              </li>
            ))}
            {missing.map((id) => (
              <li key={id} className="px-4 py-3">
                <Checkbox
                  checked
                  onChange={() => toggle(id, false)}
                  label={<span className="text-ink-muted">{missingLabel(id)}</span>}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {below}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
