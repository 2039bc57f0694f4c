// 'Cancelar pedido' (the buyer's right of withdrawal, CDC art. 49): the dialog first asks the
// server whether the order may be cancelled now and shows both limits (7 days after the purchase,
// 48 h before the event, or the event's wider ones) and the refund; only then the buyer confirms.
// A refusal shows its reason. While it runs the button says so and the dialog cannot be closed.
// The preview is read by use-cancellation-preview.ts.
import { useState } from 'react';
import { PAYMENT_METHOD_IN_TEXT } from '@gn/core/payment';
import {
  CANCEL_REASON_MAX,
  type CancelAnswer,
  type CancellationPreviewAnswer,
} from '@gn/core/schemas/order-cancel';
import { formatBRL } from '@gn/core/money';
import { TextAreaField } from '../../ui/forms/form-kit';
import { Spinner } from '../../ui/Spinner';
import { Modal, ModalActions } from '../../ui/Modal';
import { postJson } from '../session/api-client';
import { errorText, useCancellationPreview } from './use-cancellation-preview';

function PreviewFailed({
  message,
  onClose,
  onRetry,
}: {
  message: string;
  onClose: () => void;
  onRetry: () => void;
}) {
  return (
    <div className="mt-5 grid gap-4">
      <p role="alert" className="text-sm font-semibold text-danger">
        {message}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="gn-btn-secondary" onClick={onClose}>
          Fechar
        </button>
        <button type="button" className="gn-btn-primary" onClick={onRetry}>
          Tentar novamente
        </button>
      </div>
    </div>
  );
}

function CancellationTerms({ lines }: { lines: string[] }) {
  return (
    <div className="rounded-xl border border-line bg-surface-muted px-4 py-3 text-sm">
      <p className="font-semibold">Prazo para cancelar (direito de arrependimento, CDC art. 49)</p>
      <ul className="mt-1.5 list-disc space-y-1 pl-5" data-testid="cancel-terms">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** What cancelling does: the tickets stop at once, and the refund (how much, and how) if any. */
function CancellationEffects({ preview }: { preview: CancellationPreviewAnswer }) {
  return (
    <p className="text-sm">
      Os ingressos deste pedido deixam de valer na hora e não podem ser reativados.{' '}
      {preview.valor > 0 ? (
        <>
          O valor de <strong className="whitespace-nowrap">{formatBRL(preview.valor)}</strong> volta por{' '}
          {PAYMENT_METHOD_IN_TEXT[preview.metodo]}.
          {preview.metodo === 'boleto' &&
            ' Para o boleto, você informa seus dados bancários num link que enviamos por e-mail.'}
        </>
      ) : (
        'Eram ingressos gratuitos: não há valor a devolver.'
      )}
    </p>
  );
}

function CancellationRefused({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <>
      <p role="alert" className="text-sm font-semibold text-danger" data-testid="cancel-refusal">
        {message}
      </p>
      <div className="flex justify-end">
        <button type="button" className="gn-btn-secondary" onClick={onClose} data-autofocus>
          Fechar
        </button>
      </div>
    </>
  );
}

export function CancelOrderDialog({
  orderId,
  orderNumber,
  onClose,
  onDone,
}: {
  orderId: string;
  orderNumber: string;
  onClose: () => void;
  /** after the cancellation, with the message to show (a toast here, or a flash before leaving) */
  onDone: (answer: CancelAnswer, message: string) => void;
}) {
  const path = `/api/orders/${encodeURIComponent(orderId)}`;
  const { preview, retry } = useCancellationPreview(path);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await postJson<CancelAnswer>(`${path}/cancel`, { motivo: reason.trim() || undefined });
      onDone(answer, `Pedido #${orderNumber} cancelado. Os ingressos não valem mais.`);
    } catch (error) {
      console.error('Falha ao cancelar o pedido', error);
      setFailure(errorText(error, 'Não foi possível cancelar o pedido. Tente novamente.'));
      setBusy(false);
    }
  }

  return (
    <Modal open onClose={onClose} title="Cancelar pedido" labelledBy="cancelar-titulo" busy={busy}>
      <p className="mt-1 text-sm text-ink-muted">
        Pedido <span className="font-mono">#{orderNumber}</span>
      </p>
      {preview.state === 'loading' && (
        <p role="status" className="mt-5 flex items-center gap-2 text-sm text-ink-muted">
          <Spinner /> Consultando o prazo de cancelamento...
        </p>
      )}
      {preview.state === 'failed' && (
        <PreviewFailed message={preview.message} onClose={onClose} onRetry={retry} />
      )}
      {preview.state === 'ready' && (
        <div className="mt-5 grid gap-4" data-testid="cancel-dialog-body">
          <CancellationTerms lines={preview.preview.prazos} />
          {preview.preview.recusa ? (
            <CancellationRefused message={preview.preview.recusa.message} onClose={onClose} />
          ) : (
            <>
              <CancellationEffects preview={preview.preview} />
              <TextAreaField
                id="cancelar-motivo"
                label="Motivo (opcional)"
                rows={2}
                maxLength={CANCEL_REASON_MAX}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                counter={{ value: reason.length, max: CANCEL_REASON_MAX }}
              />
              <ModalActions
                failure={failure}
                busy={busy}
                cancelLabel="Voltar"
                onCancel={onClose}
                action={{
                  label: 'Confirmar cancelamento',
                  busyLabel: 'Cancelando...',
                  className: 'gn-btn-danger',
                  onClick: () => void confirm(),
                }}
              />
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
