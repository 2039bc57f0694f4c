// − n + for a quantity (the ticket panel, the checkout's Itens step): two real buttons, so the
// keyboard and screen readers work without tricks, and the value announced as it changes. A +
// that is off says why through `reason` (the limit per order, the stock, the quota).
import { Minus, Plus } from 'lucide-react';

export interface QuantityStepperProps {
  /** what is counted, for the buttons' names: 'Aumentar Inteira' */
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** the lowest value (0 in the panel, 1 in the cart, where removing is its own button) */
  min?: number;
  canIncrease: boolean;
  disabled?: boolean;
  /** id of the text that says why + is off */
  reasonId?: string;
  /** how much each button moves the value (2 for a wheelchair space: the user and the companion) */
  step?: number;
}

const button =
  'grid size-9 place-items-center rounded-full text-ink transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-ink disabled:cursor-not-allowed disabled:text-ink-muted disabled:opacity-50 disabled:hover:bg-transparent';

export function QuantityStepper({
  label,
  value,
  onChange,
  min = 0,
  canIncrease,
  disabled = false,
  reasonId,
  step = 1,
}: QuantityStepperProps) {
  return (
    <div
      role="group"
      aria-label={`Quantidade de ${label}`}
      className="inline-flex shrink-0 items-center gap-0.5 rounded-full border border-line bg-surface p-0.5"
    >
      <button
        type="button"
        className={button}
        aria-label={`Diminuir ${label}`}
        disabled={disabled || value - step < min}
        onClick={() => onChange(value - step)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output aria-live="polite" className="w-7 text-center text-sm font-semibold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        className={button}
        aria-label={`Aumentar ${label}`}
        aria-describedby={!canIncrease && !disabled ? reasonId : undefined}
        disabled={disabled || !canIncrease}
        onClick={() => onChange(value + step)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
