// The subdivisions of one column of the structure form (parts with a value of their own, such as
// Bat.1 and Bat.2): a quiet 'Adicionar subdivisão' while there are none, else a fieldset of names.
import { Plus, X } from 'lucide-react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { CategoryTableFormValues } from '@gn/core/schemas/category-table';
import { IconButton } from '../../../ui/IconButton';
import { newSubdivision, type StructureFields } from '../category-model';

type SubdivisionsEditorProps = {
  /** The column's index in the form. */
  index: number;
  control: Control<StructureFields, unknown, CategoryTableFormValues>;
  register: UseFormRegister<StructureFields>;
  errors: FieldErrors<StructureFields>;
};

export function SubdivisionsEditor({ index, control, register, errors }: SubdivisionsEditorProps) {
  const n = index + 1;
  const subdivisions = useFieldArray({ control, name: `colunas.${index}.subdivisoes`, keyName: 'key' });
  const subdivisionErrors = errors.colunas?.[index]?.subdivisoes;
  const addSubdivision = (
    <button
      type="button"
      onClick={() => subdivisions.append(newSubdivision(), { shouldFocus: true })}
      aria-label={`Adicionar subdivisão à coluna ${n}`}
      className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-accent-ink hover:bg-accent-soft"
    >
      <Plus className="size-4" aria-hidden="true" />
      Adicionar subdivisão
    </button>
  );

  if (subdivisions.fields.length === 0) {
    // Most columns have none: a single quiet action instead of an empty box.
    return (
      <div className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1">
        {addSubdivision}
        <span className="text-xs text-ink-muted">
          Opcional: partes com valor próprio, como Bat.1 e Bat.2.
        </span>
      </div>
    );
  }
  return (
    <fieldset className="mt-4 rounded-lg border border-dashed border-line-strong p-3 sm:p-4">
      <legend className="px-1 text-sm font-medium text-ink">Subdivisões</legend>
      <p className="text-xs text-ink-muted">
        Cada subdivisão tem seu próprio valor em cada linha (ex.: Bat.1 e Bat.2).
      </p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {subdivisions.fields.map((sub, j) => {
          const error = subdivisionErrors?.[j]?.nome?.message;
          const errorId = `coluna-${index}-sub-${j}-erro`;
          return (
            <li key={sub.key} className="w-full sm:w-auto">
              <div className="flex items-center gap-1">
                <input
                  aria-label={`Subdivisão ${j + 1} da coluna ${n}`}
                  placeholder={`Ex.: Bat.${j + 1}`}
                  maxLength={60}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  className={`h-9 w-full rounded-lg border bg-surface px-2.5 text-base text-ink placeholder:text-ink-muted/70 sm:w-36 sm:text-sm ${
                    error ? 'border-danger' : 'border-line-strong'
                  }`}
                  {...register(`colunas.${index}.subdivisoes.${j}.nome`)}
                />
                <IconButton
                  icon={X}
                  label={`Remover subdivisão ${j + 1} da coluna ${n}`}
                  onClick={() => subdivisions.remove(j)}
                  className="hover:text-danger"
                />
              </div>
              {error && (
                <p id={errorId} className="mt-1 text-xs text-danger">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <div className="mt-2">{addSubdivision}</div>
    </fieldset>
  );
}
