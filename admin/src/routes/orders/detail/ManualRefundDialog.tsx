// 'Marcar como reembolsado': a refund made outside Asaas's API (a bank transfer, cash at the box
// office) recorded with how it was done; for a cancelled order's refund or a ticket refund's.
import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useState } from 'react';
import { toast } from 'sonner';
import { manualRefundSchema, STATUS_REASON_MAX } from '@gn/core/schemas/admin-orders';
import { Button } from '../../../ui/Button';
import { Textarea } from '../../../ui/Textarea';

function errorText(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

/** `save`: the server call that records the note (a cancelled order's refund, or one ticket refund's). */
export function ManualRefundDialog({
  save,
  onClose,
}: {
  save: (observacao: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    const parsed = manualRefundSchema.safeParse({ observacao: note });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setBusy(true);
    try {
      await save(parsed.data.observacao);
      toast.success('Reembolso registrado');
      onClose();
    } catch (failure) {
      console.error(failure);
      setBusy(false);
      toast.error('Erro ao registrar o reembolso', { description: errorText(failure) });
    }
  }

  return (
    <Dialog open onClose={() => !busy && onClose()} className="relative z-50">
      <div className="fixed inset-0 bg-black/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center p-4 sm:items-center">
        <DialogPanel className="w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-ink">Marcar reembolso como feito</DialogTitle>
          <Description className="mt-1 text-sm text-ink-muted">
            Use quando o valor foi devolvido fora do Asaas (por exemplo, uma transferência para a conta do
            comprador). O pedido deixa de aparecer nas pendências.
          </Description>
          <form
            id="manual-refund-form"
            className="mt-4"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Textarea
              label="Como foi feito"
              value={note}
              rows={3}
              maxLength={STATUS_REASON_MAX}
              aria-required="true"
              error={error}
              placeholder="Ex.: PIX de R$ 120,00 para a chave do comprador em 26/11"
              onChange={(event) => {
                setNote(event.target.value);
                setError(undefined);
              }}
            />
          </form>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Fechar
            </Button>
            <Button type="submit" form="manual-refund-form" busy={busy}>
              Registrar reembolso
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
