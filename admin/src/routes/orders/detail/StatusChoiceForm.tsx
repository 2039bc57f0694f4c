// The first step of 'Alterar Status': the statuses the order may move to (as radio cards), what the
// chosen one does, and the required reason.
import { Radio, RadioGroup } from '@headlessui/react';
import { STATUS_REASON_MAX } from '@gn/core/schemas/admin-orders';
import type { OrderStatus } from '@gn/core/order-status';
import { orderStatusLabel } from '@gn/core/status-labels';
import { Textarea } from '../../../ui/Textarea';

type StatusChoiceFormProps = {
  options: readonly OrderStatus[];
  target: OrderStatus | null;
  /** What the chosen status does, if anything is told. */
  effect: string | undefined;
  reason: string;
  error: string | undefined;
  onTargetChange: (status: OrderStatus) => void;
  onReasonChange: (reason: string) => void;
  onSubmit: () => void;
};

export function StatusChoiceForm(props: StatusChoiceFormProps) {
  const { options, target, effect, reason, error } = props;
  return (
    <form
      id="order-status-form"
      className="mt-5 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <RadioGroup
        value={target ?? undefined}
        onChange={props.onTargetChange}
        aria-label="Novo status"
        className="grid gap-2 sm:grid-cols-2"
      >
        {options.map((status) => (
          <Radio
            key={status}
            value={status}
            className="group flex cursor-pointer items-center gap-3 rounded-lg border border-line-strong px-3 py-2.5 text-sm font-medium text-ink data-checked:border-accent data-checked:bg-accent-soft data-focus:outline-2 data-focus:outline-accent-ink"
          >
            <span className="flex size-4 items-center justify-center rounded-full border border-line-strong group-data-checked:border-accent">
              <span className="size-2 rounded-full bg-accent opacity-0 group-data-checked:opacity-100" />
            </span>
            {orderStatusLabel(status)}
          </Radio>
        ))}
      </RadioGroup>
      {target && effect && <p className="text-sm text-ink-muted">{effect}</p>}
      <Textarea
        label="Motivo"
        value={reason}
        rows={3}
        maxLength={STATUS_REASON_MAX}
        aria-required="true"
        error={error}
        placeholder="Ex.: pagamento recebido em dinheiro na bilheteria"
        onChange={(event) => props.onReasonChange(event.target.value)}
      />
    </form>
  );
}
