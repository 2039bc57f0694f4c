// 'Reenviar ingressos': mails the order's active tickets again to the buyer's account e-mail.
// No confirmation (it only sends what the buyer already has); busy while it runs, a toast after.
import { Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { resendTickets } from './email-log-queries';

export function ResendTicketsButton({ orderId, paid }: { orderId: string; paid: boolean }) {
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    try {
      const answer = await resendTickets(orderId);
      if (answer.queued) toast.info('Reenvio na fila', { description: answer.message });
      else toast.success('Ingressos reenviados', { description: `Enviados para ${answer.sentTo}` });
    } catch (failure) {
      console.error(failure);
      toast.error('Erro ao reenviar ingressos', {
        description: failure instanceof Error ? failure.message : undefined,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="secondary"
      busy={busy}
      disabled={!paid}
      title={paid ? 'Envia os ingressos ativos para o e-mail da conta do cliente' : 'Só para pedidos pagos'}
      onClick={resend}
      className="w-full sm:w-auto"
    >
      {!busy && <Send className="size-4" aria-hidden="true" />}
      Reenviar ingressos
    </Button>
  );
}
