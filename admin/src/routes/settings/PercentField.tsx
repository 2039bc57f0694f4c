// A percentage (or an amount in reais) typed the Brazilian way ('8,5', '5,50'); what cannot be
// read becomes NaN for the schema to report.
import { useState } from 'react';
import { TextField } from '../../ui/TextField';

type PercentFieldProps = {
  label: string;
  value: number;
  onChange: (value: number) => void;
  onBlur: () => void;
  name: string;
  error?: string | undefined;
  hint: string;
  /** fixed decimals when shown (an amount: 5 → '5,00'); else as typed */
  decimals?: number;
};

/** '8,5' or '8.5' → 8.5; empty or unreadable → NaN, which the schema reports. */
export function parsePercent(text: string): number {
  const trimmed = text.trim();
  return /^\d+([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

export function formatPercent(value: number, decimals?: number): string {
  if (!Number.isFinite(value)) return '';
  return (decimals === undefined ? String(value) : value.toFixed(decimals)).replace('.', ',');
}

/** A percentage typed the Brazilian way (decimal comma). */
export function PercentField({
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  hint,
  decimals,
}: PercentFieldProps) {
  const [text, setText] = useState(() => formatPercent(value, decimals));
  return (
    <div>
      <TextField
        label={label}
        name={name}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        error={error}
        onBlur={onBlur}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parsePercent(event.target.value));
        }}
      />
      {!error && <p className="mt-1.5 text-xs text-ink-muted">{hint}</p>}
    </div>
  );
}
