// After "Confirmar venda": a paid sale (the change to give, the receipt to print, the tickets' QR
// on screen) or a PIX waiting for the buyer's phone, its QR big on screen, followed by a light
// poll of the sale until the webhook marks it paid (or the operator gives it up).
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { CheckCircle2, Printer, QrCode } from 'lucide-react';
import { formatBRL } from '@gn/core/money';
import type { DoorSaleAnswer } from '@gn/core/schemas/door-sale';
import { errorMessage } from '../../lib/error-message';
import { Button } from '../../ui/Button';
import { SectionCard } from '../../ui/SectionCard';
import { cancelSale, downloadReceipt, loadSale } from './box-office-api';

const POLL_MS = 2_500;

export function SaleResult({
  sale,
  onChange,
  onNext,
  onSettled,
}: {
  sale: DoorSaleAnswer;
  onChange: (sale: DoorSaleAnswer) => void;
  onNext: () => void;
  onSettled: () => void;
}) {
  const waiting = sale.status === 'aguardando_pagamento';
  useEffect(() => {
    if (!waiting) return;
    let stop = false;
    const timer = setInterval(() => {
      loadSale(sale.orderId)
        .then((next) => {
          if (stop || next.status === sale.status) return;
          onChange(next);
          onSettled();
        })
        .catch((e: unknown) => console.error(e));
    }, POLL_MS);
    return () => {
      stop = true;
      clearInterval(timer);
    };
  }, [waiting, sale.orderId, sale.status, onChange, onSettled]);

  if (waiting && sale.pix) return <PixWaiting sale={sale} onChange={onChange} onSettled={onSettled} />;
  if (sale.status !== 'pago') {
    return (
      <SectionCard title="Venda não concluída">
        <p className="text-sm text-ink-muted">
          Esta venda foi cancelada ou expirou: nada foi cobrado e os ingressos voltaram ao estoque.
        </p>
        <Button className="mt-4 h-12" onClick={onNext}>
          Nova venda
        </Button>
      </SectionCard>
    );
  }
  return <PaidSale sale={sale} onNext={onNext} />;
}

function PaidSale({ sale, onNext }: { sale: DoorSaleAnswer; onNext: () => void }) {
  const [showQr, setShowQr] = useState(false);
  const [printing, setPrinting] = useState(false);
  async function print() {
    setPrinting(true);
    try {
      await downloadReceipt(sale.orderId);
    } catch (e) {
      toast.error(errorMessage(e, 'Não foi possível gerar o recibo'));
    } finally {
      setPrinting(false);
    }
  }
  return (
    <SectionCard title="Venda concluída">
      <div className="grid gap-4">
        <p className="flex items-center gap-2 text-lg font-semibold text-success" role="status">
          <CheckCircle2 className="h-6 w-6" aria-hidden="true" /> Pago: {formatBRL(sale.total)}
        </p>
        {sale.troco !== null && (
          <p className="rounded-lg bg-surface-muted p-4 text-center">
            <span className="block text-sm text-ink-muted">Troco a devolver</span>
            <span className="text-4xl font-bold tabular-nums text-ink" data-testid="sale-change">
              {formatBRL(sale.troco)}
            </span>
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" className="h-12" busy={printing} onClick={() => void print()}>
            <Printer className="h-4 w-4" aria-hidden="true" /> Imprimir recibo (PDF)
          </Button>
          <Button
            variant="secondary"
            className="h-12"
            onClick={() => setShowQr((v) => !v)}
            aria-expanded={showQr}
          >
            <QrCode className="h-4 w-4" aria-hidden="true" /> {showQr ? 'Esconder QR' : 'Mostrar QR na tela'}
          </Button>
          <Button className="h-12" onClick={onNext}>
            Nova venda
          </Button>
        </div>
        {showQr && (
          <ul className="grid gap-4 sm:grid-cols-2">
            {sale.ingressos.map((t) => (
              <li key={t.id} className="rounded-lg border border-line bg-white p-3 text-center text-black">
                <img
                  src={t.qr}
                  alt={`QR Code do ingresso ${t.codigo_serial}`}
                  className="mx-auto w-full max-w-64"
                />
                <p className="text-sm font-semibold">{t.tipo}</p>
                <p className="text-xs">{t.codigo_serial}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}

function PixWaiting({
  sale,
  onChange,
  onSettled,
}: {
  sale: DoorSaleAnswer;
  onChange: (sale: DoorSaleAnswer) => void;
  onSettled: () => void;
}) {
  const [busy, setBusy] = useState(false);
  async function giveUp() {
    setBusy(true);
    try {
      onChange(await cancelSale(sale.orderId));
      onSettled();
    } catch (e) {
      toast.error(errorMessage(e, 'Não foi possível cancelar o PIX'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <SectionCard title="Pagamento por PIX">
      <div className="grid justify-items-center gap-3 text-center">
        <p className="text-2xl font-bold tabular-nums text-ink">{formatBRL(sale.total)}</p>
        <img
          src={`data:image/png;base64,${sale.pix!.encodedImage}`}
          alt="QR Code do PIX para o comprador pagar"
          className="w-full max-w-80 rounded-lg bg-white p-2"
        />
        <p className="text-sm text-ink-muted" role="status" aria-live="polite">
          Aguardando o pagamento… a tela atualiza sozinha.
        </p>
        <details className="w-full max-w-md text-left text-sm">
          <summary className="cursor-pointer text-ink">PIX copia e cola</summary>
          <p className="mt-2 break-all rounded bg-surface-muted p-2 font-mono text-xs">{sale.pix!.payload}</p>
        </details>
        <Button variant="danger" busy={busy} onClick={() => void giveUp()}>
          Cancelar PIX
        </Button>
      </div>
    </SectionCard>
  );
}
