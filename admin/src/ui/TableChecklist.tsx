// The event form's checklist of price or category tables: unpublished ones are marked, and ids of
// tables that no longer exist stay listed so they can be unticked (ui/Checklist.tsx).
import type { ReactNode } from 'react';
import { Checklist } from './Checklist';

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
export function TableChecklist({ options, ...props }: TableChecklistProps) {
  return (
    <Checklist
      {...props}
      choices={
        options?.map((option) => ({
          id: option.id,
          label: (
            <>
              {option.nome}
              {!option.publicada && <span className="ml-1 font-normal text-ink-muted">(Não publicada)</span>}
            </>
          ),
        })) ?? null
      }
      missingLabel={(id) => `Tabela removida (${id})`}
    />
  );
}
