// A whole-number setting of the Pagamentos tab, with its range in the hint (the error replaces it).
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../ui/TextField';

export function IntegerField(props: {
  label: string;
  min: number;
  max: number;
  error: string | undefined;
  hint: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div>
      <TextField
        label={props.label}
        type="number"
        inputMode="numeric"
        min={props.min}
        max={props.max}
        step={1}
        error={props.error}
        {...props.registration}
      />
      {!props.error && <p className="mt-1.5 text-xs text-ink-muted">{props.hint}</p>}
    </div>
  );
}
