// The event's service fee typed as a percentage ('8,5') and kept as a rate (0.085); empty means
// the default fee.
import { useState } from 'react';
import { TextField } from '../../../ui/TextField';
import { percentTextToRate, rateToPercentText } from './event-form-schema';

type FeeFieldProps = {
  value: number | null;
  onChange: (rate: number | null) => void;
  onBlur: () => void;
  error?: string | undefined;
};

/** The service fee typed as a percentage ('8,5'); stored as a rate (0.085), '' = the default. */
export function FeeField({ value, onChange, onBlur, error }: FeeFieldProps) {
  const [text, setText] = useState(() => rateToPercentText(value));
  return (
    <div>
      <TextField
        label="Taxa de serviço (%)"
        inputMode="decimal"
        placeholder="10 (padrão)"
        value={text}
        error={error}
        onBlur={onBlur}
        onChange={(event) => {
          setText(event.target.value);
          onChange(percentTextToRate(event.target.value));
        }}
      />
      {!error && <p className="mt-1.5 text-xs text-ink-muted">Em branco, usa a taxa padrão de 10%.</p>}
    </div>
  );
}
