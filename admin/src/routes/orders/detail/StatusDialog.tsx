// 'Alterar Status do Pedido': only the moves the state machine allows, what each one does, a
// required reason, and a second confirmation before a cancel or a refund.
import { Description, Dialog, DialogPanel, DialogTitle, Radio, RadioGroup } from '@headlessui/react';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { adminOrderStatusSchema, STATUS_REASON_MAX } from '@gn/core/schemas/admin-orders';
import { adminOrderMoves, parseOrderStatus, type OrderStatus } from '@gn/core/order-status';
import { orderStatusLabel } from '@gn/core/status-labels';
import { Button } from '../../../ui/Button';
import { Textarea } from '../../../ui/Textarea';
import { changeOrderStatus } from './order-detail-queries';

/** What each target does, told before the admin confirms. */
const EFFECTS: Partial<Record<OrderStatus, string>> = {
  pago: 'Os ingressos serão emitidos e a cobrança em aberto no Asaas será removida.',
  cancelado: 'A cobrança no Asaas será removida e os ingressos reservados voltarão ao estoque.',
  reembolsado:
    'O valor será estornado ao cliente pelo Asaas e os ingressos deste pedido serão cancelados. Boletos não têm estorno direto: use "Cancelado".',
  falhou: 'A cobrança no Asaas será removida e os ingressos reservados voltarão ao estoque.',
  vencido: 'A cobrança no Asaas será removida e os ingressos reservados voltarão ao estoque.',
  expirado: 'A cobrança no Asaas será removida e os ingressos reservados voltarão ao estoque.',
};

/** Cancelling a paid order (cancel-order.ts): tickets void at once, the refund follows. */
const PAID_CANCEL_EFFECT =
  'Os ingressos deixam de valer na hora e voltam ao estoque; o valor é devolvido pelo Asaas (boleto: o comprador recebe por e-mail o link para informar a conta). Se o Asaas recusar, o reembolso fica pendente no cartão "Cancelamento e reembolso".';

/** Money or tickets leave for good: asked twice. */
const NEEDS_CONFIRMATION: readonly OrderStatus[] = ['cancelado', 'reembolsado'];

type StatusDialogProps = {
  orderId: string;
  orderLabel: string;
  current: string;
  open: boolean;
  onClose: () => void;
};

/** 'Alterar Status do Pedido': only the moves the state machine allows, with a required reason. */
export function StatusDialog({ orderId, orderLabel, current, open, onClose }: StatusDialogProps) {
  const from = parseOrderStatus(current);
  const options = from ? adminOrderMoves(from) : [];
  const paid = from === 'pago';
  const [target, setTarget] = useState<OrderStatus | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const effectOf = (status: OrderStatus) =>
    paid && status === 'cancelado' ? PAID_CANCEL_EFFECT : EFFECTS[status];

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
    if (NEEDS_CONFIRMATION.includes(parsed.data.status) && !confirming) {
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

  const confirmLabel =
    target === 'cancelado' ? 'Cancelar pedido' : target === 'reembolsado' ? 'Reembolsar pedido' : 'Salvar';

  return (
    <Dialog open={open} onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-4 sm:items-center">
        <DialogPanel className="w-full max-w-lg rounded-2xl border border-line bg-surface p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-ink">Alterar Status do Pedido</DialogTitle>
          <Description className="mt-1 text-sm text-ink-muted">
            Pedido {orderLabel} · status atual:{' '}
            <strong className="text-ink">{orderStatusLabel(current)}</strong>
          </Description>

          {confirming && target ? (
            <div
              className="mt-5 flex gap-3 rounded-xl border border-danger/40 bg-danger-soft p-4"
              role="alert"
            >
              <TriangleAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
              <div className="text-sm text-ink">
                <p className="font-semibold text-danger">
                  {target === 'cancelado' ? 'Confirmar cancelamento?' : 'Confirmar reembolso?'}
                </p>
                <p className="mt-1">{effectOf(target)} Esta ação não pode ser desfeita.</p>
                <p className="mt-2 text-ink-muted">Motivo: {reason.trim()}</p>
              </div>
            </div>
          ) : (
            <form
              id="order-status-form"
              className="mt-5 space-y-4"
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <RadioGroup
                value={target ?? undefined}
                onChange={(value: OrderStatus) => {
                  setTarget(value);
                  setError(undefined);
                }}
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
              {target && effectOf(target) && <p className="text-sm text-ink-muted">{effectOf(target)}</p>}
              <Textarea
                label="Motivo"
                value={reason}
                rows={3}
                maxLength={STATUS_REASON_MAX}
                aria-required="true"
                error={error}
                placeholder="Ex.: pagamento recebido em dinheiro na bilheteria"
                onChange={(event) => {
                  setReason(event.target.value);
                  setError(undefined);
                }}
              />
            </form>
          )}

          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => (confirming ? setConfirming(false) : close())}
            >
              {confirming ? 'Voltar' : 'Fechar'}
            </Button>
            {confirming ? (
              <Button variant="danger" busy={busy} onClick={() => void submit()}>
                {confirmLabel}
              </Button>
            ) : (
              <Button type="submit" form="order-status-form" busy={busy} disabled={target === null}>
                {target && NEEDS_CONFIRMATION.includes(target) ? 'Continuar' : 'Salvar'}
              </Button>
            )}
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
