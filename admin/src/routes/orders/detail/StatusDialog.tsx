// 'Alterar Status do Pedido': only the moves the state machine allows, what each one does, a
// required reason, and a second confirmation before a cancel or a refund.
import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { TriangleAlert } from 'lucide-react';
import { adminOrderMoves, parseOrderStatus, type OrderStatus } from '@gn/core/order-status';
import { orderStatusLabel } from '@gn/core/status-labels';
import { Button } from '../../../ui/Button';
import { confirmLabel, needsConfirmation, statusEffect } from './status-change-model';
import { StatusChoiceForm } from './StatusChoiceForm';
import { useStatusChange } from './use-status-change';

type StatusDialogProps = {
  orderId: string;
  orderLabel: string;
  current: string;
  open: boolean;
  onClose: () => void;
};

/** The second step of a cancel or a refund: what it does, for good, and the reason given. */
function StatusConfirmation({
  target,
  effect,
  reason,
}: {
  target: OrderStatus;
  effect: string | undefined;
  reason: string;
}) {
  return (
    <div className="mt-5 flex gap-3 rounded-xl border border-danger/40 bg-danger-soft p-4" role="alert">
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
      <div className="text-sm text-ink">
        <p className="font-semibold text-danger">
          {target === 'cancelado' ? 'Confirmar cancelamento?' : 'Confirmar reembolso?'}
        </p>
        <p className="mt-1">{effect} Esta ação não pode ser desfeita.</p>
        <p className="mt-2 text-ink-muted">Motivo: {reason.trim()}</p>
      </div>
    </div>
  );
}

/** 'Alterar Status do Pedido': only the moves the state machine allows, with a required reason. */
export function StatusDialog({ orderId, orderLabel, current, open, onClose }: StatusDialogProps) {
  const from = parseOrderStatus(current);
  const options = from ? adminOrderMoves(from) : [];
  const paid = from === 'pago';
  const change = useStatusChange(orderId, onClose);
  const { target, confirming, busy } = change;
  const effect = target ? statusEffect(target, paid) : undefined;

  return (
    <Dialog open={open} onClose={change.close} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel className="w-full max-w-lg rounded-2xl border border-line bg-surface p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-ink">Alterar Status do Pedido</DialogTitle>
          <Description className="mt-1 text-sm text-ink-muted">
            Pedido {orderLabel} · status atual:{' '}
            <strong className="text-ink">{orderStatusLabel(current)}</strong>
          </Description>

          {confirming && target ? (
            <StatusConfirmation target={target} effect={effect} reason={change.reason} />
          ) : (
            <StatusChoiceForm
              options={options}
              target={target}
              effect={effect}
              reason={change.reason}
              error={change.error}
              onTargetChange={change.chooseTarget}
              onReasonChange={change.typeReason}
              onSubmit={() => void change.submit()}
            />
          )}

          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => (confirming ? change.setConfirming(false) : change.close())}
            >
              {confirming ? 'Voltar' : 'Fechar'}
            </Button>
            {confirming ? (
              <Button variant="danger" busy={busy} onClick={() => void change.submit()}>
                {confirmLabel(target)}
              </Button>
            ) : (
              <Button type="submit" form="order-status-form" busy={busy} disabled={target === null}>
                {target && needsConfirmation(target) ? 'Continuar' : 'Salvar'}
              </Button>
            )}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
