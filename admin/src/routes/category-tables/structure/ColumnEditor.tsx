// One column of the structure form: name, type, the choices of a multiple-choice column, the
// subdivisions, and the move and remove buttons.
import { Trash2 } from 'lucide-react';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { CATEGORY_COLUMN_TYPES, type CategoryTableFormValues } from '@gn/core/schemas/category-table';
import { IconButton } from '../../../ui/IconButton';
import { MoveButtons } from '../../../ui/MoveButtons';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import { COLUMN_TYPE_LABELS, type StructureFields } from '../category-model';
import { OptionsInput } from './OptionsInput';
import { SubdivisionsEditor } from './SubdivisionsEditor';

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
  const columnErrors = errors.colunas?.[index];
  const headingId = `coluna-${index}-titulo`;

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

      <SubdivisionsEditor index={index} control={control} register={register} errors={errors} />
    </li>
  );
}
