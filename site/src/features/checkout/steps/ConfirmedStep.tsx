// Step 5 'Confirmado': the order exists; shown for a moment before the waiting page.
import { Spinner, SuccessMark } from '../ui';
import { StepHeading } from './step-kit';

export function ConfirmedStep({
  invoiceUrl,
  waitingHref,
}: {
  invoiceUrl: string | null;
  waitingHref: string;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-line bg-surface px-6 py-10 text-center">
      <SuccessMark className="size-14" />
      <div className="mt-4">
        <StepHeading>Pedido criado!</StepHeading>
      </div>
      <p className="mt-2 max-w-md text-sm text-ink-muted">
        {invoiceUrl
          ? 'A página de pagamento segura foi aberta em uma nova aba. Acompanhe aqui a confirmação.'
          : 'Agora é só pagar: vamos mostrar o QR Code PIX.'}
      </p>
      <p role="status" className="mt-5 flex items-center gap-2 text-sm font-medium">
        <Spinner /> Abrindo o acompanhamento do pagamento...
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {invoiceUrl && (
          <a href={invoiceUrl} target="_blank" rel="noopener noreferrer" className="gn-btn-secondary">
            Abrir página de pagamento
          </a>
        )}
        <a href={waitingHref} className="gn-btn-primary">
          Acompanhar pagamento
        </a>
      </div>
    </div>
  );
}
