// The 'Alterar Status' dialog's state: the chosen status, the reason and its error, the second
// confirmation of a cancel or a refund, and the change itself (the dialog is reset on close).
import { useState } from 'react';
import { toast } from 'sonner';
import { adminOrderStatusSchema } from '@gn/core/schemas/admin-orders';
import type { OrderStatus } from '@gn/core/order-status';
import { changeOrderStatus } from './order-detail-queries';
import { needsConfirmation } from './status-change-model';

export function useStatusChange(orderId: string, onClose: () => void) {
  const [target, setTarget] = useState<OrderStatus | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  function close() {
    if (busy) return;
    setTarget(null);
    setReason('');
    setError(undefined);
    setConfirming(false);
    onClose();
  }

  async function submit() {
    const parsed = adminOrderStatusSchema.safeParse({ status: target, motivo: reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    if (needsConfirmation(parsed.data.status) && !confirming) {
      setConfirming(true);
      return;
    }
    setBusy(true);
    try {
      await changeOrderStatus(orderId, parsed.data.status, parsed.data.motivo);
      toast.success('Status atualizado com sucesso');
      setBusy(false);
      close();
    } catch (failure) {
      console.error(failure);
      setBusy(false);
      setConfirming(false);
      toast.error('Erro ao atualizar status', {
        description: failure instanceof Error ? failure.message : undefined,
      });
    }
  }

  function chooseTarget(value: OrderStatus) {
    setTarget(value);
    setError(undefined);
  }

  function typeReason(value: string) {
    setReason(value);
    setError(undefined);
  }

  return { target, reason, error, confirming, setConfirming, busy, close, submit, chooseTarget, typeReason };
}
