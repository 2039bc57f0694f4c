// One column of the structure form: name, type, the choices of a multiple-choice column, the
// subdivisions, and the move and remove buttons.
import { Plus, Trash2, X } from 'lucide-react';
import {
  Controller,
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { CATEGORY_COLUMN_TYPES, type CategoryTableFormValues } from '@gn/core/schemas/category-table';
import { IconButton } from '../../../ui/IconButton';
import { MoveButtons } from '../../../ui/MoveButtons';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import { COLUMN_TYPE_LABELS, newSubdivision, type StructureFields } from '../category-model';
import { OptionsInput } from './OptionsInput';

const TYPE_OPTIONS = CATEGORY_COLUMN_TYPES.map((tipo) => ({ value: tipo, label: COLUMN_TYPE_LABELS[tipo] }));

type ColumnEditorProps = {
  index: number;
  count: number;
  control: Control<StructureFields, unknown, CategoryTableFormValues>;
  register: UseFormRegister<StructureFields>;
  errors: FieldErrors<StructureFields>;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

/** One column of the structure form: name, type, choices, subdivisions, reorder and remove. */
export function ColumnEditor({
  index,
  count,
  control,
  register,
  errors,
  onMove,
  onRemove,
}: ColumnEditorProps) {
  const n = index + 1;
  const tipo = useWatch({ control, name: `colunas.${index}.tipo` });
  const nome = useWatch({ control, name: `colunas.${index}.nome` });
  const subdivisions = useFieldArray({ control, name: `colunas.${index}.subdivisoes`, keyName: 'key' });
  const columnErrors = errors.colunas?.[index];
  const headingId = `coluna-${index}-titulo`;
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

  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-line bg-surface p-4 shadow-sm sm:p-5">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h3 id={headingId} className="min-w-0 truncate text-sm font-semibold text-ink">
          <span className="text-ink-muted tabular-nums">{`Coluna ${n}`}</span>
          {nome?.trim() ? <span>{`: ${nome.trim()}`}</span> : null}
        </h3>
        <div className="flex shrink-0 items-center gap-0.5">
          <MoveButtons
            what={`coluna ${n}`}
            canUp={index > 0}
            onUp={() => onMove(index, index - 1)}
            canDown={index < count - 1}
            onDown={() => onMove(index, index + 1)}
          />
          <IconButton
            icon={Trash2}
            label={`Remover coluna ${n}`}
            onClick={() => onRemove(index)}
            className="hover:text-danger"
          />
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
        <TextField
          label="Nome da coluna"
          aria-label={`Nome da coluna ${n}`}
          placeholder="Ex.: Largada"
          maxLength={120}
          error={columnErrors?.nome?.message}
          {...register(`colunas.${index}.nome`)}
        />
        <Select
          label="Tipo"
          aria-label={`Tipo da coluna ${n}`}
          options={TYPE_OPTIONS}
          {...register(`colunas.${index}.tipo`)}
        />
      </div>

      {tipo === 'multipla_escolha' && (
        <div className="mt-4">
          <Controller
            control={control}
            name={`colunas.${index}.opcoes`}
            render={({ field }) => (
              <OptionsInput
                label={`Opções da coluna ${n}`}
                value={field.value}
                onChange={field.onChange}
                name={field.name}
                error={columnErrors?.opcoes?.message}
              />
            )}
          />
        </div>
      )}

      {subdivisions.fields.length === 0 ? (
        // Most columns have none: a single quiet action instead of an empty box.
        <div className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1">
          {addSubdivision}
          <span className="text-xs text-ink-muted">
            Opcional: partes com valor próprio, como Bat.1 e Bat.2.
          </span>
        </div>
      ) : (
        <fieldset className="mt-4 rounded-lg border border-dashed border-line-strong p-3 sm:p-4">
          <legend className="px-1 text-sm font-medium text-ink">Subdivisões</legend>
          <p className="text-xs text-ink-muted">
            Cada subdivisão tem seu próprio valor em cada linha (ex.: Bat.1 e Bat.2).
          </p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {subdivisions.fields.map((sub, j) => {
              const error = columnErrors?.subdivisoes?.[j]?.nome?.message;
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
      )}
    </li>
  );
}
