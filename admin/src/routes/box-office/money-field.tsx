// A money input in reais (the box office's amounts: float, cash received, counted money), kept as
// the typed text beside its value in centavos (money-input.ts reads it).
import { TextField } from '../../ui/TextField';
import { INVALID_CENTAVOS, inputToCentavos } from '../../lib/money-input';

export function MoneyField({
  label,
  value,
  onChange,
  hint,
  error,
  autoFocus,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  hint?: string;
  error?: string | undefined;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={label}
      inputMode="decimal"
      placeholder="0,00"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      hint={hint}
      error={error}
      autoFocus={autoFocus}
      trailing={<span className="px-2 text-sm text-ink-muted">R$</span>}
    />
  );
}

/** The typed text in centavos: null when empty or unreadable. */
export function centavosOf(text: string): number | null {
  const value = inputToCentavos(text);
  return value === null || value === INVALID_CENTAVOS ? null : value;
}
