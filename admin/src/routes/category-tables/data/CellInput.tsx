// The editor of one cell in the category data grid, by column type (text, number, or a select of
// the column's options); its accessible name says the column and the row.
import type { LeafColumn } from '../category-model';

const INPUT =
  'h-9 w-full rounded-md border border-line-strong bg-surface px-2 text-base text-ink placeholder:text-ink-muted/70 disabled:opacity-60 sm:text-sm';

/** The editor of one cell, by column type: text, number, or a select of the column's options. */
export function CellInput({
  leaf,
  rowNumber,
  value,
  disabled,
  onChange,
}: {
  leaf: LeafColumn;
  rowNumber: number;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const label = `${leaf.label}, linha ${rowNumber}`;
  const { tipo, opcoes } = leaf.column;
  if (tipo === 'multipla_escolha') {
    const options = opcoes ?? [];
    return (
      <select
        aria-label={label}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        className={`${INPUT} min-w-[9rem] cursor-pointer`}
      >
        <option value="">—</option>
        {/* A value whose option was removed from the structure stays selectable. */}
        {value && !options.includes(value) && <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      aria-label={label}
      type={tipo === 'numero' ? 'number' : 'text'}
      step={tipo === 'numero' ? 'any' : undefined}
      inputMode={tipo === 'numero' ? 'decimal' : undefined}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      className={`${INPUT} ${tipo === 'numero' ? 'min-w-[6rem] tabular-nums' : 'min-w-[10rem]'}`}
    />
  );
}
