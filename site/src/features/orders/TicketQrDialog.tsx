// 'Ver QR Code': a modal dialog (native <dialog>: focus kept inside, Escape closes) with the QR of
// the ticket's signed code, drawn in the browser (qrcode, loaded with the dialog), and the serial.
import { useEffect, useRef, useState } from 'react';
import { X } from 'lucide-react';
import { ticketDisplayCode } from '@gn/core/ids';
import { formatLongDate, formatTime } from '@gn/core/dates';
import type { AccountTicket } from './ticket-view';

function useQrImage(code: string | null, saved: string | undefined): string | null | 'error' {
  const [src, setSrc] = useState<string | null | 'error'>(saved ?? null);
  useEffect(() => {
    // The image kept with the offline copy of the tickets needs no script (nor network).
    if (!code || saved) return;
    let live = true;
    import('qrcode')
      // Dark on white whatever the theme: scanners read it best, and it prints well.
      .then((QRCode) => QRCode.toDataURL(code, { errorCorrectionLevel: 'M', margin: 2, width: 320 }))
      .then((url) => live && setSrc(url))
      .catch((error: unknown) => {
        console.error('Falha ao gerar o QR Code', error);
        if (live) setSrc('error');
      });
    return () => {
      live = false;
    };
  }, [code, saved]);
  return src;
}

export function TicketQrDialog({
  ticket,
  savedQr,
  onClose,
}: {
  ticket: AccountTicket;
  /** the QR image kept for offline use (account/saved-tickets.ts) */
  savedQr?: string;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const src = useQrImage(ticket.qr_code, savedQr);
  const serial = ticketDisplayCode(ticket);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby="qr-titulo"
      aria-describedby="qr-descricao"
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === ref.current) ref.current.close();
      }}
      className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-3xl border border-line bg-surface p-0 text-ink shadow-2xl backdrop:bg-black/60 backdrop:backdrop-blur-sm"
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id="qr-titulo" className="text-lg font-bold">
              QR Code do ingresso
            </h2>
            <p id="qr-descricao" className="mt-1 text-sm text-ink-muted">
              Apresente este código na entrada do evento.
            </p>
          </div>
          <button
            type="button"
            className="gn-btn-icon -mt-2 -mr-2"
            aria-label="Fechar"
            onClick={() => ref.current?.close()}
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <div className="mx-auto mt-5 flex aspect-square w-full max-w-64 items-center justify-center rounded-2xl bg-white p-2 ring-1 ring-line">
          {!ticket.qr_code || src === 'error' ? (
            <p className="px-4 text-center text-sm text-neutral-700">
              QR Code indisponível para este ingresso.
            </p>
          ) : src === null ? (
            <div className="size-full animate-pulse rounded-xl bg-neutral-200" aria-hidden="true" />
          ) : (
            <img
              src={src}
              alt={`QR Code do ingresso ${serial}`}
              className="size-full"
              data-testid="qr-image"
            />
          )}
        </div>
        <p className="mt-5 text-center font-semibold">{ticket.evento.titulo}</p>
        <p className="text-center text-sm text-ink-muted">
          {formatLongDate(ticket.evento.data_inicio)} · {formatTime(ticket.evento.data_inicio)} ·{' '}
          {ticket.tipo}
        </p>
        <p className="mt-4 rounded-xl bg-surface-muted px-3 py-2.5 text-center">
          <span className="block text-xs font-semibold tracking-wide text-ink-muted uppercase">
            Código do ingresso
          </span>
          <span className="font-mono text-sm font-semibold break-all" data-testid="qr-serial">
            {serial}
          </span>
        </p>
      </div>
    </dialog>
  );
}
